import type { IdentityCheckMethod, PartyType } from "~/features/stays/stay-types";

import type { Transport, TripPurpose } from "./trip-codes";

/** The guests of a stay as the check-in form, the owner's panel and the API exchange them. */

/** Whether the guest at this position gives a document: the lead always, everyone in a party of individuals. */
export const givesDocument = (position: number, partyType: PartyType | null): boolean => position === 0 || partyType === "individuals";

/**
 * A letter of a script other than the Latin one (Cyrillic, Greek, Han, Arabic…): such a name is
 * kept as typed, and the police get the spelling of the passport's line in Latin letters.
 */
const OTHER_SCRIPT_LETTER = /(?![\p{Script=Latin}\p{Script=Common}])\p{L}/u;

export const needsLatinSpelling = (name: string): boolean => OTHER_SCRIPT_LETTER.test(name);

/** One guest. The document fields are filled for the guests who give one (givesDocument). */
export type GuestData = {
  /** As typed, in any script. */
  surname: string;
  givenName: string;
  /** The passport's Latin spelling, for a name in another script (needsLatinSpelling); else null. */
  surnameLatin?: string | null;
  givenNameLatin?: string | null;
  sex: "M" | "F";
  /** YYYY-MM-DD */
  birthDate: string;
  /** Codes of the police portal's tables (app/features/guests/tables.server.ts). */
  birthCountry: string;
  birthPlace: string | null;
  citizenship: string;
  residenceCountry: string;
  residencePlace: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  documentIssuePlace?: string | null;
  /** The region's ISTAT answers (trip-codes.ts), optional for the guest: null when not said. */
  tripPurpose?: TripPurpose | null;
  transport?: Transport | null;
};

export type GuestsInput = { partyType: PartyType | null; guests: GuestData[] };

/**
 * A place code with its name, as the forms show a chosen one: a country's name may be in the
 * guest's language, with the police table's own name beside it.
 */
export type NamedPlace = { code: string; name: string; province?: string; portalName?: string };

/** GET /api/stays/{id}/guests: the data, with each code's name for display. */
export type StayGuests = {
  stayId: number;
  partyType: PartyType | null;
  /** The party's size on the stay: the guests to enter. */
  expected: number;
  guests: (GuestData & { names: Record<string, NamedPlace | undefined> })[];
  updatedAt: string | null;
  identityCheckedAt: string | null;
  identityCheckMethod: IdentityCheckMethod | null;
};

/** What is still to do before a stay's guests can be reported to the police. */
export type RegistrationState = "missing" | "unchecked" | "ready" | "sent";

export type Registration = {
  state: RegistrationState;
  guestsEntered: number;
  expected: number;
  /** What is missing, in Italian for the owner: "dati di 2 ospiti su 3", "numero del documento dell'ospite 2". */
  missing: string[];
  identityCheckedAt: string | null;
  identityCheckMethod: IdentityCheckMethod | null;
  /** The panel's user who made the check. */
  identityCheckedBy: string | null;
  policeSentAt: string | null;
};

/** "CA1234567" → "•••••4567": a document number is never shown back in full to the guest. */
export function maskDocumentNumber(number: string): string {
  const visible = number.length > 6 ? 4 : Math.min(2, number.length);
  return `${"•".repeat(Math.max(3, number.length - visible))}${number.slice(-visible)}`;
}
