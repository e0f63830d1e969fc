import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";

import { getDb, type Executor } from "~/db/client.server";
import { stayGuests, type Stay, type StayGuestRow } from "~/db/schema";
import { findStay, recordGuestsEntered, recordIdentityCheck, stayIdsEndedBefore } from "~/features/stays/stay-records.server";
import type { IdentityCheckMethod, PartyType } from "~/features/stays/stay-types";
import type { Language } from "~/i18n/languages";
import { todayInItaly } from "~/lib/dates";
import { seal, unseal } from "~/lib/guest-crypto.server";
import { HttpError, notFound } from "~/lib/http-error";
import { parseInput } from "~/lib/validation.server";

import {
  givesDocument,
  needsLatinSpelling,
  type GuestData,
  type GuestsInput,
  type NamedPlace,
  type Registration,
  type StayGuests,
} from "./guest-types";
import { guestsBodySchema, type identityCheckSchema } from "./guests.schema";
import { portalName } from "./police-file";
import { anyPlace, currentPlace, isDocumentType, ITALY } from "./tables.server";
import type { Transport, TripPurpose } from "./trip-codes";

/** The passport's line in Latin letters: Latin letters (accents too), spaces, apostrophes, hyphens, dots. */
const LATIN_SPELLING = /^[\p{Script=Latin}\p{M} '’‘`´.-]+$/u;

/** The names' fields and the spelling in Latin letters the police get for each. */
const NAMES = [
  ["surname", "surnameLatin"],
  ["givenName", "givenNameLatin"],
] as const;

/**
 * The party's data: each field checked as the police portal will (a code of its current
 * tables, a document from the guests who give one, a name it can write), every problem named by
 * its field (guests.0.birthPlace). Nothing is stored unless all of it is right. `storedNumbers`:
 * the positions holding a document number, which an empty number keeps.
 */
function guestsSchema(expected: number, today: string, storedNumbers: ReadonlySet<number>) {
  return guestsBodySchema.superRefine(
    (input, ctx) => {
      const issue = (path: (string | number)[], message: string, params?: Record<string, unknown>) =>
        ctx.addIssue({ code: "custom", path, message, params });
      if (input.guests.length > expected) issue(["guests"], "errors.tooManyGuests", { max: expected });
      if (input.guests.length > 1 && !input.partyType) issue(["partyType"], "errors.partyType");
      input.guests.forEach((guest, i) => {
        // Run even when a guest's own fields failed (every problem is named at once): skip what is not a guest.
        if (!guest || typeof guest !== "object") return;
        const at = (field: string) => ["guests", i, field];
        if (typeof guest.birthDate === "string" && guest.birthDate > today) issue(at("birthDate"), "errors.birthDateFuture");
        for (const [field, latinField] of NAMES) {
          const name = guest[field];
          if (typeof name !== "string") continue;
          if (needsLatinSpelling(name)) {
            // Kept as typed; the police get the passport's spelling in Latin letters.
            const spelling = guest[latinField];
            if (spelling === null || spelling === undefined) issue(at(latinField), "errors.latinNameMissing");
            else if (typeof spelling === "string" && !(LATIN_SPELLING.test(spelling) && portalName(spelling)))
              issue(at(latinField), "errors.latinNameLetters");
          } else if (!portalName(name)) issue(at(field), "errors.nameLetters");
        }
        for (const field of ["birthCountry", "citizenship", "residenceCountry"] as const) {
          if (!guest[field] || !currentPlace(guest[field], "stato")) issue(at(field), "errors.unknownCountry");
        }
        if (guest.birthCountry === ITALY) {
          if (!guest.birthPlace || !currentPlace(guest.birthPlace, "comune")) issue(at("birthPlace"), "errors.unknownComune");
        } else if (guest.birthPlace) issue(at("birthPlace"), "errors.placeOnlyInItaly");
        if (guest.residenceCountry === ITALY) {
          if (!guest.residencePlace || !currentPlace(guest.residencePlace, "comune")) issue(at("residencePlace"), "errors.unknownComune");
        } else if (guest.residencePlace) issue(at("residencePlace"), "errors.placeOnlyInItaly");
        if (givesDocument(i, input.partyType)) {
          if (!guest.documentType || !isDocumentType(guest.documentType)) issue(at("documentType"), "errors.documentType");
          if (guest.documentNumber === null || guest.documentNumber === undefined) {
            if (!storedNumbers.has(i)) issue(at("documentNumber"), "errors.documentNumber");
          } else if (!/^[A-Z0-9][A-Z0-9 ./-]{2,19}$/.test(String(guest.documentNumber)))
            issue(at("documentNumber"), "errors.documentNumber");
          const place = guest.documentIssuePlace;
          if (!place || !(currentPlace(place, "comune") ?? currentPlace(place, "stato")))
            issue(at("documentIssuePlace"), "errors.unknownPlace");
        } else if (guest.documentType || guest.documentNumber || guest.documentIssuePlace) {
          issue(at("documentType"), "errors.documentOnlyLead");
        }
      });
    },
    { when: (payload) => Array.isArray((payload.value as { guests?: unknown } | undefined)?.guests) },
  );
}

async function stayOrNotFound(stayId: number): Promise<Stay> {
  const stay = await findStay(getDb(), stayId);
  if (!stay) throw notFound();
  return stay;
}

function openGuest(row: StayGuestRow): GuestData {
  const guest: GuestData = {
    surname: row.surname,
    givenName: row.givenName,
    surnameLatin: row.surnameLatin,
    givenNameLatin: row.givenNameLatin,
    sex: row.sex as GuestData["sex"],
    birthDate: unseal(row.birthDateSealed),
    birthCountry: row.birthCountry,
    birthPlace: row.birthPlace,
    citizenship: row.citizenship,
    residenceCountry: row.residenceCountry,
    residencePlace: row.residencePlace,
    // Stored only from the lists (guestsBodySchema), so the column's text is one of them.
    tripPurpose: row.tripPurpose as TripPurpose | null,
    transport: row.transport as Transport | null,
  };
  // The lead, and each guest of a party of individuals: those who gave a document.
  if (row.position === 0 || row.documentType !== null) {
    guest.documentType = row.documentType;
    guest.documentNumber = row.documentNumberSealed ? unseal(row.documentNumberSealed) : null;
    guest.documentIssuePlace = row.documentIssuePlace;
  }
  return guest;
}

/** The guests of these stays, opened, in order (lead first); for the reports and the police file. */
export async function guestsOfStays(stayIds: number[]): Promise<Map<number, GuestData[]>> {
  const out = new Map<number, GuestData[]>();
  if (stayIds.length === 0) return out;
  const rows = await getDb()
    .select()
    .from(stayGuests)
    .where(inArray(stayGuests.stayId, stayIds))
    .orderBy(asc(stayGuests.stayId), asc(stayGuests.position));
  for (const row of rows) {
    const list = out.get(row.stayId) ?? [];
    list.push(openGuest(row));
    out.set(row.stayId, list);
  }
  return out;
}

function namesOf(guest: GuestData, lang: Language): Record<string, NamedPlace | undefined> {
  const names: Record<string, NamedPlace | undefined> = {};
  for (const field of ["birthCountry", "birthPlace", "citizenship", "residenceCountry", "residencePlace", "documentIssuePlace"] as const) {
    const value = guest[field];
    const place = value ? anyPlace(value, lang) : undefined;
    if (place) {
      const { kind: _kind, ...named } = place;
      names[field] = named;
    }
  }
  return names;
}

/**
 * GET /api/stays/{id}/guests, with the places' names in Italian as the owner reads them; the
 * check-in page's, with the countries in the guest's language (it masks the document numbers).
 */
export async function getStayGuests(stayId: number, lang: Language = "it"): Promise<StayGuests> {
  const stay = await stayOrNotFound(stayId);
  const guests = (await guestsOfStays([stayId])).get(stayId) ?? [];
  return {
    stayId,
    partyType: stay.partyType as PartyType | null,
    expected: stay.guests,
    guests: guests.map((guest) => ({ ...guest, names: namesOf(guest, lang) })),
    updatedAt: stay.guestsUpdatedAt?.toISOString() ?? null,
    identityCheckedAt: stay.identityCheckedAt?.toISOString() ?? null,
    identityCheckMethod: stay.identityCheckMethod as IdentityCheckMethod | null,
  };
}

/**
 * Replaces a stay's guests with checked data (PUT /api/stays/{id}/guests, POST /api/check-in/{token}).
 * A guest's document number may be left out when one is stored at that position: the check-in
 * page never shows it back, so a guest correcting a name does not have to type it again.
 */
export async function saveStayGuests(stayId: number, body: unknown, by: "guest" | "owner"): Promise<StayGuests> {
  await getDb().transaction(async (tx) => {
    const stay = await findStay(tx, stayId, { lock: true });
    if (!stay) throw notFound();
    if (by === "guest" && stay.identityCheckedAt) throw new HttpError(409, "check_in_closed", "errors.checkInClosed");
    const stored = new Map(
      (
        await tx
          .select({ position: stayGuests.position, number: stayGuests.documentNumberSealed })
          .from(stayGuests)
          .where(and(eq(stayGuests.stayId, stayId), isNotNull(stayGuests.documentNumberSealed)))
      ).map((row) => [row.position, row.number!]),
    );
    const input = parseInput(guestsSchema(stay.guests, todayInItaly(), new Set(stored.keys())), body) as GuestsInput;
    await tx.delete(stayGuests).where(eq(stayGuests.stayId, stayId));
    await tx.insert(stayGuests).values(
      input.guests.map((guest, position) => {
        const document = givesDocument(position, input.partyType);
        return {
          stayId,
          position,
          surname: guest.surname,
          givenName: guest.givenName,
          surnameLatin: needsLatinSpelling(guest.surname) ? guest.surnameLatin : null,
          givenNameLatin: needsLatinSpelling(guest.givenName) ? guest.givenNameLatin : null,
          sex: guest.sex,
          birthDateSealed: seal(guest.birthDate),
          birthCountry: guest.birthCountry,
          birthPlace: guest.birthPlace,
          citizenship: guest.citizenship,
          residenceCountry: guest.residenceCountry,
          residencePlace: guest.residencePlace,
          documentType: document ? guest.documentType : null,
          documentNumberSealed: document ? (guest.documentNumber ? seal(guest.documentNumber) : stored.get(position)!) : null,
          documentIssuePlace: document ? guest.documentIssuePlace : null,
          tripPurpose: guest.tripPurpose ?? null,
          transport: guest.transport ?? null,
        };
      }),
    );
    await recordGuestsEntered(tx, stayId, input.guests.length > 1 ? input.partyType : null);
  });
  return getStayGuests(stayId);
}

/**
 * The owner identified every guest of the stay, in person or by a live video call: only from
 * the arrival day (Italy's calendar), since the law wants it done as they arrive, and only once
 * every guest's data is in. Records when, how and by whom.
 */
export async function markIdentityChecked(
  stayId: number,
  by: string,
  { checked, method }: z.infer<typeof identityCheckSchema>,
): Promise<Registration> {
  const stay = await stayOrNotFound(stayId);
  if (checked) {
    if (stay.checkIn > todayInItaly()) throw new HttpError(409, "too_early", "errors.identityTooEarly");
    const registration = (await registrationsOf([stay])).get(stayId)!;
    if (registration.guestsEntered < registration.expected || registration.missing.length) {
      throw new HttpError(409, "guests_incomplete", "errors.guestsIncomplete", undefined, { missing: registration.missing.join(", ") });
    }
  }
  await recordIdentityCheck(stayId, checked ? { method, by } : null);
  return (await registrationsOf([await stayOrNotFound(stayId)])).get(stayId)!;
}

/** A stay's guests' positions that hold no document number. */
const withoutNumber = sql`${stayGuests.documentNumberSealed} is null`;
const positionsWithoutNumber = sql<number[]>`coalesce(array_agg(${stayGuests.position}) filter (where ${withoutNumber}), '{}')`;

/** Where each stay stands with the police report: what is missing, the check, the sending. */
export async function registrationsOf(
  list: Pick<Stay, "id" | "guests" | "partyType" | "identityCheckedAt" | "identityCheckMethod" | "identityCheckedBy" | "policeSentAt">[],
): Promise<Map<number, Registration>> {
  const counts = new Map<number, { entered: number; withoutNumber: number[] }>();
  if (list.length) {
    const rows = await getDb()
      .select({
        stayId: stayGuests.stayId,
        entered: sql<number>`count(*)::int`,
        withoutNumber: positionsWithoutNumber,
      })
      .from(stayGuests)
      .where(
        inArray(
          stayGuests.stayId,
          list.map((s) => s.id),
        ),
      )
      .groupBy(stayGuests.stayId);
    for (const row of rows) counts.set(row.stayId, { entered: row.entered, withoutNumber: row.withoutNumber.map(Number) });
  }
  return new Map(
    list.map((stay) => {
      const { entered, withoutNumber } = counts.get(stay.id) ?? { entered: 0, withoutNumber: [] };
      const partyType = stay.partyType as PartyType | null;
      const missing: string[] = [];
      if (entered < stay.guests)
        missing.push(`dati di ${stay.guests - entered} ospit${stay.guests - entered === 1 ? "e" : "i"} su ${stay.guests}`);
      for (const position of withoutNumber.filter((p) => givesDocument(p, partyType)).sort((a, b) => a - b))
        missing.push(partyType === "individuals" ? `numero del documento dell'ospite ${position + 1}` : "numero del documento");
      const state = stay.policeSentAt ? "sent" : missing.length ? "missing" : stay.identityCheckedAt ? "ready" : "unchecked";
      return [
        stay.id,
        {
          state,
          guestsEntered: entered,
          expected: stay.guests,
          missing,
          identityCheckedAt: stay.identityCheckedAt?.toISOString() ?? null,
          identityCheckMethod: stay.identityCheckMethod as IdentityCheckMethod | null,
          identityCheckedBy: stay.identityCheckedBy,
          policeSentAt: stay.policeSentAt?.toISOString() ?? null,
        },
      ];
    }),
  );
}

/**
 * Document numbers go 30 days after check-out; the rest of the guests' data goes with the stay.
 * Only the stays still holding a number are looked at (the partial index of those): few, however
 * long the history.
 */
export async function eraseDocumentNumbersEndedBefore(cutoffDay: string): Promise<void> {
  const holding = await getDb()
    .selectDistinct({ stayId: stayGuests.stayId })
    .from(stayGuests)
    .where(isNotNull(stayGuests.documentNumberSealed));
  await eraseDocumentNumbersOf(
    getDb(),
    await stayIdsEndedBefore(
      holding.map((row) => row.stayId),
      cutoffDay,
    ),
  );
}

/** How many guests are entered for each of these stays (a stay with none is left out). */
export async function guestCounts(stayIds: number[]): Promise<Map<number, number>> {
  if (stayIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ stayId: stayGuests.stayId, entered: sql<number>`count(*)::int` })
    .from(stayGuests)
    .where(inArray(stayGuests.stayId, stayIds))
    .groupBy(stayGuests.stayId);
  return new Map(rows.map((row) => [row.stayId, Number(row.entered)]));
}

/** The document numbers of these stays' guests, erased once the portal's receipt of their report is kept. */
export async function eraseDocumentNumbersOf(executor: Executor, stayIds: number[]): Promise<void> {
  if (stayIds.length === 0) return;
  await executor
    .update(stayGuests)
    .set({ documentNumberSealed: null })
    .where(and(isNotNull(stayGuests.documentNumberSealed), inArray(stayGuests.stayId, stayIds)));
}
