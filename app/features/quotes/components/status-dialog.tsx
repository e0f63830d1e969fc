import { TriangleAlert } from "lucide-react";
import { useRef, useState, type ReactElement } from "react";

import { adminQuotePath } from "~/components/admin/addresses";
import { formatPeriod } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";

import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { fullName, languageName, useQuotesContext, type CardQuote } from "./quote-view";
import { roomBusyOf, type RoomBusy } from "./room-busy";
import { T } from "./texts";

export type StatusChange = "confirmed" | "declined" | "cancelled";

const WORDS: Record<StatusChange, { title: (name: string) => string; text: string; button: string }> = {
  confirmed: { title: T.quotes.change.confirmTitle, text: T.quotes.change.confirmText, button: T.quotes.change.confirm },
  declined: { title: T.quotes.change.declineTitle, text: T.quotes.change.declineText, button: T.quotes.change.decline },
  cancelled: { title: T.quotes.change.cancelTitle, text: T.quotes.change.cancelText, button: T.quotes.change.cancel },
};

/**
 * "Conferma", "Rifiuta", "Annulla richiesta": asks first, with the choice of a short message to
 * the guest in their language (on by default for an answer to their request, off for a
 * cancellation, which the owner has usually agreed with them already). A confirmation the
 * server refuses because the room is taken on those dates (409 room_busy) lists what takes it
 * and offers "Conferma comunque", which sends it again with `override: true`.
 */
export function StatusDialog({ quote, to, trigger }: { quote: CardQuote; to: StatusChange; trigger: ReactElement }) {
  const { mailConfigured } = useQuotesContext();
  const run = useAdminAction();
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(to !== "cancelled");
  const [busy, setBusy] = useState(false);
  const [roomBusy, setRoomBusy] = useState<RoomBusy | undefined>();
  const back = useRef<HTMLButtonElement>(null);
  const words = WORDS[to];
  const checkbox = `notify-${quote.id}-${to}`;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setNotify(to !== "cancelled");
      setRoomBusy(undefined);
    }
    setOpen(next);
  };

  const change = async () => {
    setBusy(true);
    const override = roomBusy !== undefined;
    const body = { status: to, notifyGuest: notify, ...(override ? { override: true } : {}) };
    let outcome: { ok: true; value: unknown } | { ok: false; caught: unknown };
    try {
      outcome = { ok: true, value: await apiRequest("PATCH", `/api/quotes/${quote.id}`, body) };
    } catch (caught) {
      outcome = { ok: false, caught };
    }
    const conflict = !outcome.ok && !override ? roomBusyOf(outcome.caught) : undefined;
    if (conflict) {
      // Not an error to dismiss: the owner decides here, with the conflicts in front of her.
      setRoomBusy(conflict);
      setBusy(false);
      return;
    }
    // The toasts, the reload of the lists and the expired session, as for every other change.
    await run(() => (outcome.ok ? Promise.resolve(outcome.value) : Promise.reject(outcome.caught)), {
      success: {
        title: T.quotes.change.done[to],
        description: notify ? (mailConfigured ? T.quotes.change.notified : T.quotes.change.notifiedQueued) : undefined,
      },
      error: T.quotes.change.error,
    });
    // Done, or refused (the API's reason is in the toast and the list shows the request as it now is).
    setBusy(false);
    setOpen(false);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={words.title(fullName(quote))}
      description={words.text}
      initialFocus={back}
    >
      <DialogBody>
        <div className="flex items-start gap-3">
          <input
            id={checkbox}
            type="checkbox"
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
            disabled={busy}
            className="mt-0.5 size-6 shrink-0 accent-sea-700"
          />
          <label htmlFor={checkbox} className="text-ink-900">
            {T.quotes.change.notify(languageName(quote.lang))}
          </label>
        </div>
        {roomBusy && <RoomBusyNotice busy={roomBusy} />}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <button ref={back} type="button" className="btn-outline" disabled={busy}>
            {to === "cancelled" ? T.quotes.change.back : T.common.cancel}
          </button>
        </DialogClose>
        <button
          type="button"
          onClick={change}
          disabled={busy}
          aria-busy={busy || undefined}
          className={to === "confirmed" ? "btn-sea" : "btn bg-danger-700 text-white hover:bg-[#912018]"}
        >
          {busy ? T.common.saving : roomBusy ? T.quotes.change.override : words.button}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}

/** What takes the room on the request's dates: each source and its dates, a request linked. */
function RoomBusyNotice({ busy }: { busy: RoomBusy }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-danger-700/40 bg-danger-50 p-4 text-ink-900">
      <p className="flex items-start gap-2 font-semibold text-danger-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {busy.message || T.quotes.change.busyTitle}
      </p>
      {busy.conflicts.length > 0 && (
        <>
          <p className="mt-2">{T.quotes.change.busyConflicts}</p>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {busy.conflicts.map((c, i) => (
              <li key={`${c.kind}-${c.start}-${i}`}>
                {c.quoteId ? (
                  <a href={adminQuotePath(c.quoteId)} className="font-semibold text-sea-800 underline">
                    {c.source}
                  </a>
                ) : (
                  <strong>{c.source}</strong>
                )}
                : {formatPeriod(c.start, c.end)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 text-sm text-ink-700">{T.quotes.change.busyHint}</p>
    </div>
  );
}
