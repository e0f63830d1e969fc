import { and, asc, between, inArray, isNull } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { touristTaxStays, type Stay, type TouristTaxStayRow } from "~/db/schema";
import { getSeasons } from "~/features/availability/seasons.server";
import { guestsOfStays } from "~/features/guests/guests.server";
import { readStoredSetting, storeSetting } from "~/features/settings/settings.server";
import { bookedArrivals, bookedStaysEndedBefore, findStay } from "~/features/stays/stay-records.server";
import { todayInItaly } from "~/lib/dates";
import { invalidField, notFound } from "~/lib/http-error";

import { touristTaxSettingsSchema } from "./reports.schema";
import {
  DEFAULT_TOURIST_TAX,
  EXEMPT_NIGHT_KINDS,
  ledgerFigures,
  NO_LEDGER_ENTRY,
  noExemptions,
  publicTax,
  sumTaxes,
  toCents,
  touristTaxOf,
  type ExemptionReason,
  type ExemptNights,
  type StayTaxView,
  type StayTouristTax,
  type TaxLedgerEntry,
  type TaxReport,
  type TaxReportStay,
  type TouristTaxSettings,
} from "./tourist-tax";

/**
 * The property's municipality as the police tables code it (PESCARA, PE). The business details
 * hold the city's name but no municipality code, and the house does not move: residents of this
 * municipality are the ones the rule may exempt.
 */
export const PROPERTY_MUNICIPALITY = "413068028";

/** The site setting holding the settings, as JSON. */
const KEY = "tourist_tax";

/** The owner's settings, or the default (off) when she has set none or the stored value is unreadable. */
export const getTouristTax = memoContent(async function getTouristTax(): Promise<TouristTaxSettings> {
  const stored = await readStoredSetting(KEY);
  if (stored === null) return DEFAULT_TOURIST_TAX;
  try {
    const parsed = touristTaxSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_TOURIST_TAX;
  } catch {
    return DEFAULT_TOURIST_TAX;
  }
});

/** Stores checked settings (PUT /api/settings/tourist-tax) and answers them as stored. */
export async function setTouristTax(settings: TouristTaxSettings): Promise<TouristTaxSettings> {
  await storeSetting(KEY, JSON.stringify(settings));
  return settings;
}

type TaxStay = Pick<Stay, "id" | "checkIn" | "checkOut" | "guests">;

const entryOf = (row: TouristTaxStayRow | undefined): TaxLedgerEntry =>
  row
    ? {
        exemptions: row.exemptions.map((e) => ({ guest: e.guest, reason: e.reason as ExemptionReason, note: e.note })),
        collected: row.collectedOn === null ? null : { amount: (row.collectedCents ?? 0) / 100, on: row.collectedOn },
        refused: row.refusedOn === null ? null : { on: row.refusedOn },
      }
    : NO_LEDGER_ENTRY;

/** The ledger's rows of these stays, by stay. */
async function ledgerRowsOf(stayIds: number[]): Promise<Map<number, TouristTaxStayRow>> {
  if (stayIds.length === 0) return new Map();
  const rows = await getDb().select().from(touristTaxStays).where(inArray(touristTaxStays.stayId, stayIds));
  return new Map(rows.map((row) => [row.stayId!, row]));
}

type StayTax = { tax: StayTouristTax; entry: TaxLedgerEntry };

/** Each stay's tax under the settings and seasons, with its guests' data and ledger read in one query each. */
async function taxesOf(list: TaxStay[], settings: TouristTaxSettings): Promise<Map<number, StayTax>> {
  const ids = list.map((s) => s.id);
  const [seasons, guests, ledger] = await Promise.all([getSeasons(), guestsOfStays(ids), ledgerRowsOf(ids)]);
  return new Map(
    list.map((stay) => {
      const entry = entryOf(ledger.get(stay.id));
      const tax = touristTaxOf(stay, guests.get(stay.id) ?? [], settings, seasons, PROPERTY_MUNICIPALITY, entry.exemptions);
      return [stay.id, { tax, entry }];
    }),
  );
}

const viewOf = ({ tax, entry }: StayTax): StayTaxView => ({ ...publicTax(tax), ...ledgerFigures(tax.amount, entry), entry });

/** A stay's tax for its page (GET /api/stays/{id}); null while the owner has the tax off. */
export async function stayTouristTax(stay: TaxStay): Promise<StayTaxView | null> {
  const settings = await getTouristTax();
  if (!settings.enabled) return null;
  return viewOf((await taxesOf([stay], settings)).get(stay.id)!);
}

/** What the pre-arrival e-mail asks to pay at the property, in cents; null when there is nothing to say. */
export async function touristTaxDueCents(stay: TaxStay): Promise<number | null> {
  const tax = await stayTouristTax(stay);
  return tax && tax.amount > 0 ? toCents(tax.amount) : null;
}

/**
 * PUT /api/stays/{id}/tourist-tax: the stay's ledger entry, whole. A guest marked exempt must be
 * one of the party; the answer is the stay's tax with it (also while the tax is off, so that the
 * owner sees what she recorded).
 */
