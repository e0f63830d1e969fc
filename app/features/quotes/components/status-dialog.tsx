import { useRef, useState, type ReactElement } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { FormField } from "~/components/ui/form-field";
import { RoomBusyNotice, roomBusyOf, type RoomBusy } from "~/features/availability/room-busy";
import { todayInItaly } from "~/lib/dates";

import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { fullName, languageName, useQuotesContext, type CardQuote } from "./quote-view";
import { T } from "./texts";

/** A status the owner moves a request to, or "deposit": the deposit received, which confirms it. */
export type StatusChange = "confirmed" | "declined" | "cancelled" | "deposit";

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
  const { mailConfigured, rooms } = useQuotesContext();
  const run = useAdminAction();
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(to !== "cancelled");
  const [busy, setBusy] = useState(false);
  const [roomBusy, setRoomBusy] = useState<RoomBusy | undefined>();
  const back = useRef<HTMLButtonElement>(null);
  const words = WORDS[to];
  const checkbox = `notify-${quote.id}-${to}`;
  // A request that names no room is confirmed into the one the owner chooses here.
  const confirms = to === "confirmed" || to === "deposit";
  const choosesRoom = confirms && !quote.preferredRoom;
  const [roomId, setRoomId] = useState("");
  const [roomMissing, setRoomMissing] = useState(false);
  const roomSelect = `room-${quote.id}-${to}`;
  const receipt = useDepositReceipt(quote);

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setNotify(to !== "cancelled");
      setRoomBusy(undefined);
      setRoomMissing(false);
      receipt.reset();
    }
    setOpen(next);
  };

  const change = async () => {
    if (to === "deposit" && !receipt.check()) return;
    if (choosesRoom && !roomId) {
      setRoomMissing(true);
      document.getElementById(roomSelect)?.focus();
      return;
    }
    setBusy(true);
    const override = roomBusy !== undefined;
    const common = {
      notifyGuest: notify,
      ...(choosesRoom ? { roomId: Number(roomId) } : {}),
      ...(override ? { override: true } : {}),
    };
    let outcome: { ok: true; value: unknown } | { ok: false; caught: unknown };
    try {
      const value =
        to === "deposit"
          ? await apiRequest("POST", `/api/quotes/${quote.id}/deposit`, { ...common, ...receipt.body() })
          : await apiRequest("PATCH", `/api/quotes/${quote.id}`, { ...common, status: to });
      outcome = { ok: true, value };
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
        {to === "deposit" && receipt.fields(busy)}
        {choosesRoom && (
          <div className="mb-4">
            <label htmlFor={roomSelect} className="font-semibold text-ink-900">
              {T.quotes.change.room}
            </label>
            <p id={`${roomSelect}-hint`} className="text-sm text-ink-700">
              {T.quotes.change.roomHint}
            </p>
            <select
              id={roomSelect}
              value={roomId}
              onChange={(e) => {
                setRoomId(e.target.value);
                setRoomMissing(false);
                setRoomBusy(undefined);
              }}
              disabled={busy}
              required
              aria-invalid={roomMissing || undefined}
              aria-describedby={roomMissing ? `${roomSelect}-hint ${roomSelect}-error` : `${roomSelect}-hint`}
              className="field-input mt-1"
            >
              <option value="">{T.quotes.change.roomPlaceholder}</option>
              {rooms
                .filter((r) => r.isActive)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
            </select>
            {roomMissing && (
              <p id={`${roomSelect}-error`} className="mt-1 text-sm font-semibold text-danger-700">
                {T.quotes.change.roomMissing}
              </p>
            )}
          </div>
        )}
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
          className={confirms ? "btn-sea" : "btn bg-danger-700 text-white hover:bg-[#912018]"}
        >
          {busy ? T.common.saving : roomBusy ? T.quotes.change.override : words.button}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}

/** "150,50" for the amount's input: the deposit asked, as the owner would type it. */
const amountText = (amount: number | undefined) => (amount === undefined ? "" : amount.toFixed(2).replace(".", ",").replace(/,00$/, ""));

/** The day and the amount of a deposit received: defaults (today, the amount asked), checks, the body sent. */
function useDepositReceipt(quote: CardQuote) {
  const today = todayInItaly();
  const [receivedOn, setReceivedOn] = useState(today);
  const [amount, setAmount] = useState(amountText(quote.deposit?.amount));
  const [errors, setErrors] = useState<{ receivedOn?: string; amount?: string }>({});
  const ids = { receivedOn: `deposit-${quote.id}-on`, amount: `deposit-${quote.id}-amount` };
  return {
    reset: () => {
      setReceivedOn(today);
      setAmount(amountText(quote.deposit?.amount));
      setErrors({});
    },
    /** Whether the values can be sent; otherwise their errors show and the first takes the focus. */
    check: () => {
      const next = {
        receivedOn: !receivedOn || receivedOn > today ? T.quotes.deposit.receivedOnError : undefined,
        amount:
          /^\s*\d{1,6}([.,]\d{1,2})?\s*$/.test(amount) && Number(amount.replace(",", ".")) > 0 ? undefined : T.quotes.deposit.amountError,
      };
      setErrors(next);
      const first = next.receivedOn ? ids.receivedOn : next.amount ? ids.amount : null;
      if (first) document.getElementById(first)?.focus();
      return first === null;
    },
    body: () => ({ receivedOn, amount: amount.trim() }),
    fields: (busy: boolean) => (
      <div className="mb-4 grid gap-4 sm:grid-cols-2">
        <FormField id={ids.receivedOn} name="receivedOn" label={T.quotes.deposit.receivedOn} error={errors.receivedOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              value={receivedOn}
              disabled={busy}
              onChange={(e) => {
                setReceivedOn(e.target.value);
                setErrors({ ...errors, receivedOn: undefined });
              }}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={ids.amount} name="amount" label={T.quotes.deposit.amount} error={errors.amount}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={amount}
              disabled={busy}
              onChange={(e) => {
                setAmount(e.target.value);
                setErrors({ ...errors, amount: undefined });
              }}
              className="field-input"
            />
          )}
        </FormField>
      </div>
    ),
  };
}
