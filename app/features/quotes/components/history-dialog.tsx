import { useState, type ReactElement } from "react";

import { formatMoment } from "~/components/admin/format";
import { MessageStatusBadge } from "~/components/admin/message-status-badge";

import { DialogBody } from "./dialog-body";
import { DialogClose } from "./dialog-close";
import { DialogFooter } from "./dialog-footer";
import { DialogShell } from "./dialog-shell";
import { fullName, statusOf, type CardQuote, type QuoteDetail } from "./quote-view";
import { T } from "./texts";
import { useQuoteDetail } from "./use-quote-detail";

type Props = {
  quote: CardQuote;
  trigger: ReactElement;
  /** Open at once: the page was opened from the link of an e-mail about this request. */
  openAtStart?: boolean;
  onClose?: () => void;
};

/** "Cronologia": what happened to the request and every e-mail about it, loaded when opened. */
export function HistoryDialog({ quote, trigger, openAtStart = false, onClose }: Props) {
  const [open, setOpen] = useState(openAtStart);
  // Each opening asks the server again: a reply or a change may have happened since.
  const [opening, setOpening] = useState(0);
  const { detail, retry } = useQuoteDetail(open ? quote.id : null, opening);

  const onOpenChange = (next: boolean) => {
    if (next) setOpening((n) => n + 1);
    else onClose?.();
    setOpen(next);
  };

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} trigger={trigger} title={T.quotes.history.title(fullName(quote))} size="lg">
      <DialogBody>
        <div aria-live="polite" aria-busy={detail.state === "loading"}>
          {detail.state === "loading" && <p className="text-ink-700">{T.quotes.history.loading}</p>}
          {detail.state === "missing" && <p className="text-ink-900">{T.quotes.history.missing}</p>}
          {detail.state === "error" && (
            <div className="grid justify-items-start gap-3">
              <p className="font-semibold text-danger-700">
                {T.quotes.history.error} {detail.message}
              </p>
              <button type="button" className="btn-outline" onClick={retry}>
                {T.quotes.retry}
              </button>
            </div>
          )}
          {detail.state === "ready" && <History detail={detail.detail} />}
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose>
          <button type="button" className="btn-outline">
            {T.quotes.history.close}
          </button>
        </DialogClose>
      </DialogFooter>
    </DialogShell>
  );
}

function eventText(event: QuoteDetail["history"][number]): string {
  if (event.kind === "created") return T.quotes.history.created;
  if (event.kind === "reply") return event.price ? T.quotes.history.repliedWithPrice(event.price) : T.quotes.history.replied;
  const from = event.fromStatus ? T.quotes.status[statusOf(event.fromStatus)] : "–";
  const to = event.toStatus ? T.quotes.status[statusOf(event.toStatus)] : "–";
  const text = T.quotes.history.changed(from, to);
  return event.outboxId ? `${text} · ${T.quotes.history.guestNotified}` : text;
}

function History({ detail }: { detail: QuoteDetail }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby={`history-${detail.id}-events`}>
        <h3 id={`history-${detail.id}-events`} className="text-lg font-semibold text-sea-950">
          {T.quotes.history.events}
        </h3>
        <ol className="mt-2 grid gap-2 border-l-2 border-sea-200 pl-4">
          {detail.history.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at} className="block text-sm text-ink-600">
                {formatMoment(event.at)}
              </time>
              <span className="text-ink-900">{eventText(event)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`history-${detail.id}-messages`}>
        <h3 id={`history-${detail.id}-messages`} className="text-lg font-semibold text-sea-950">
          {T.quotes.history.messages}
        </h3>
        {detail.messages.length === 0 ? (
          <p className="mt-2 text-ink-700">{T.quotes.history.noMessages}</p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {detail.messages.map((message) => (
              <li key={message.id} className="rounded-xl border border-sand-300 bg-sand-50 p-3 sm:p-4">
                <Message message={message} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Message({ message }: { message: QuoteDetail["messages"][number] }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-ink-900">{message.subject}</p>
        <MessageStatusBadge status={message.status} />
      </div>
      <div className="mt-1 grid gap-0.5 text-sm text-ink-700">
        {T.messages.kinds[message.kind] && <p>{T.messages.kinds[message.kind]}</p>}
        <p className="break-words">{T.messages.to(message.audience ?? "guest", message.to)}</p>
        <p>{message.sentAt ? T.messages.sentAt(formatMoment(message.sentAt)) : T.messages.written(formatMoment(message.createdAt))}</p>
        {message.status !== "sent" && message.attempts > 0 && <p>{T.messages.attempts(message.attempts)}</p>}
        {message.lastError && message.status !== "sent" && (
          <p className="break-words text-ink-900">
            <span className="font-semibold">{T.messages.reason}:</span> {message.lastError}
          </p>
        )}
      </div>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-sea-800 underline">{T.messages.text}</summary>
        <pre className="mt-1 rounded-lg bg-white p-3 font-sans text-sm whitespace-pre-wrap text-ink-900">{message.text}</pre>
      </details>
    </>
  );
}
