import type { FieldErrors } from "~/components/panel/panel-form";
import type { StaySource } from "~/features/availability/channels";
import type { StayView } from "~/features/stays/stay-types";
import type { Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/t";

/** The stay form's values and what its groups of fields share (stay-form.tsx draws them). */

export type StayRoom = { id: number; name: string; maxGuests: number; isActive: boolean };

/** The form's values: text as the controls hold it, and the source and language as the lists the server checks them against. */
export type StayValues = {
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  source: StaySource;
  leadName: string;
  leadEmail: string;
  leadPhone: string;
  language: Language;
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
    language: isLanguage(stay.language) ? stay.language : EMPTY_STAY.language,
    notes: stay.notes ?? "",
  };
}

/** Changes one field of the form (and takes its error and the room's conflicts away). */
export type StayChange = <K extends keyof StayValues>(key: K, value: StayValues[K]) => void;

/** What each group of the form's fields needs. */
export type StayFieldsProps = {
  values: StayValues;
  errors: FieldErrors;
  change: StayChange;
  /** The id of a control: unique to this form (a new stay, or stay 12). */
  id: (name: string) => string;
};
