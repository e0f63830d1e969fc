import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { asApiError, callApi } from "~/components/panel/api";
import type { ActionRunner, FieldErrors } from "~/components/panel/panel-form";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { roomBusyOf, type RoomBusy } from "~/features/availability/room-busy";
import { todayInItaly } from "~/lib/dates";

import { quotesRoutes } from "../quotes.routes";
import { useQuotesContext, type CardQuote } from "./quote-view";
import { T } from "./texts";

/** A status the owner moves a request to, or "deposit": the deposit received, which confirms it. */
export type StatusChange = "confirmed" | "declined" | "cancelled" | "deposit";

/** The dialog's choices: the message to the guest, the room (a request that names none), the deposit received. */
export type StatusValues = { notify: boolean; roomId: string; receivedOn: string; amount: string };

/** Whether the change confirms the request (and so puts its stay in a room). */
export const confirms = (to: StatusChange) => to === "confirmed" || to === "deposit";

/** "150,50" for the amount's input: the deposit asked, as the owner would type it. */
const amountText = (amount: number | undefined) => (amount === undefined ? "" : amount.toFixed(2).replace(".", ",").replace(/,00$/, ""));

const AMOUNT = /^\s*\d{1,6}([.,]\d{1,2})?\s*$/;

/** The deposit's day (not after today) and amount (more than nothing), checked before sending. */
function receiptErrors(values: StatusValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.receivedOn || values.receivedOn > today) errors.receivedOn = T.quotes.deposit.receivedOnError;
  if (!AMOUNT.test(values.amount) || !(Number(values.amount.replace(",", ".")) > 0)) errors.amount = T.quotes.deposit.amountError;
  return errors;
}

type Settled<R> = { ok: true; value: R } | { ok: false; caught: unknown };

async function settle<R>(action: () => Promise<R>): Promise<Settled<R>> {
  try {
    return { ok: true, value: await action() };
  } catch (caught) {
    return { ok: false, caught };
  }
}

/**
 * The status dialog's state: open or not, its form, and the room taken on the request's dates.
 * A confirmation the server refuses because the room is taken (409 room_busy) is not an error to
 * dismiss: the dialog stays open with the conflicts, and the next send carries `override: true`.
 * Any other outcome goes through the panel's runner (toasts, lists read again, an expired
 * session) and closes the dialog: done, or refused (the API's reason is in the toast and the
 * list shows the request as it now is).
 */
export function useStatusChange(quote: CardQuote, to: StatusChange) {
  const { mailConfigured } = useQuotesContext();
  const adminRun = useAdminAction();
  const [open, setOpen] = useState(false);
  const [roomBusy, setRoomBusy] = useState<RoomBusy | undefined>();
  const today = todayInItaly();
  // A request that names no room is confirmed into the one the owner chooses here.
  const choosesRoom = confirms(to) && !quote.preferredRoom;
  const override = roomBusy !== undefined;

  const run: ActionRunner = async (action, options) => {
    const outcome = await settle(action);
    const conflict = !outcome.ok && !override ? roomBusyOf(outcome.caught) : undefined;
    if (!outcome.ok && conflict) {
      setRoomBusy(conflict);
      return { ok: false, error: asApiError(outcome.caught) };
    }
    const result = await adminRun(() => (outcome.ok ? Promise.resolve(outcome.value) : Promise.reject(outcome.caught)), options);
    setOpen(false);
    return result;
  };

  const form = usePanelForm({
    saved: { notify: to !== "cancelled", roomId: "", receivedOn: today, amount: amountText(quote.deposit?.amount) },
    run,
    validate: (values: StatusValues) => {
      if (to === "deposit") {
        const errors = receiptErrors(values, today);
        if (Object.keys(errors).length > 0) return errors;
      }
      return choosesRoom && !values.roomId ? { roomId: T.quotes.change.roomMissing } : undefined;
    },
    submit: async (values: StatusValues) => {
      const common = {
        notifyGuest: values.notify,
        ...(choosesRoom ? { roomId: Number(values.roomId) } : {}),
        ...(override ? { override: true } : {}),
      };
      if (to === "deposit") {
        const receipt = { receivedOn: values.receivedOn, amount: values.amount.trim() };
        await callApi(quotesRoutes.receiveDeposit, { params: { id: quote.id }, body: { ...common, ...receipt } });
      } else {
        await callApi(quotesRoutes.changeStatus, { params: { id: quote.id }, body: { ...common, status: to } });
      }
      return values;
    },
    success: (sent) => ({
      title: T.quotes.change.done[to],
      description: sent.notify ? (mailConfigured ? T.quotes.change.notified : T.quotes.change.notifiedQueued) : undefined,
    }),
    error: T.quotes.change.error,
    // A refusal is told in the toast and closes the dialog: no field shows it.
    refused: () => ({}),
  });

  return {
    form,
    open,
    today,
    choosesRoom,
    roomBusy,
    /** Opening starts afresh (the defaults, no conflict); nothing closes it while a change is on its way. */
    onOpenChange: (next: boolean) => {
      if (form.busy) return;
      if (next) {
        form.reset();
        setRoomBusy(undefined);
      }
      setOpen(next);
    },
    /** Another room: the conflicts of the one chosen before no longer count. */
    chooseRoom: (roomId: string) => {
      form.setField("roomId", roomId);
      setRoomBusy(undefined);
    },
  };
}
