import { CalendarPlus, Save } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { roomBusyOf, type RoomBusy } from "~/features/availability/room-busy";
import { RoomBusyNotice } from "~/features/availability/room-busy-notice";
import type { StayView } from "~/features/stays/stay-types";
import { staysRoutes } from "~/features/stays/stays.routes";
import { addDays } from "~/lib/dates";

import { StayBookingFields } from "./stay-booking-fields";
import { StayLeadFields } from "./stay-lead-fields";
import { valuesOf, type StayChange, type StayFieldsProps, type StayRoom, type StayValues } from "./stay-values";
import { T } from "./texts";

const TF = T.form;

/** The API's field names (leadGuest.name) as the form's (leadName). */
const FIELD_OF: Record<string, keyof StayValues> = {
  "leadGuest.name": "leadName",
  "leadGuest.email": "leadEmail",
  "leadGuest.phone": "leadPhone",
  leadGuest: "leadName",
};

/**
 * "Registra un soggiorno" (a new stay, prefilled from a channel's range in the calendar) and
 * "Modifica il soggiorno". A room taken on those dates (409) lists what takes it and offers to
 * save anyway, as a confirmation does.
 */
export function StayForm({ rooms, initial, stay }: { rooms: StayRoom[]; initial: StayValues; stay?: StayView }) {
  const navigate = useNavigate();
  const [roomBusy, setRoomBusy] = useState<RoomBusy | undefined>();
  const editing = stay !== undefined;
  const prefix = editing ? `stay-${stay.id}` : "new-stay";

  const form = usePanelForm<StayValues, StayView>({
    saved: editing ? valuesOf(stay) : initial,
    run: useAdminAction(),
    submit: async (v) => {
      const body = {
        roomId: Number(v.roomId) || null,
        checkIn: v.checkIn,
        checkOut: v.checkOut,
        guests: Number(v.guests),
        leadGuest: { name: v.leadName, email: v.leadEmail || null, phone: v.leadPhone || null },
        language: v.language,
        notes: v.notes || null,
        ...(roomBusy ? { override: true } : {}),
      };
      try {
        return editing
          ? await callApi(staysRoutes.update, { params: { id: stay.id }, body })
          : await callApi(staysRoutes.create, { body: { ...body, source: v.source } });
      } catch (caught) {
        setRoomBusy(roomBusyOf(caught));
        throw caught;
      }
    },
    refused: (error) =>
      Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [FIELD_OF[field] ?? field, message])),
    success: { title: editing ? TF.savedEdit : TF.saved },
    error: editing ? TF.errorEdit : TF.error,
    onSaved: (saved) => {
      setRoomBusy(undefined);
      if (!editing) void navigate(adminStayPath(saved.id));
    },
  });
  const { values, errors, busy, formRef, onSubmit } = form;

  const change: StayChange = (key, value) => {
    const next: StayValues = { ...values, [key]: value };
    // An arrival after the departure chosen: move the departure to the next day.
    if (key === "checkIn" && next.checkIn && next.checkOut && next.checkOut <= next.checkIn) next.checkOut = addDays(next.checkIn, 1);
    form.setValues(next);
    form.clearError(key);
    setRoomBusy(undefined);
  };
  const fields: StayFieldsProps = { values, errors, change, id: (name) => `${prefix}-${name}` };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-title`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <StayBookingFields {...fields} rooms={rooms} editing={editing} />
        <StayLeadFields {...fields} />
      </div>
      {roomBusy && <RoomBusyNotice busy={roomBusy} title={TF.busyTitle} intro={TF.busyConflicts} hint={TF.busyHint} />}
      <button type="submit" className="btn-sea mt-4" disabled={busy} aria-busy={busy || undefined}>
        {editing ? <Save aria-hidden="true" className="size-5" /> : <CalendarPlus aria-hidden="true" className="size-5" />}
        {busy ? T.common.saving : roomBusy ? (editing ? TF.overrideEdit : TF.override) : editing ? TF.saveEdit : TF.save}
      </button>
    </form>
  );
}
