import { maskDocumentNumber } from "./guest-types";
import type { DocumentChoice, GuestsFormData } from "./guests-form";
import { getStayGuests } from "./guests.server";
import { documentTypes, ITALY, USUAL_DOCUMENTS } from "./tables.server";

/** The police table's document types, the usual ones first (marked, for names of the form's own). */
export function documentChoices(): DocumentChoice[] {
  const usual: readonly string[] = USUAL_DOCUMENTS;
  return documentTypes().map((d) => ({ ...d, usual: usual.includes(d.code) }));
}

/**
 * A stay's guests as the form shows them. The guest's page never receives the stored document
 * number in full: only its masked form, and the field stays empty (an empty number keeps it).
 */
export async function guestsFormData(stayId: number, audience: "guest" | "owner"): Promise<GuestsFormData> {
  const stored = await getStayGuests(stayId);
  const number = stored.guests[0]?.documentNumber ?? null;
  const guests =
    audience === "owner" ? stored.guests : stored.guests.map((guest, i) => (i === 0 ? { ...guest, documentNumber: null } : guest));
  return {
    expected: stored.expected,
    partyType: stored.partyType,
    guests,
    documents: documentChoices(),
    italy: ITALY,
    maskedNumber: audience === "guest" && number ? maskDocumentNumber(number) : null,
    updatedAt: stored.updatedAt,
  };
}
