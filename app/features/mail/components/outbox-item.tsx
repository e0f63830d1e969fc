import { RotateCw } from "lucide-react";

import { formatMoment } from "~/components/admin/format";
import { MessageStatusBadge } from "~/components/admin/message-status-badge";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { mailRoutes } from "../mail.routes";
import type { AdminOutboxMessage } from "./panel-types";
import { T } from "./texts";

/** One message not sent yet: its subject, state, addressee, attempts and reason, with "Riprova" when it can be tried again. */
export function OutboxItem({ message, configured }: { message: AdminOutboxMessage; configured: boolean }) {
  const action = usePanelAction(useAdminAction());
  // A failed message can always be tried again; a waiting one only once sending works and it has failed before.
  const canRetry = message.status === "failed" || (configured && message.status === "queued" && message.attempts > 0);

  const retry = () =>
    action.start(() => callApi(mailRoutes.retryMessage, { params: { id: message.id } }), {
      success: { title: T.mail.retried, description: configured ? T.mail.retriedDescription : T.mail.retriedQueued },
      error: T.mail.retryError,
    });

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
          disabled={action.busy}
          aria-busy={action.busy || undefined}
          aria-label={T.mail.retryNamed(message.subject)}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          {T.mail.retry}
        </button>
      )}
    </div>
  );
}
