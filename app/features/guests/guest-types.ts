/** The guests of a stay as the check-in form, the owner's panel and the API exchange them. */

export const PARTY_TYPES = ["family", "group"] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** One guest. The document fields belong to the first guest (the lead) alone. */
export type GuestData = {
  surname: string;
  givenName: string;
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
};

export type GuestsInput = { partyType: PartyType | null; guests: GuestData[] };

/** A place code with its name, as the forms show a chosen one. */
export type NamedPlace = { code: string; name: string; province?: string };

/** GET /api/stays/{id}/guests: the data, with each code's name for display. */
export type StayGuests = {
  stayId: number;
  partyType: PartyType | null;
  /** The party's size on the stay: the guests to enter. */
  expected: number;
  guests: (GuestData & { names: Record<string, NamedPlace | undefined> })[];
  updatedAt: string | null;
  identityCheckedAt: string | null;
};

/** What is still to do before a stay's guests can be reported to the police. */
export type RegistrationState = "missing" | "unchecked" | "ready" | "sent";

export type Registration = {
  state: RegistrationState;
  guestsEntered: number;
  expected: number;
  /** What is missing, in Italian for the owner: "2 ospiti su 3", "documento del primo ospite". */
  missing: string[];
  identityCheckedAt: string | null;
  policeSentAt: string | null;
};

/** "CA1234567" → "•••••4567": a document number is never shown back in full to the guest. */
export function maskDocumentNumber(number: string): string {
  const visible = number.length > 6 ? 4 : Math.min(2, number.length);
  return `${"•".repeat(Math.max(3, number.length - visible))}${number.slice(-visible)}`;
}
