import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import type { Room } from "~/db/schema";
import { slugFromName } from "~/features/rooms/room-fields";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { LIMITS } from "~/lib/constants";

import { roomsRoutes } from "../rooms.routes";
import { RoomAmenities } from "./room-amenities";
import { RoomFormActions } from "./room-form-actions";
import { RoomTextTabs } from "./room-text-tabs";
import { canonical, EMPTY, GUEST_OPTIONS, isRoomValues, languageHasError, roomPath, valuesOf } from "./room-values";
import { RoomVisibility } from "./room-visibility";
import { T } from "./texts";

/** The room's fields: a new room when `room` is null. Edits are kept as a draft until saved. */
export function RoomForm({ room, onClose }: { room: Room | null; onClose: (created?: Room) => void }) {
  const [lang, setLang] = useState<Language>("it");
  const form = usePanelForm({
    saved: room ? valuesOf(room) : EMPTY,
    draft: { store: adminDrafts, key: room ? `room:${room.id}` : "room:new", isValid: isRoomValues },
    same: (a, b) => canonical(a) === canonical(b),
    run: useAdminAction(),
    submit: (values) =>
      room
        ? callApi(roomsRoutes.update, { params: { id: room.id }, body: { ...values } })
        : callApi(roomsRoutes.create, { body: { ...values } }),
    success: (stored) =>
      room
        ? { title: T.rooms.saved, description: T.rooms.savedDescription(stored.name) }
        : { title: T.rooms.created, description: T.rooms.createdDescription(stored.name) },
    error: room ? T.rooms.saveError : T.rooms.createError,
    // A new room can be sent as it is: the server then says what is missing.
    onlyWhenEdited: room !== null,
    onSaved: (created) => {
      if (!room) onClose(created);
    },
    onRefused: (fields) => {
      // The error may sit in another language's texts: show that language before the focus goes to it.
      const withError = LANGUAGES.find((l) => languageHasError(l, fields));
      if (withError && !languageHasError(lang, fields)) setLang(withError);
    },
  });
  const { values, errors, busy, edited, formRef, onSubmit, setField } = form;
  const base = room ? `room-${room.id}` : "room-new";
  const id = (field: string) => `${base}-${field}`;

  const cancel = () => {
    form.reset();
    onClose();
  };

  const slug = room ? room.slug : slugFromName(values.name);
  const nameHint = room
    ? `${T.rooms.address(roomPath(room.slug))}. ${T.rooms.addressFixed}`
    : slug
      ? T.rooms.addressNew(roomPath(slug))
      : T.rooms.addressNone;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={room ? T.rooms.editNamed(room.name) : T.rooms.addTitle}
      className={`grid gap-5 ${room ? "" : "mt-5"}`}
    >
      <FormField id={id("name")} name="name" label={T.rooms.name} hint={nameHint} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={LIMITS.roomName}
            value={values.name}
            onChange={(e) => setField("name", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>

      <RoomTextTabs lang={lang} onLangChange={setLang} values={values} errors={errors} setField={setField} id={id} />

      <FormField id={id("maxGuests")} name="maxGuests" label={T.rooms.maxGuests} hint={T.rooms.maxGuestsHint} error={errors.maxGuests}>
        {(control) => (
          <select
            {...control}
            value={values.maxGuests}
            onChange={(e) => setField("maxGuests", Number(e.target.value))}
            className="field-input max-w-40"
          >
            {GUEST_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <RoomAmenities
        id={id("amenities")}
        amenities={values.amenities}
        error={errors.amenities}
        onChange={(amenities) => setField("amenities", amenities)}
      />

      <RoomVisibility
        id={id("isActive")}
        isActive={values.isActive}
        error={errors.isActive}
        onChange={(isActive) => setField("isActive", isActive)}
      />

      {hasErrors && <p className="font-medium text-danger-700">{T.rooms.fixErrors(room ? T.rooms.save : T.rooms.create)}</p>}

      <RoomFormActions room={room} lang={lang} busy={busy} edited={edited} onCancel={cancel} />
    </form>
  );
}
