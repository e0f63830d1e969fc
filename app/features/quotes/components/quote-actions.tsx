import { Ban, Check, Euro, History, Reply, Trash2, X } from "lucide-react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

import { NEXT_STATUSES, REPLYABLE } from "../quote-status";
import { quotesRoutes } from "../quotes.routes";
import { HistoryDialog } from "./history-dialog";
import { fullName, statusOf, type CardQuote } from "./quote-view";
import { ReplyDialog } from "./reply-dialog";
import { StatusDialog } from "./status-dialog";
import { T } from "./texts";

const OUTLINE = "btn-outline";
const DANGER_OUTLINE = "btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50";

/** The moves the owner makes from a request, in the order shown; each asks first (StatusDialog). */
const STATUS_ACTIONS = [
  { to: "confirmed", icon: Check, label: T.quotes.change.confirm, className: "btn-sea" },
  { to: "declined", icon: X, label: T.quotes.change.decline, className: OUTLINE },
  { to: "cancelled", icon: Ban, label: T.quotes.change.cancel, className: OUTLINE },
] as const;

type Props = {
  quote: CardQuote;
  /** Its history opened at once (the first time the link is followed). */
  openHistoryAtStart: boolean;
  onHistoryClosed?: () => void;
};

/** What the owner can do with a request: reply, record the deposit, change its status, read its history, delete it. */
export function QuoteActions({ quote, openHistoryAtStart, onHistoryClosed }: Props) {
  const run = useAdminAction();
  const status = statusOf(quote.status);
  const name = fullName(quote);
  const next = NEXT_STATUSES[status];

  const remove = () =>
    run(() => callApi(quotesRoutes.remove, { params: { id: quote.id } }), {
      success: { title: T.quotes.remove.done },
      error: T.quotes.remove.error,
    });

  return (
    <div role="group" aria-label={T.quotes.actionsLabel(name)} className="flex flex-wrap gap-2 border-t border-sand-200 pt-4">
      {REPLYABLE.includes(status) && (
        <ReplyDialog
          quote={quote}
          trigger={
            <button type="button" className={status === "pending" ? "btn-sea" : OUTLINE}>
              <Reply aria-hidden="true" className="size-5" />
              {T.quotes.reply.open}
            </button>
          }
        />
      )}
      {quote.deposit && next.includes("confirmed") && (
        <StatusDialog
          quote={quote}
          to="deposit"
          trigger={
            <button type="button" className="btn-sea">
              <Euro aria-hidden="true" className="size-5" />
              {T.quotes.deposit.open}
            </button>
          }
        />
      )}
      {STATUS_ACTIONS.filter(({ to }) => next.includes(to)).map(({ to, icon: Icon, label, className }) => (
        <StatusDialog
          key={to}
          quote={quote}
          to={to}
          trigger={
            <button type="button" className={className}>
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </button>
          }
        />
      ))}
      <HistoryDialog
        quote={quote}
        openAtStart={openHistoryAtStart}
        onClose={onHistoryClosed}
        trigger={
          <button type="button" className={OUTLINE}>
            <History aria-hidden="true" className="size-5" />
            {T.quotes.history.open}
          </button>
        }
      />
      <ConfirmDialog
        title={T.quotes.remove.title(name)}
        description={T.quotes.remove.text}
        confirmLabel={T.quotes.remove.confirm}
        cancelLabel={T.common.cancel}
        onConfirm={remove}
        trigger={
          <button type="button" className={DANGER_OUTLINE}>
            <Trash2 aria-hidden="true" className="size-5" />
            {T.quotes.remove.open}
          </button>
        }
      />
    </div>
  );
}
