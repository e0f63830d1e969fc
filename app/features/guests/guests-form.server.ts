import type { Language } from "~/i18n/languages";

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
 * A stay's guests as the form shows them: for the owner in Italian, for the guest with the
 * countries in the page's language. The guest's page never receives a stored document number in
 * full: only its masked form, and the field stays empty (an empty number keeps it).
 */
export async function guestsFormData(stayId: number, audience: "guest" | "owner", lang: Language = "it"): Promise<GuestsFormData> {
  const stored = await getStayGuests(stayId, lang);
  const guests = audience === "owner" ? stored.guests : stored.guests.map((guest) => ({ ...guest, documentNumber: null }));
  return {
    expected: stored.expected,
    partyType: stored.partyType,
    guests,
    documents: documentChoices(),
    italy: ITALY,
    maskedNumbers: stored.guests.map((guest) =>
      audience === "guest" && guest.documentNumber ? maskDocumentNumber(guest.documentNumber) : null,
    ),
    updatedAt: stored.updatedAt,
  };
}
