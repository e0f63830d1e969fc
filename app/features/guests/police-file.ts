import anyAscii from "any-ascii";

import type { PartyType } from "~/features/stays/stay-types";

import type { GuestData } from "./guest-types";

/**
 * The police portal's file (Alloggiati Web, "Invio file"): one fixed-width record of 168
 * characters per guest, head of the family or group first and its members right after, records
 * separated by CR LF (resources/alloggiati/README.md has the layout). Pure: the same records
 * would go through the portal's web service, which takes them one per line as well.
 */

export const RECORD_LENGTH = 168;
/** The portal takes 1 to 30 nights; a longer stay is reported again after 30. */
export const MAX_REPORTED_NIGHTS = 30;

/** 16 single guest, 17 head of family, 18 group leader, 19 family member, 20 group member. */
export type GuestType = 16 | 17 | 18 | 19 | 20;

export function guestTypeOf(position: number, partySize: number, partyType: PartyType | null): GuestType {
  if (partySize === 1 || partyType === "individuals") return 16;
  const family = partyType !== "group";
  if (position === 0) return family ? 17 : 18;
  return family ? 19 : 20;
}

const GRAVE = "\u0300";

/**
 * A name as the portal writes names: capitals in plain ASCII. A final vowel with a grave accent
 * (the Italian way, NICOLÒ, CANTÙ) becomes the letter and an apostrophe, as the portal's own
 * tables write AGLIE'; every other letter is transliterated (MÜLLER → MULLER, ß → SS,
 * Þ → TH, Ø → O, Иванов → IVANOV), never dropped; apostrophes and spaces stay (D'ANGELO,
 * DE LUCA), hyphens become spaces. Empty when the name holds no letter.
 */
export function portalName(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((word) => {
      const marks = word.normalize("NFD");
      const finalGrave = marks.endsWith(GRAVE) && /[aeiou]/i.test(marks.slice(-2, -1));
      const plain = anyAscii(word)
        .toUpperCase()
        .replace(/[`´]/g, "'")
        .replace(/[^A-Z']/g, "");
      return finalGrave && !plain.endsWith("'") ? `${plain}'` : plain;
    })
    .filter((word) => /[A-Z]/.test(word))
    .join(" ");
}

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, " ");
const portalDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export type PoliceStay = {
  checkIn: string;
  nights: number;
  partyType: PartyType | null;
  guests: GuestData[];
};

/** Looks up a municipality's province (birth place): the portal wants it beside the code. */
export type ProvinceOf = (comuneCode: string) => string | undefined;

/** One guest's record, exactly RECORD_LENGTH characters. */
export function policeRecord(stay: PoliceStay, position: number, provinceOf: ProvinceOf): string {
  const guest = stay.guests[position]!;
  const type = guestTypeOf(position, stay.guests.length, stay.partyType);
  // The passport's Latin spelling when the name is in another script (the guests' schema asks for it).
  const surname = portalName(guest.surnameLatin || guest.surname);
  const givenName = portalName(guest.givenNameLatin || guest.givenName);
  if (!surname || !givenName) throw new Error("A guest's name came out blank for the police record");
  const withDocument = type === 16 || type === 17 || type === 18;
  const bornInItaly = Boolean(guest.birthPlace);
  const nights = Math.min(Math.max(stay.nights, 1), MAX_REPORTED_NIGHTS);
  const record = [
    pad(String(type), 2),
    pad(portalDate(stay.checkIn), 10),
    String(nights).padStart(2, "0"),
    pad(surname, 50),
    pad(givenName, 30),
    guest.sex === "M" ? "1" : "2",
    pad(portalDate(guest.birthDate), 10),
    pad(bornInItaly ? guest.birthPlace! : "", 9),
    pad(bornInItaly ? (provinceOf(guest.birthPlace!) ?? "") : "", 2),
    pad(guest.birthCountry, 9),
    pad(guest.citizenship, 9),
    pad(withDocument ? (guest.documentType ?? "") : "", 5),
    pad(withDocument ? portalDocumentNumber(guest.documentNumber ?? "") : "", 20),
    pad(withDocument ? (guest.documentIssuePlace ?? "") : "", 9),
  ].join("");
  if (record.length !== RECORD_LENGTH) throw new Error(`A police record came out ${record.length} characters long`);
  return record;
}

/** Document numbers in capitals, letters and digits only (the portal refuses spaces and marks). */
function portalDocumentNumber(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** The file of these stays: every guest's record, each party's head first, CR LF between records. */
export function policeFile(list: PoliceStay[], provinceOf: ProvinceOf): string {
  return list.flatMap((stay) => stay.guests.map((_, position) => policeRecord(stay, position, provinceOf))).join("\r\n");
}
