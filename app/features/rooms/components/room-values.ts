import type { Room } from "~/db/schema";
import { ROOM_TEXT_FIELDS } from "~/features/rooms/room-fields";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";
import amenityMessages from "~/i18n/messages/amenities";
import { LIMITS, type AmenityKey } from "~/lib/constants";

/**
 * The "Camere" section's room form: what it edits, how it compares and checks it, and the
 * translations still missing. Shared by the room's card (its unsaved edits, its missing
 * translations) and the form itself.
 */

/** The amenities as the Italian site names them (the panel is Italian). */
export const AMENITY_LABELS: Record<AmenityKey, string> = amenityMessages.it.labels;

export type TextField = (typeof ROOM_TEXT_FIELDS)[Language]["short" | "long"];
export const TEXT_FIELDS: TextField[] = LANGUAGES.flatMap((lang) => [ROOM_TEXT_FIELDS[lang].short, ROOM_TEXT_FIELDS[lang].long]);
export const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== "it");
export const GUEST_OPTIONS = Array.from({ length: LIMITS.guests.max - LIMITS.guests.min + 1 }, (_, i) => LIMITS.guests.min + i);

/** What the form edits, every text as typed ("" for a missing translation). */
export type RoomValues = Record<"name" | TextField, string> & { maxGuests: number; amenities: string[]; isActive: boolean };

export const isRoomValues = (value: unknown): value is RoomValues => {
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

/** A new room's values. */
export const EMPTY: RoomValues = {
  name: "",
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>),
  maxGuests: LIMITS.maxGuestsDefault,
  amenities: [],
  isActive: true,
};

export function valuesOf(room: Room): RoomValues {
  return {
    name: room.name,
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, room[field] ?? ""])) as Record<TextField, string>),
    maxGuests: room.maxGuests,
    amenities: room.amenities,
    isActive: room.isActive,
  };
}

/** The same values always give the same text, whatever order their keys were stored in. */
export const canonical = (v: RoomValues) =>
  JSON.stringify([v.name, ...TEXT_FIELDS.map((field) => v[field]), v.maxGuests, v.amenities, v.isActive]);

export const filled = (text: string | null | undefined) => Boolean(text?.trim());

/** A translation is missing when either of its two texts is empty: the site shows the Italian one there. */
export const translationMissing = (v: Pick<RoomValues, TextField>, lang: Language) =>
  lang !== "it" && (!filled(v[ROOM_TEXT_FIELDS[lang].short]) || !filled(v[ROOM_TEXT_FIELDS[lang].long]));

/** Whether one of a language's two texts has an error. */
export const languageHasError = (lang: Language, errors: Record<string, string>) =>
  Boolean(errors[ROOM_TEXT_FIELDS[lang].short] || errors[ROOM_TEXT_FIELDS[lang].long]);

export const roomPath = (slug: string, lang: Language = "it") => hrefFor("room", lang, { slug });
