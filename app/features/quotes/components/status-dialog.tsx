import { useRef, type ReactElement } from "react";

import { RoomBusyNotice } from "~/features/availability/room-busy-notice";

import { DepositReceiptFields } from "./deposit-receipt-fields";
import { DialogBody } from "./dialog-body";
import { DialogClose } from "./dialog-close";
import { DialogFooter } from "./dialog-footer";
import { DialogShell } from "./dialog-shell";
import { fullName, languageName, type CardQuote } from "./quote-view";
import { RoomChoice } from "./room-choice";
import { T } from "./texts";
import { confirms, useStatusChange, type StatusChange } from "./use-status-change";

const WORDS: Record<StatusChange, { title: (name: string) => string; text: string; button: string }> = {
  confirmed: { title: T.quotes.change.confirmTitle, text: T.quotes.change.confirmText, button: T.quotes.change.confirm },
  deposit: { title: T.quotes.deposit.title, text: T.quotes.deposit.text, button: T.quotes.deposit.button },
  declined: { title: T.quotes.change.declineTitle, text: T.quotes.change.declineText, button: T.quotes.change.decline },
  cancelled: { title: T.quotes.change.cancelTitle, text: T.quotes.change.cancelText, button: T.quotes.change.cancel },
};

/**
 * "Conferma", "Rifiuta", "Annulla richiesta": asks first, with the choice of a short message to
 * the guest in their language (on by default for an answer to their request, off for a
 * cancellation, which the owner has usually agreed with them already). A confirmation the
 * server refuses because the room is taken on those dates (409 room_busy) lists what takes it
 * and offers "Conferma comunque", which sends it again with `override: true`. "Caparra ricevuta"
 * asks the day and the amount received, then records them and confirms the request at once.
 */
export function StatusDialog({ quote, to, trigger }: { quote: CardQuote; to: StatusChange; trigger: ReactElement }) {
  const change = useStatusChange(quote, to);
  const { form, roomBusy } = change;
  const { values, errors, busy, formRef, onSubmit } = form;
  const back = useRef<HTMLButtonElement>(null);
  const words = WORDS[to];
  const checkbox = `notify-${quote.id}-${to}`;

  return (
    <DialogShell
      open={change.open}
      onOpenChange={change.onOpenChange}
      trigger={trigger}
      title={words.title(fullName(quote))}
      description={words.text}
      initialFocus={back}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          {to === "deposit" && <DepositReceiptFields quoteId={quote.id} form={form} today={change.today} />}
          {change.choosesRoom && (
            <RoomChoice
              id={`room-${quote.id}-${to}`}
              value={values.roomId}
              error={errors.roomId}
              disabled={busy}
              onChange={change.chooseRoom}
            />
          )}
          <div className="flex items-start gap-3">
            <input
              id={checkbox}
              type="checkbox"
              checked={values.notify}
              onChange={(e) => form.setField("notify", e.target.checked)}
              disabled={busy}
              className="mt-0.5 size-6 shrink-0 accent-sea-700"
            />
            <label htmlFor={checkbox} className="text-ink-900">
              {T.quotes.change.notify(languageName(quote.lang))}
            </label>
          </div>
          {roomBusy && (
            <RoomBusyNotice
              busy={roomBusy}
              title={T.quotes.change.busyTitle}
              intro={T.quotes.change.busyConflicts}
              hint={T.quotes.change.busyHint}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose>
            <button ref={back} type="button" className="btn-outline" disabled={busy}>
              {to === "cancelled" ? T.quotes.change.back : T.common.cancel}
            </button>
          </DialogClose>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={confirms(to) ? "btn-sea" : "btn bg-danger-700 text-white hover:bg-[#912018]"}
          >
            {busy ? T.common.saving : roomBusy ? T.quotes.change.override : words.button}
          </button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
