import * as Tabs from "@radix-ui/react-tabs";
import { ExternalLink, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { errorId, FieldError, FormField } from "~/components/ui/form-field";
import type { Room } from "~/db/schema";
import { ROOM_TEXT_FIELDS, ROOM_TEXT_LIMITS, slugFromName } from "~/features/rooms/room-fields";
import { hrefFor } from "~/i18n/links";
import amenityMessages from "~/i18n/messages/amenities";
import { AMENITY_KEYS, LANGUAGES, LIMITS, type AmenityKey, type Language } from "~/lib/constants";

import { roomsApi } from "../rooms.api";
import { T } from "./texts";

/** The amenities as the Italian site names them (the panel is Italian). */
const AMENITY_LABELS: Record<AmenityKey, string> = amenityMessages.it.labels;

type TextField = (typeof ROOM_TEXT_FIELDS)[Language]["short" | "long"];
const TEXT_FIELDS: TextField[] = LANGUAGES.flatMap((lang) => [ROOM_TEXT_FIELDS[lang].short, ROOM_TEXT_FIELDS[lang].long]);
const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== "it");
const GUEST_OPTIONS = Array.from({ length: LIMITS.guests.max - LIMITS.guests.min + 1 }, (_, i) => LIMITS.guests.min + i);

/** What the form edits, every text as typed ("" for a missing translation). */
type RoomValues = Record<"name" | TextField, string> & { maxGuests: number; amenities: string[]; isActive: boolean };

const isRoomValues = (value: unknown): value is RoomValues => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as RoomValues;
  return (
    typeof v.name === "string" &&
    TEXT_FIELDS.every((field) => typeof v[field] === "string") &&
    typeof v.maxGuests === "number" &&
    Array.isArray(v.amenities) &&
    v.amenities.every((a) => typeof a === "string") &&
    typeof v.isActive === "boolean"
  );
};

const EMPTY: RoomValues = {
  name: "",
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>),
  maxGuests: LIMITS.maxGuestsDefault,
  amenities: [],
  isActive: true,
};

function valuesOf(room: Room): RoomValues {
  return {
    name: room.name,
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, room[field] ?? ""])) as Record<TextField, string>),
    maxGuests: room.maxGuests,
    amenities: room.amenities,
    isActive: room.isActive,
  };
}

/** The same values always give the same text, whatever order their keys were stored in. */
const canonical = (v: RoomValues) =>
  JSON.stringify([v.name, ...TEXT_FIELDS.map((field) => v[field]), v.maxGuests, v.amenities, v.isActive]);

const filled = (text: string | null | undefined) => Boolean(text?.trim());

/** A translation is missing when either of its two texts is empty: the site shows the Italian one there. */
const translationMissing = (v: Pick<RoomValues, TextField>, lang: Language) =>
  lang !== "it" && (!filled(v[ROOM_TEXT_FIELDS[lang].short]) || !filled(v[ROOM_TEXT_FIELDS[lang].long]));

const roomPath = (slug: string, lang: Language = "it") => hrefFor("room", lang, { slug });

