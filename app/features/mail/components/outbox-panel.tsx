import { Info, RotateCw, Send } from "lucide-react";
import { useState } from "react";

import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { formatMoment } from "~/components/admin/format";
import { MessageStatusBadge } from "~/components/admin/message-status";
import { Pager } from "~/components/admin/pager";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";

import type { AdminMail, AdminOutboxMessage } from "./panel-types";
import { T } from "./texts";

type Mail = AdminMail;

/**
 * The quotes tab's "E-mail" section: whether sending is set up and where the owner's
 * notifications go, a test message, and the messages not sent yet (queued or failed) with their
 * reason and "Riprova".
 */
export function OutboxPanel({ mail }: { mail: Mail }) {
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

function MailSetup({ mail }: { mail: Mail }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  if (!mail.configured || !mail.ownerEmail) {
    return (
      <p className="mt-3 flex gap-3 rounded-xl border-l-4 border-terracotta-600 bg-terracotta-100 p-4 text-ink-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-700" />
        <span>{mail.configured ? T.mail.noOwner : T.mail.notConfigured}</span>
      </p>
    );
  }
  const owner = mail.ownerEmail;
  const test = async () => {
    setBusy(true);
    await run(() => apiRequest("POST", "/api/outbox/test"), {
      success: { title: T.mail.testQueued, description: T.mail.testQueuedDescription(owner) },
      error: T.mail.testError,
    });
    setBusy(false);
  };
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-900">
        {T.mail.ownerEmail} <strong className="font-semibold break-words">{owner}</strong>
      </p>
      <button type="button" className="btn-outline" onClick={test} disabled={busy} aria-busy={busy || undefined}>
        <Send aria-hidden="true" className="size-5" />
        {T.mail.test}
      </button>
    </div>
  );
}

function OutboxItem({ message, configured }: { message: AdminOutboxMessage; configured: boolean }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  // A failed message can always be tried again; a waiting one only once sending works and it has failed before.
  const canRetry = message.status === "failed" || (configured && message.status === "queued" && message.attempts > 0);

  const retry = async () => {
    setBusy(true);
    await run(() => apiRequest("POST", `/api/outbox/${message.id}/retry`), {
      success: { title: T.mail.retried, description: configured ? T.mail.retriedDescription : T.mail.retriedQueued },
      error: T.mail.retryError,
    });
    setBusy(false);
  };

  return (
    <div
      className={`h-full rounded-xl border p-4 ${message.status === "failed" ? "border-danger-700 bg-white" : "border-sand-300 bg-sand-50"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-ink-900">{message.subject}</p>
        <MessageStatusBadge status={message.status} />
      </div>
      <div className="mt-1 grid gap-0.5 text-sm text-ink-700">
        {T.messages.kinds[message.kind] && <p>{T.messages.kinds[message.kind]}</p>}
        <p className="break-words">{T.messages.to(message.audience, message.to)}</p>
        <p>
          {T.messages.written(formatMoment(message.createdAt))}
          {message.attempts > 0 && ` · ${T.messages.attempts(message.attempts)}`}
          {configured &&
            message.status === "queued" &&
            message.attempts > 0 &&
            message.nextAttemptAt &&
            ` · ${T.messages.nextAttempt(formatMoment(message.nextAttemptAt))}`}
        </p>
        {message.lastError && (
          <p className="break-words text-ink-900">
            <span className="font-semibold">{T.messages.reason}:</span> {message.lastError}
          </p>
        )}
      </div>
      {canRetry && (
        <button
          type="button"
          className="btn-outline mt-3"
          onClick={retry}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={T.mail.retryNamed(message.subject)}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          {T.mail.retry}
        </button>
      )}
    </div>
  );
}
