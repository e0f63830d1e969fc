import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { Pager } from "~/components/admin/pager";

import { MailSetup } from "./mail-setup";
import { OutboxItem } from "./outbox-item";
import type { AdminMail } from "./panel-types";
import { T } from "./texts";

/**
 * The quotes tab's "E-mail" section: whether sending is set up and where the owner's
 * notifications go, a test message, and the messages not sent yet (queued or failed) with their
 * reason and "Riprova".
 */
export function OutboxPanel({ mail }: { mail: AdminMail }) {
  const { items } = mail.unsent;
  return (
    <section aria-labelledby="outbox-title" className="card p-5 sm:p-6">
      <h3 id="outbox-title" className="text-xl font-semibold text-sea-950">
        {T.mail.title}
      </h3>
      <MailSetup mail={mail} />
      <h4 id="outbox-unsent" className="mt-6 text-lg font-semibold text-sea-950">
        {T.mail.unsent}
      </h4>
      {items.some((m) => m.status === "failed") && <p className="mt-1 text-ink-700">{T.mail.failedFirst}</p>}
      {items.length === 0 ? (
        <p className="mt-2 text-ink-700">{T.mail.unsentEmpty}</p>
      ) : (
        <ul aria-labelledby="outbox-unsent" className="mt-3 grid gap-3 lg:grid-cols-2">
          {items.map((message) => (
            <li key={message.id}>
              <OutboxItem message={message} configured={mail.configured} />
            </li>
          ))}
        </ul>
      )}
      <Pager label={T.pager.outbox} param={ADMIN_PAGE_PARAMS.outbox} page={mail.unsent} />
    </section>
  );
}
