import { formatMoment } from "~/components/admin/format";
import { MessageStatusBadge } from "~/components/admin/message-status-badge";

import type { StayDetail } from "../stay-detail";
import { T } from "./texts";

const TS = T.stay;

/** The e-mails the panel names by their kind; any other shows its subject. */
const MAIL_KINDS: Partial<Record<string, string>> = TS.mailKinds;

const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
/** An e-mail's state as the badge shows it (the outbox holds no other). */
const mailStatus = (status: string) => MAIL_STATUSES.find((s) => s === status) ?? "queued";

/** The e-mails written to the guest about this stay, with their state. */
export function StayMails({ stay }: { stay: StayDetail }) {
  return (
    <section aria-labelledby="stay-mails-title" className="card p-4 sm:p-6">
      <h3 id="stay-mails-title" className="text-xl font-semibold text-sea-950">
        {TS.mails}
      </h3>
      {stay.messages.length === 0 ? (
        <p className="mt-2 text-ink-700">{stay.leadGuest.email ? TS.noMails : TS.noAddress}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {stay.messages.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
              <strong className="text-ink-900">{MAIL_KINDS[m.kind] ?? m.subject}</strong>
              <MessageStatusBadge status={mailStatus(m.status)} />
              <span className="text-sm text-ink-700">
                {m.sentAt ? TS.sentAt(formatMoment(m.sentAt)) : TS.writtenAt(formatMoment(m.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
