import { useRef, useState, type ReactElement } from "react";
import { apiRequest } from "~/components/panel/api";
import { T } from "~/components/admin/texts";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { fullName, languageName, useQuotesContext, type CardQuote } from "./quote-view";

export type StatusChange = "confirmed" | "declined" | "cancelled";

const WORDS: Record<StatusChange, { title: (name: string) => string; text: string; button: string }> = {
  confirmed: { title: T.quotes.change.confirmTitle, text: T.quotes.change.confirmText, button: T.quotes.change.confirm },
  declined: { title: T.quotes.change.declineTitle, text: T.quotes.change.declineText, button: T.quotes.change.decline },
  cancelled: { title: T.quotes.change.cancelTitle, text: T.quotes.change.cancelText, button: T.quotes.change.cancel },
};

/**
 * "Conferma", "Rifiuta", "Annulla richiesta": asks first, with the choice of a short message to
 * the guest in their language (on by default for an answer to their request, off for a
 * cancellation, which the owner has usually agreed with them already).
 */
export function StatusDialog({ quote, to, trigger }: { quote: CardQuote; to: StatusChange; trigger: ReactElement }) {
  const { mailConfigured } = useQuotesContext();
  const run = useAdminAction();
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(to !== "cancelled");
  const [busy, setBusy] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  const words = WORDS[to];
  const checkbox = `notify-${quote.id}-${to}`;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) setNotify(to !== "cancelled");
    setOpen(next);
  };

  const change = async () => {
    setBusy(true);
    await run(() => apiRequest("PATCH", `/api/quotes/${quote.id}`, { status: to, notifyGuest: notify }), {
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
    <DialogShell open={open} onOpenChange={onOpenChange} trigger={trigger} title={words.title(fullName(quote))} description={words.text} initialFocus={back}>
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
          {busy ? T.common.saving : words.button}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}