export async function setStayTaxEntry(stayId: number, entry: TaxLedgerEntry): Promise<StayTaxView> {
  const stay = await findStay(getDb(), stayId);
  if (!stay) throw notFound();
  const outside = entry.exemptions.findIndex((e) => e.guest >= stay.guests);
  if (outside >= 0) throw invalidField(`exemptions.${outside}.guest`, "errors.taxExemptionGuest");
  const values = {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    exemptions: entry.exemptions,
    collectedCents: entry.collected ? toCents(entry.collected.amount) : null,
    collectedOn: entry.collected?.on ?? null,
    refusedOn: entry.refused?.on ?? null,
    updatedAt: new Date(),
  };
  await getDb()
    .insert(touristTaxStays)
    .values({ stayId, ...values })
    .onConflictDoUpdate({ target: touristTaxStays.stayId, set: values });
  const settings = await getTouristTax();
  return viewOf((await taxesOf([stay], settings)).get(stay.id)!);
}

/**
 * Before stays are erased: their tax figures are kept in the ledger for the Comune, without the
 * notes (which may name someone). Only stays that took place count: a booking erased before its
 * arrival owed nothing.
 */
async function keepTaxFigures(list: Stay[]): Promise<void> {
  const taken = list.filter((stay) => stay.status === "booked" && stay.checkIn <= todayInItaly());
  if (taken.length === 0) return;
  const taxes = await taxesOf(taken, await getTouristTax());
  for (const stay of taken) {
    const { tax, entry } = taxes.get(stay.id)!;
    const values = {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      exemptions: entry.exemptions.map((e) => ({ ...e, note: null })),
      collectedCents: entry.collected ? toCents(entry.collected.amount) : null,
      collectedOn: entry.collected?.on ?? null,
      refusedOn: entry.refused?.on ?? null,
      kept: { guests: tax.guests, taxableNights: tax.taxableNights, exemptNights: tax.exemptNights, amountCents: toCents(tax.amount) },
      updatedAt: new Date(),
    };
    await getDb()
      .insert(touristTaxStays)
      .values({ stayId: stay.id, ...values })
      .onConflictDoUpdate({ target: touristTaxStays.stayId, set: values });
  }
}

/** Before a stay is erased on the owner's request. */
export async function keepTaxFiguresOfStay(stayId: number): Promise<void> {
  const stay = await findStay(getDb(), stayId);
  if (stay) await keepTaxFigures([stay]);
}

/** Before the retention erases the stays that ended before `day`: all of them, a batch at a time. */
export async function keepTaxFiguresOfStaysEndedBefore(day: string): Promise<void> {
  const today = todayInItaly();
  for (let afterId = 0; ;) {
    const batch = await bookedStaysEndedBefore(day, today, afterId, 200);
    const kept = await ledgerRowsOf(batch.map((s) => s.id));
    await keepTaxFigures(batch.filter((stay) => !kept.get(stay.id)?.kept));
    if (batch.length < 200) return;
    afterId = batch.at(-1)!.id;
  }
}

/** Far more stays than four rooms can arrive in MAX_REPORT_DAYS: a bound, never reached. */
const MAX_REPORT_STAYS = 5000;

const keptExemptNights = (stored: Record<string, number>): ExemptNights => {
  const nights = noExemptions();
  for (const kind of EXEMPT_NIGHT_KINDS) nights[kind] = stored[kind] ?? 0;
  return nights;
};

/** The erased stays arriving from `from` to `to`: their kept figures. One range of the kept rows' index. */
async function erasedStays(from: string, to: string): Promise<TaxReportStay[]> {
  const rows = await getDb()
    .select()
    .from(touristTaxStays)
    .where(and(isNull(touristTaxStays.stayId), between(touristTaxStays.checkIn, from, to)))
    .orderBy(asc(touristTaxStays.checkIn), asc(touristTaxStays.id))
    .limit(MAX_REPORT_STAYS);
  return rows.flatMap((row) => {
    if (!row.kept) return [];
    const amount = row.kept.amountCents / 100;
    return [
      {
        stayId: null,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        roomName: null,
        leadName: null,
        guests: row.kept.guests,
        amount,
        taxableNights: row.kept.taxableNights,
        exemptNights: keptExemptNights(row.kept.exemptNights),
        ...ledgerFigures(amount, entryOf(row)),
        complete: true,
      },
    ];
  });
}

/**
 * The tax of the booked stays arriving from `from` to `to` (both included): a stay counts whole
 * in the period of its arrival, as the municipality's returns ask for the tax collected at
 * check-in. Computed with the settings as they are now, even while the tax is off, so that the
 * owner can check the figures before turning it on; each night under the rule of its own day.
 * Erased stays count with the figures kept when they were erased. One index range read on check-in.
 */
export async function touristTaxReport(from: string, to: string): Promise<TaxReport> {
  const [settings, rows, erased] = await Promise.all([getTouristTax(), bookedArrivals(from, to, MAX_REPORT_STAYS), erasedStays(from, to)]);
  const taxes = await taxesOf(
    rows.map((row) => row.stay),
    settings,
  );
  const live: TaxReportStay[] = rows.map(({ stay, roomName }) => {
    const { tax, entry } = taxes.get(stay.id)!;
    return {
      stayId: stay.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      roomName,
      leadName: stay.leadName,
      guests: tax.guests,
      ...publicTax(tax),
      ...ledgerFigures(tax.amount, entry),
      complete: tax.complete,
    };
  });
  const list = [...live, ...erased].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return { from, to, settings, stays: list, total: sumTaxes(list) };
}
