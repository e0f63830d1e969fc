import { useRef, useState, type ReactElement } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { RoomBusyNotice, roomBusyOf, type RoomBusy } from "~/features/availability/room-busy";

import { DialogBody, DialogClose, DialogFooter, DialogShell } from "./dialog-shell";
import { fullName, languageName, useQuotesContext, type CardQuote } from "./quote-view";
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
  const choosesRoom = to === "confirmed" && !quote.preferredRoom;
  const [roomId, setRoomId] = useState("");
  const [roomMissing, setRoomMissing] = useState(false);
  const roomSelect = `room-${quote.id}`;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setNotify(to !== "cancelled");
      setRoomBusy(undefined);
      setRoomMissing(false);
    }
    setOpen(next);
  };

  const change = async () => {
    if (choosesRoom && !roomId) {
      setRoomMissing(true);
      document.getElementById(roomSelect)?.focus();
      return;
    }
    setBusy(true);
    const override = roomBusy !== undefined;
    const body = {
      status: to,
      notifyGuest: notify,
      ...(choosesRoom ? { roomId: Number(roomId) } : {}),
      ...(override ? { override: true } : {}),
    };
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
          className={to === "confirmed" ? "btn-sea" : "btn bg-danger-700 text-white hover:bg-[#912018]"}
        >
          {busy ? T.common.saving : roomBusy ? T.quotes.change.override : words.button}
        </button>
      </DialogFooter>
    </DialogShell>
  );
}