function Pill({ tone, children }: { tone: "on" | "off" | "warn"; children: ReactNode }) {
  const look = { on: "bg-olive-700 text-white", off: "bg-sand-200 text-ink-900", warn: "bg-terracotta-100 text-terracotta-700" }[tone];
  return <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${look}`}>{children}</span>;
}

/** The "Camere" tab: the owner edits each room's texts, guests, amenities and visibility, adds rooms and deletes them. */
export function RoomsTab({ rooms }: { rooms: Room[] }) {
  const [newDraft] = adminDrafts.useDraft("room:new", isRoomValues);
  // Until she opens or closes it, a new room half written before a reload (or an expired session) shows open.
  const [addingChoice, setAdding] = useState<boolean | null>(null);
  const adding = addingChoice ?? newDraft !== undefined;
  const [focusId, setFocusId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="tab-rooms-title">
      <TabHeader
        id="tab-rooms-title"
        title={T.tabs.rooms}
        aside={
          <button
            ref={addButton}
            type="button"
            className="btn-primary"
            aria-expanded={adding}
            aria-controls={adding ? "room-new" : undefined}
            onClick={() => setAdding(!adding)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {T.rooms.add}
          </button>
        }
      >
        {T.rooms.intro}
      </TabHeader>

      {adding && (
        <section id="room-new" aria-labelledby="room-new-title" className="card mb-6 border-2 border-sea-200 p-5 sm:p-6">
          <h3 id="room-new-title" className="text-xl font-semibold text-sea-950">
            {T.rooms.addTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{T.rooms.addHint}</p>
          <RoomForm
            room={null}
            onClose={(created) => {
              setAdding(false);
              if (created) setFocusId(created.id);
              else addButton.current?.focus();
            }}
          />
        </section>
      )}

      {rooms.length === 0 ? (
        <EmptyState>{T.rooms.empty}</EmptyState>
      ) : (
        <div className="grid gap-6">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} focus={focusId === room.id} onDeleted={() => addButton.current?.focus()} />
          ))}
        </div>
      )}
    </section>
  );
}

function RoomCard({ room, focus, onDeleted }: { room: Room; focus: boolean; onDeleted: () => void }) {
  const run = useAdminAction();
  const [draft] = adminDrafts.useDraft(`room:${room.id}`, isRoomValues);
  const hasDraft = draft !== undefined && canonical(draft) !== canonical(valuesOf(room));
  // Until she opens or closes it, the form holding unsaved edits (a reload, an expired session) shows open.
  const [openChoice, setOpen] = useState<boolean | null>(null);
  const open = openChoice ?? hasDraft;
  const [refused, setRefused] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `room-title-${room.id}`;
  const formId = `room-form-${room.id}`;

  // A room just created: bring its card into view and the keyboard to it.
  useEffect(() => {
    if (!focus) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center", behavior: "auto" });
  }, [focus]);

  const remove = async () => {
    setRefused(null);
    const result = await run(() => callApi(roomsApi.remove, { params: { id: room.id } }), {
      success: { title: T.rooms.deleted, description: T.rooms.deletedDescription(room.name) },
      error: T.rooms.deleteError,
    });
    if (result.ok) {
      adminDrafts.write(`room:${room.id}`, undefined);
      onDeleted();
    } else if (result.error.status === 409) {
      setRefused(result.error.serverMessage ?? T.rooms.deleteError);
    }
  };

  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-sea-950">
          {room.name}
        </h3>
        {room.isActive ? <Pill tone="on">{T.rooms.visible}</Pill> : <Pill tone="off">{T.rooms.hidden}</Pill>}
        {hasDraft && !open && <Pill tone="warn">{T.common.unsaved}</Pill>}
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
        <Users aria-hidden="true" className="size-4" />
        <span>{T.rooms.guests(room.maxGuests)}</span>
        <span aria-hidden="true">·</span>
        <span className="break-all">{roomPath(room.slug)}</span>
      </p>
      <p className="mt-3 line-clamp-2 text-ink-700">{room.shortDescription}</p>
      <ul aria-label={T.rooms.translations} className="mt-3 flex flex-wrap gap-2">
        {TRANSLATIONS.map((lang) =>
          translationMissing(valuesOf(room), lang) ? (
            <li key={lang}>
              <Pill tone="warn">
                {T.rooms.languages[lang]}: {T.rooms.missingTab}
              </Pill>
            </li>
          ) : (
            <li key={lang}>
              <Pill tone="off">
                {T.rooms.languages[lang]}: {T.rooms.translated.toLowerCase()}
              </Pill>
            </li>
          ),
        )}
      </ul>

      {refused && (
        <div className="mt-4 rounded-xl border border-danger-700 bg-danger-50 px-4 py-3 text-ink-900">
          <p className="font-semibold text-danger-700">{T.rooms.deleteRefusedTitle}</p>
          <p className="mt-1">{refused}</p>
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-sea"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Pencil aria-hidden="true" className="size-5" />
          {open ? T.rooms.close : T.rooms.edit}
          <span className="sr-only"> {room.name}</span>
        </button>
        {room.isActive && (
          <a href={roomPath(room.slug)} className="btn-outline">
            <ExternalLink aria-hidden="true" className="size-5" />
            {T.rooms.viewOnSite}
            <span className="sr-only"> – {room.name}</span>
          </a>
        )}
        <ConfirmDialog
          title={T.rooms.deleteTitle(room.name)}
          description={T.rooms.deleteText}
          confirmLabel={T.rooms.delete}
          cancelLabel={T.common.cancel}
          onConfirm={remove}
          trigger={
            <button type="button" className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50">
              <Trash2 aria-hidden="true" className="size-5" />
              {T.rooms.delete}
              <span className="sr-only"> {room.name}</span>
            </button>
          }
        />
      </div>

      {open && (
        <div id={formId} className="mt-6 border-t border-sand-200 pt-5">
          <RoomForm room={room} onClose={() => setOpen(false)} />
        </div>
      )}
    </article>
  );
}

/** The room's fields: a new room when `room` is null. Edits are kept as a draft until saved. */
function RoomForm({ room, onClose }: { room: Room | null; onClose: (created?: Room) => void }) {
  const [lang, setLang] = useState<Language>("it");
  const languageHasError = (l: Language, fields: Record<string, string>) =>
    Boolean(fields[ROOM_TEXT_FIELDS[l].short] || fields[ROOM_TEXT_FIELDS[l].long]);
  const form = usePanelForm({
    saved: room ? valuesOf(room) : EMPTY,
    draft: { store: adminDrafts, key: room ? `room:${room.id}` : "room:new", isValid: isRoomValues },
    same: (a, b) => canonical(a) === canonical(b),
    run: useAdminAction(),
    submit: (values) =>
      room ? callApi(roomsApi.update, { params: { id: room.id }, body: { ...values } }) : callApi(roomsApi.create, { body: { ...values } }),
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
  const { values, errors, busy, edited, formRef, onSubmit } = form;
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
  const firstAmenities = values.amenities
    .slice(0, 3)
    .map((a) => AMENITY_LABELS[a as AmenityKey] ?? a)
    .join(", ");
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
            onChange={(e) => form.setField("name", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>

      <Tabs.Root value={lang} onValueChange={(value) => setLang(value as Language)}>
        <Tabs.List aria-label={T.rooms.languagesLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {LANGUAGES.map((l) => {
            const error = languageHasError(l, errors);
            const missing = translationMissing(values, l);
            return (
              <Tabs.Trigger
                key={l}
                value={l}
                className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-sea-200 bg-white px-3 py-2 text-left text-sm font-semibold text-sea-900 hover:bg-sea-50 data-[state=active]:border-sea-700 data-[state=active]:bg-sea-700 data-[state=active]:text-white"
              >
                <span>{T.rooms.languages[l]}</span>
                {error ? (
                  <span className="rounded-full bg-danger-700 px-2 text-xs font-bold text-white">
                    !<span className="sr-only">, {T.rooms.errorTab}</span>
                  </span>
                ) : missing ? (
                  <span className="rounded-full bg-terracotta-100 px-2 text-xs font-bold text-terracotta-700">
                    –<span className="sr-only">, {T.rooms.missingTab}</span>
                  </span>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {LANGUAGES.map((l) => (
          <Tabs.Content key={l} value={l} className="mt-4 grid gap-4 rounded-xl bg-sand-50 p-3 sm:p-4">
            {translationMissing(values, l) && (
              <p className="justify-self-start rounded-xl bg-terracotta-100 px-3 py-1 text-sm font-semibold text-terracotta-700">
                {T.rooms.missing}
              </p>
            )}
            <TextInput
              id={id(ROOM_TEXT_FIELDS[l].short)}
              field={ROOM_TEXT_FIELDS[l].short}
              label={`${T.rooms.shortDescription} (${T.rooms.languages[l].toLowerCase()})`}
              note={l === "it" ? T.rooms.required : T.rooms.optional}
              hint={T.rooms.shortDescriptionHint}
              fallsBack={l !== "it"}
              rows={2}
              max={ROOM_TEXT_LIMITS.shortDescription}
              value={values[ROOM_TEXT_FIELDS[l].short]}
              error={errors[ROOM_TEXT_FIELDS[l].short]}
              onChange={(text) => form.setField(ROOM_TEXT_FIELDS[l].short, text)}
            />
            <TextInput
              id={id(ROOM_TEXT_FIELDS[l].long)}
              field={ROOM_TEXT_FIELDS[l].long}
              label={`${T.rooms.description} (${T.rooms.languages[l].toLowerCase()})`}
              note={l === "it" ? T.rooms.required : T.rooms.optional}
              hint={T.rooms.descriptionHint}
              fallsBack={l !== "it"}
              rows={7}
              max={ROOM_TEXT_LIMITS.description}
              value={values[ROOM_TEXT_FIELDS[l].long]}
              error={errors[ROOM_TEXT_FIELDS[l].long]}
              onChange={(text) => form.setField(ROOM_TEXT_FIELDS[l].long, text)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <FormField id={id("maxGuests")} name="maxGuests" label={T.rooms.maxGuests} hint={T.rooms.maxGuestsHint} error={errors.maxGuests}>
        {(control) => (
          <select
            {...control}
            value={values.maxGuests}
            onChange={(e) => form.setField("maxGuests", Number(e.target.value))}
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

      <fieldset
        aria-describedby={[`${id("amenities")}-hint`, errors.amenities ? errorId(id("amenities")) : null].filter(Boolean).join(" ")}
      >
        <legend className="field-label">{T.rooms.amenities}</legend>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITY_KEYS.map((amenity) => {
            const checked = values.amenities.includes(amenity);
            return (
              <li key={amenity}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900 has-[:checked]:border-sea-600 has-[:checked]:bg-sea-50">
                  <input
                    type="checkbox"
                    name="amenities"
                    value={amenity}
                    checked={checked}
                    // Added at the end, so the ones the room card shows first stay first.
                    onChange={(e) =>
                      form.setField(
                        "amenities",
                        e.target.checked ? [...values.amenities, amenity] : values.amenities.filter((a) => a !== amenity),
                      )
                    }
                    className="size-5 shrink-0 cursor-pointer accent-sea-700"
                  />
                  {AMENITY_LABELS[amenity]}
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id("amenities")}-hint`} className="mt-1.5 text-sm text-ink-600">
          {firstAmenities ? T.rooms.amenitiesHint(firstAmenities) : T.rooms.amenitiesHintNone}
        </p>
        <FieldError id={id("amenities")} error={errors.amenities} />
      </fieldset>

      <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
        <input
          id={id("isActive")}
          type="checkbox"
          name="isActive"
          checked={values.isActive}
          onChange={(e) => form.setField("isActive", e.target.checked)}
          aria-describedby={`${id("isActive")}-hint`}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id("isActive")} className="cursor-pointer text-base font-semibold text-ink-900">
            {T.rooms.active}
          </label>
          <p id={`${id("isActive")}-hint`} className="mt-1 text-sm text-ink-600">
            {T.rooms.activeHint}
          </p>
          <FieldError id={id("isActive")} error={errors.isActive} />
        </div>
      </div>

      {hasErrors && <p className="font-medium text-danger-700">{T.rooms.fixErrors(room ? T.rooms.save : T.rooms.create)}</p>}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-sea" disabled={busy || (room !== null && !edited)}>
          {busy ? T.common.saving : room ? T.rooms.save : T.rooms.create}
        </button>
        <button type="button" className="btn-outline" onClick={cancel} disabled={busy}>
          {T.common.cancel}
        </button>
        {room &&
          (room.isActive ? (
            // A full page load of the public site, in the language being edited.
            <a href={roomPath(room.slug, lang)} className="btn-outline">
              <ExternalLink aria-hidden="true" className="size-5" />
              {T.rooms.viewOnSiteIn(T.rooms.inLanguage[lang])}
            </a>
          ) : (
            <span className="text-sm text-ink-600">{T.rooms.notOnSite}</span>
          ))}
        {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
      </div>
    </form>
  );
}

type TextInputProps = {
  id: string;
  field: TextField;
  label: string;
  note: string;
  hint: string;
  /** A translation: while empty, the site shows the Italian text. */
  fallsBack: boolean;
  rows: number;
  max: number;
  value: string;
  error?: string;
  onChange: (text: string) => void;
};

function TextInput({ id, field, label, note, hint, fallsBack, rows, max, value, error, onChange }: TextInputProps) {
  const help = fallsBack && !filled(value) ? T.rooms.missingHint : `${hint} ${T.rooms.chars(value.length, max)}`;
  return (
    <FormField id={id} name={field} label={label} labelNote={note} hint={help} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="field-input"
        />
      )}
    </FormField>
  );
}
