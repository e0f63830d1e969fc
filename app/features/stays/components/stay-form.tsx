import { CalendarPlus, Save } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { RoomBusyNotice, roomBusyOf, type RoomBusy } from "~/features/availability/room-busy";
import { LANGUAGES } from "~/lib/constants";
import { addDays } from "~/lib/dates";

import { STAY_SOURCES, type StayView } from "../stay-types";
import { T } from "./texts";

const TF = T.form;

export type StayRoom = { id: number; name: string; maxGuests: number; isActive: boolean };

export type StayValues = {
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  source: string;
  leadName: string;
  leadEmail: string;
  leadPhone: string;
  language: string;
  notes: string;
};

export const EMPTY_STAY: StayValues = {
  roomId: "",
  checkIn: "",
  checkOut: "",
  guests: "2",
  source: "direct",
  leadName: "",
  leadEmail: "",
  leadPhone: "",
  language: "it",
  notes: "",
};

export function valuesOf(stay: StayView): StayValues {
  return {
    roomId: String(stay.roomId),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
    source: stay.source,
    leadName: stay.leadGuest.name,
    leadEmail: stay.leadGuest.email ?? "",
    leadPhone: stay.leadGuest.phone ?? "",
    language: stay.language,
    notes: stay.notes ?? "",
  };
}

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
  const run = useAdminAction();
  const navigate = useNavigate();
  const [roomBusy, setRoomBusy] = useState<RoomBusy | undefined>();
  const editing = stay !== undefined;
  const prefix = editing ? `stay-${stay.id}` : "new-stay";

  const form = usePanelForm<StayValues, StayView>({
    saved: editing ? valuesOf(stay) : initial,
    run,
    submit: async (v) => {
      const body = {
        roomId: Number(v.roomId) || null,
        checkIn: v.checkIn,
        checkOut: v.checkOut,
        guests: Number(v.guests),
        ...(editing ? {} : { source: v.source }),
        leadGuest: { name: v.leadName, email: v.leadEmail || null, phone: v.leadPhone || null },
        language: v.language,
        notes: v.notes || null,
        ...(roomBusy ? { override: true } : {}),
      };
      try {
        return editing
          ? await apiRequest<StayView>("PATCH", `/api/stays/${stay.id}`, body)
          : await apiRequest<StayView>("POST", "/api/stays", body);
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

  const change = (key: keyof StayValues, value: string) => {
    const next = { ...values, [key]: value };
    // An arrival after the departure chosen: move the departure to the next day.
    if (key === "checkIn" && value && next.checkOut && next.checkOut <= value) next.checkOut = addDays(value, 1);
    form.setValues(next);
    form.clearError(key);
    setRoomBusy(undefined);
  };
  const room = rooms.find((r) => String(r.id) === values.roomId);
  const guestOptions = Array.from({ length: room?.maxGuests ?? 4 }, (_, i) => i + 1);
  const id = (name: string) => `${prefix}-${name}`;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-title`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("room")} label={TF.room} error={errors.roomId || undefined}>
          {(control) => (
            <select {...control} value={values.roomId} onChange={(e) => change("roomId", e.target.value)} className="field-input">
              <option value="">{TF.roomPlaceholder}</option>
              {rooms
                .filter((r) => r.isActive || String(r.id) === values.roomId)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
            </select>
          )}
        </FormField>
        <FormField id={id("guests")} label={TF.guests} error={errors.guests || undefined}>
          {(control) => (
            <select {...control} value={values.guests} onChange={(e) => change("guests", e.target.value)} className="field-input max-w-40">
              {guestOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("check-in")} label={TF.checkIn} error={errors.checkIn || undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.checkIn}
              onChange={(e) => change("checkIn", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={id("check-out")} label={TF.checkOut} hint={TF.checkOutHint} error={errors.checkOut || undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={values.checkIn ? addDays(values.checkIn, 1) : undefined}
              value={values.checkOut}
              onChange={(e) => change("checkOut", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        {!editing && (
          <FormField id={id("source")} label={TF.source} error={errors.source || undefined}>
            {(control) => (
              <select {...control} value={values.source} onChange={(e) => change("source", e.target.value)} className="field-input">
                {STAY_SOURCES.filter((s) => s !== "request").map((s) => (
                  <option key={s} value={s}>
                    {T.sourceChoices[s]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id={id("language")} label={TF.language} error={errors.language || undefined}>
          {(control) => (
            <select {...control} value={values.language} onChange={(e) => change("language", e.target.value)} className="field-input">
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {T.languages[l]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id("lead-name")} label={TF.leadName} error={errors.leadName || undefined} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={200}
              value={values.leadName}
              onChange={(e) => change("leadName", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={id("lead-email")} label={TF.leadEmail} labelNote={TF.optional} error={errors.leadEmail || undefined}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={255}
              value={values.leadEmail}
              onChange={(e) => change("leadEmail", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={id("lead-phone")} label={TF.leadPhone} labelNote={TF.optional} error={errors.leadPhone || undefined}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="off"
              maxLength={30}
              value={values.leadPhone}
              onChange={(e) => change("leadPhone", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={id("notes")} label={TF.notes} labelNote={TF.optional} error={errors.notes || undefined} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={(e) => change("notes", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
      </div>
      {roomBusy && <RoomBusyNotice busy={roomBusy} title={TF.busyTitle} intro={TF.busyConflicts} hint={TF.busyHint} />}
      <button type="submit" className="btn-sea mt-4" disabled={busy} aria-busy={busy || undefined}>
        {editing ? <Save aria-hidden="true" className="size-5" /> : <CalendarPlus aria-hidden="true" className="size-5" />}
        {busy ? T.common.saving : roomBusy ? (editing ? TF.overrideEdit : TF.override) : editing ? TF.saveEdit : TF.save}
      </button>
    </form>
  );
}
