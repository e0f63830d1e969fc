import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";

import { getDb } from "~/db/client.server";
import { stayGuests, stays, type Stay, type StayGuestRow } from "~/db/schema";
import { todayInItaly } from "~/lib/dates";
import { HttpError, notFound } from "~/lib/http-error";
import { calendarDay, emptyToNull } from "~/lib/validation";
import { parseInput } from "~/lib/validation.server";

import { seal, unseal } from "./guest-crypto.server";
import {
  PARTY_TYPES,
  type GuestData,
  type GuestsInput,
  type NamedPlace,
  type PartyType,
  type Registration,
  type StayGuests,
} from "./guest-types";
import { anyPlace, currentPlace, isDocumentType, ITALY } from "./tables.server";

const text = (max: number) =>
  z.string({ error: "errors.required" }).trim().min(1, { error: "errors.required" }).max(max, { error: "errors.tooLong" });
const code = z.preprocess(emptyToNull, z.string({ error: "errors.unknownPlace" }).trim().nullable()).default(null);

const guestSchema = z.object({
  surname: text(100),
  givenName: text(100),
  sex: z.enum(["M", "F"], { error: "errors.guestSex" }),
  birthDate: calendarDay().refine((v) => v >= "1900-01-01", { error: "errors.invalidDate" }),
  birthCountry: code,
  birthPlace: code,
  citizenship: code,
  residenceCountry: code,
  residencePlace: code,
  documentType: code,
  documentNumber: z.preprocess(emptyToNull, z.string({ error: "errors.documentNumber" }).trim().toUpperCase().nullable()).default(null),
  documentIssuePlace: code,
});

/**
 * The party's data: each field checked as the police portal will (a code of its current
 * tables, the document on the first guest only), every problem named by its field
 * (guests.0.birthPlace). Nothing is stored unless all of it is right.
 */
