import { memoContent } from "~/db/content-memo.server";
import type { Stay } from "~/db/schema";
import { getSeasons } from "~/features/availability/seasons.server";
import { guestsOfStays } from "~/features/guests/guests.server";
import { readStoredSetting, storeSetting } from "~/features/settings/settings.server";
import { bookedArrivals } from "~/features/stays/stay-records.server";
import { todayInItaly } from "~/lib/dates";
import type { FieldErrors } from "~/lib/validation";
import { fieldErrors } from "~/lib/validation.server";

import { taxReportQuerySchema, touristTaxRuleSchema } from "./reports.schema";
import {
  DEFAULT_TOURIST_TAX_RULE,
  publicTax,
  quarterOf,
  sumTaxes,
  TAX_PARAMS,
  toCents,
  touristTaxOf,
  type StayTouristTax,
  type TaxReport,
  type TaxReportStay,
  type TouristTax,
  type TouristTaxRule,
} from "./tourist-tax";

/**
 * The property's municipality as the police tables code it (PESCARA, PE). The business details
 * hold the city's name but no municipality code, and the house does not move: residents of this
 * municipality are the ones the rule may exempt.
 */
export const PROPERTY_MUNICIPALITY = "413068028";

/** The site setting holding the rule, as JSON. */
const KEY = "tourist_tax";

/** The owner's rule, or the default (off) when she has set none or the stored value is unreadable. */
export const getTouristTaxRule = memoContent(async function getTouristTaxRule(): Promise<TouristTaxRule> {
  const stored = await readStoredSetting(KEY);
  if (stored === null) return DEFAULT_TOURIST_TAX_RULE;
  try {
    const parsed = touristTaxRuleSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_TOURIST_TAX_RULE;
  } catch {
    return DEFAULT_TOURIST_TAX_RULE;
  }
});

/** Stores a checked rule (PUT /api/settings/tourist-tax) and answers it as stored. */
export async function setTouristTaxRule(rule: TouristTaxRule): Promise<TouristTaxRule> {
  await storeSetting(KEY, JSON.stringify(rule));
  return rule;
}

type TaxStay = Pick<Stay, "id" | "checkIn" | "checkOut" | "guests">;

/** Each stay's tax under the current rule and seasons, with its guests' data read in one query. */
async function taxesOf(list: TaxStay[], rule: TouristTaxRule): Promise<Map<number, StayTouristTax>> {
  const [seasons, guests] = await Promise.all([getSeasons(), guestsOfStays(list.map((s) => s.id))]);
  return new Map(list.map((stay) => [stay.id, touristTaxOf(stay, guests.get(stay.id) ?? [], rule, seasons, PROPERTY_MUNICIPALITY)]));
}

/** A stay's tax for its page (GET /api/stays/{id}); null while the owner has the rule off. */
export async function stayTouristTax(stay: TaxStay): Promise<TouristTax | null> {
  const rule = await getTouristTaxRule();
  if (!rule.enabled) return null;
  return publicTax((await taxesOf([stay], rule)).get(stay.id)!);
}

/** What the pre-arrival e-mail asks to pay at the property, in cents; null when there is nothing to say. */
export async function touristTaxDueCents(stay: TaxStay): Promise<number | null> {
  const tax = await stayTouristTax(stay);
  return tax && tax.amount > 0 ? toCents(tax.amount) : null;
}

/** Far more stays than four rooms can arrive in MAX_REPORT_DAYS: a bound, never reached. */
const MAX_REPORT_STAYS = 5000;

/**
 * The tax of the booked stays arriving from `from` to `to` (both included): a stay counts whole
 * in the period of its arrival, as the municipality's returns ask for the tax collected at
 * check-in. Computed with the rule as it is now, even while it is off, so that the owner can
 * check the figures before turning it on. One index range read on check-in.
 */
export async function touristTaxReport(from: string, to: string): Promise<TaxReport> {
  const [rule, rows] = await Promise.all([getTouristTaxRule(), bookedArrivals(from, to, MAX_REPORT_STAYS)]);
  const taxes = await taxesOf(
    rows.map((row) => row.stay),
    rule,
  );
  const list: TaxReportStay[] = rows.map(({ stay, roomName }) => {
    const tax = taxes.get(stay.id)!;
    return {
      stayId: stay.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      roomName,
      leadName: stay.leadName,
      guests: tax.guests,
      ...publicTax(tax),
      complete: tax.complete,
    };
  });
  return { from, to, rule, stays: list, total: sumTaxes(list) };
}

/** "Adempimenti › Imposta di soggiorno": the period asked in the address (?dal=&al=), else the current quarter. */
export type TaxTabData = { from: string; to: string; report: TaxReport | null; errors: FieldErrors };

export async function touristTaxTabData(search: URLSearchParams, today = todayInItaly()): Promise<TaxTabData> {
  const quarter = quarterOf(today);
  const from = search.get(TAX_PARAMS.from) ?? quarter.from;
  const to = search.get(TAX_PARAMS.to) ?? quarter.to;
  const parsed = taxReportQuerySchema.safeParse({ from, to });
  if (!parsed.success) return { from, to, report: null, errors: fieldErrors(parsed.error, "it") };
  return { from, to, report: await touristTaxReport(parsed.data.from, parsed.data.to), errors: {} };
}
