import type { PartyType } from "~/features/stays/stay-types";
import type { Widen } from "~/i18n/define";
import type checkInMessages from "~/i18n/messages/check-in";

import type { GuestData, NamedPlace } from "./guest-types";

/**
 * What the guests' form is drawn from: the same for the guest's pre-check-in page and the
 * owner's panel (browser-safe: the panel renders it in the browser too).
 */

/** The form's words: the page's language for the guest, Italian for the owner. */
export type GuestFormTexts = Widen<(typeof checkInMessages)["it"]["form"]>;

/** A document type of the police table; the usual ones come first, with names of the form's own. */
export type DocumentChoice = { code: string; name: string; usual: boolean };

/** A stored guest, with the names of the places its codes stand for. */
export type FormGuest = GuestData & { names: Record<string, NamedPlace | undefined> };

export type GuestsFormData = {
  /** The party's size on the stay: one fieldset per guest. */
  expected: number;
  partyType: PartyType | null;
  guests: FormGuest[];
  documents: DocumentChoice[];
  /** The police table's code of Italy: the municipality fields show only for it. */
  italy: string;
  /**
   * Each guest's stored document number as the guest may see it (masked), by position, when one
   * is stored: the guest's form then leaves the number empty, and an empty number keeps it.
   */
  maskedNumbers: (string | null)[];
  /** When the guests were last saved: a new value draws the owner's form afresh. */
  updatedAt: string | null;
};

/** "PESCARA (PE)", "GERMANIA": a chosen place as its field shows it. */
export const placeLabel = (place: NamedPlace): string => (place.province ? `${place.name} (${place.province})` : place.name);

/** A field's name, as the API names its problems: guests.0.birthDate. */
export const guestField = (index: number, field: keyof GuestData): string => `guests.${index}.${field}`;