function guestsSchema(expected: number, today: string, storedDocument: boolean) {
  return z
    .object({
      partyType: z.preprocess(emptyToNull, z.enum(PARTY_TYPES, { error: "errors.partyType" }).nullable()).default(null),
      guests: z.array(guestSchema, { error: "errors.guestsList" }).min(1, { error: "errors.guestsList" }),
    })
    .superRefine(
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
          for (const field of ["birthCountry", "citizenship", "residenceCountry"] as const) {
            if (!guest[field] || !currentPlace(guest[field], "stato")) issue(at(field), "errors.unknownCountry");
          }
          if (guest.birthCountry === ITALY) {
            if (!guest.birthPlace || !currentPlace(guest.birthPlace, "comune")) issue(at("birthPlace"), "errors.unknownComune");
          } else if (guest.birthPlace) issue(at("birthPlace"), "errors.placeOnlyInItaly");
          if (guest.residenceCountry === ITALY) {
            if (!guest.residencePlace || !currentPlace(guest.residencePlace, "comune")) issue(at("residencePlace"), "errors.unknownComune");
          } else if (guest.residencePlace) issue(at("residencePlace"), "errors.placeOnlyInItaly");
          if (i === 0) {
            if (!guest.documentType || !isDocumentType(guest.documentType)) issue(at("documentType"), "errors.documentType");
            if (guest.documentNumber === null || guest.documentNumber === undefined) {
              if (!storedDocument) issue(at("documentNumber"), "errors.documentNumber");
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
  const [stay] = await getDb().select().from(stays).where(eq(stays.id, stayId));
  if (!stay) throw notFound();
  return stay;
}

function openGuest(row: StayGuestRow): GuestData {
  const guest: GuestData = {
    surname: row.surname,
    givenName: row.givenName,
    sex: row.sex as GuestData["sex"],
    birthDate: unseal(row.birthDateSealed),
    birthCountry: row.birthCountry,
    birthPlace: row.birthPlace,
    citizenship: row.citizenship,
    residenceCountry: row.residenceCountry,
    residencePlace: row.residencePlace,
  };
  if (row.position === 0) {
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

function namesOf(guest: GuestData): Record<string, NamedPlace | undefined> {
  const names: Record<string, NamedPlace | undefined> = {};
  for (const field of ["birthCountry", "birthPlace", "citizenship", "residenceCountry", "residencePlace", "documentIssuePlace"] as const) {
    const value = guest[field];
    const place = value ? anyPlace(value) : undefined;
    if (place) names[field] = { code: place.code, name: place.name, ...(place.province ? { province: place.province } : {}) };
  }
  return names;
}

/** GET /api/stays/{id}/guests, and the check-in page (which masks the document number). */
export async function getStayGuests(stayId: number): Promise<StayGuests> {
  const stay = await stayOrNotFound(stayId);
  const guests = (await guestsOfStays([stayId])).get(stayId) ?? [];
  return {
    stayId,
    partyType: stay.partyType as PartyType | null,
    expected: stay.guests,
    guests: guests.map((guest) => ({ ...guest, names: namesOf(guest) })),
    updatedAt: stay.guestsUpdatedAt?.toISOString() ?? null,
    identityCheckedAt: stay.identityCheckedAt?.toISOString() ?? null,
  };
}

/**
 * Replaces a stay's guests with checked data (PUT /api/stays/{id}/guests, POST /api/check-in/{token}).
 * The lead's document number may be left out when one is stored: the check-in page never shows it
 * back, so a guest correcting a name does not have to type it again.
 */
export async function saveStayGuests(stayId: number, body: unknown, by: "guest" | "owner"): Promise<StayGuests> {
  await getDb().transaction(async (tx) => {
    const [stay] = await tx.select().from(stays).where(eq(stays.id, stayId)).for("update");
    if (!stay) throw notFound();
    if (by === "guest" && stay.identityCheckedAt) throw new HttpError(409, "check_in_closed", "errors.checkInClosed");
    const [stored] = await tx
      .select({ number: stayGuests.documentNumberSealed })
      .from(stayGuests)
      .where(and(eq(stayGuests.stayId, stayId), eq(stayGuests.position, 0)));
    const input = parseInput(guestsSchema(stay.guests, todayInItaly(), Boolean(stored?.number)), body) as GuestsInput;
    await tx.delete(stayGuests).where(eq(stayGuests.stayId, stayId));
    await tx.insert(stayGuests).values(
      input.guests.map((guest, position) => ({
        stayId,
        position,
        surname: guest.surname,
        givenName: guest.givenName,
        sex: guest.sex,
        birthDateSealed: seal(guest.birthDate),
        birthCountry: guest.birthCountry,
        birthPlace: guest.birthPlace,
        citizenship: guest.citizenship,
        residenceCountry: guest.residenceCountry,
        residencePlace: guest.residencePlace,
        documentType: position === 0 ? guest.documentType : null,
        documentNumberSealed: position === 0 ? (guest.documentNumber ? seal(guest.documentNumber) : stored!.number) : null,
        documentIssuePlace: position === 0 ? guest.documentIssuePlace : null,
      })),
    );
    await tx
      .update(stays)
      .set({ partyType: input.guests.length > 1 ? input.partyType : null, guestsUpdatedAt: new Date() })
      .where(eq(stays.id, stayId));
  });
  return getStayGuests(stayId);
}

/** "Documento verificato di persona": only once every guest's data is in. */
export async function markIdentityChecked(stayId: number, by: string, checked: boolean): Promise<Registration> {
  const stay = await stayOrNotFound(stayId);
  if (checked) {
    const registration = (await registrationsOf([stay])).get(stayId)!;
    if (registration.guestsEntered < registration.expected || registration.missing.length) {
      throw new HttpError(409, "guests_incomplete", "errors.guestsIncomplete", undefined, { missing: registration.missing.join(", ") });
    }
  }
  await getDb()
    .update(stays)
    .set(checked ? { identityCheckedAt: new Date(), identityCheckedBy: by } : { identityCheckedAt: null, identityCheckedBy: null })
    .where(eq(stays.id, stayId));
  return (await registrationsOf([await stayOrNotFound(stayId)])).get(stayId)!;
}

/** Where each stay stands with the police report: what is missing, the check, the sending. */
export async function registrationsOf(
  list: Pick<Stay, "id" | "guests" | "identityCheckedAt" | "policeSentAt">[],
): Promise<Map<number, Registration>> {
  const counts = new Map<number, { entered: number; document: boolean }>();
  if (list.length) {
    const rows = await getDb()
      .select({
        stayId: stayGuests.stayId,
        entered: sql<number>`count(*)::int`,
        document: sql<boolean>`bool_or(${stayGuests.position} = 0 and ${stayGuests.documentNumberSealed} is not null)`,
      })
      .from(stayGuests)
      .where(
        inArray(
          stayGuests.stayId,
          list.map((s) => s.id),
        ),
      )
      .groupBy(stayGuests.stayId);
    for (const row of rows) counts.set(row.stayId, { entered: row.entered, document: Boolean(row.document) });
  }
  return new Map(
    list.map((stay) => {
      const { entered, document } = counts.get(stay.id) ?? { entered: 0, document: false };
      const missing: string[] = [];
      if (entered < stay.guests)
        missing.push(`dati di ${stay.guests - entered} ospit${stay.guests - entered === 1 ? "e" : "i"} su ${stay.guests}`);
      if (entered > 0 && !document) missing.push("numero del documento");
      const state = stay.policeSentAt ? "sent" : missing.length ? "missing" : stay.identityCheckedAt ? "ready" : "unchecked";
      return [
        stay.id,
        {
          state,
          guestsEntered: entered,
          expected: stay.guests,
          missing,
          identityCheckedAt: stay.identityCheckedAt?.toISOString() ?? null,
          policeSentAt: stay.policeSentAt?.toISOString() ?? null,
        },
      ];
    }),
  );
}

/** Document numbers go 30 days after check-out; the rest of the guests' data goes with the stay. */
export async function eraseDocumentNumbersEndedBefore(cutoffDay: string): Promise<void> {
  const ended = getDb().select({ id: stays.id }).from(stays).where(lt(stays.checkOut, cutoffDay));
  await getDb()
    .update(stayGuests)
    .set({ documentNumberSealed: null })
    .where(and(isNotNull(stayGuests.documentNumberSealed), inArray(stayGuests.stayId, ended)));
}
