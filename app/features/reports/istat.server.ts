import type { GuestData } from "~/features/guests/guest-types";
import { guestsOfStays } from "~/features/guests/guests.server";
import { anyPlace, ITALY, regionOf } from "~/features/guests/tables.server";
import { bookedStaysOverlapping } from "~/features/stays/stay-records.server";
import { todayInItaly } from "~/lib/dates";
import type { FieldErrors } from "~/lib/validation";
import { fieldErrors } from "~/lib/validation.server";

import { ISTAT_PARAM, istatCount, monthBounds, monthOf, UNKNOWN_ORIGIN, type IstatReport, type Origin } from "./istat";
import { istatQuerySchema } from "./reports.schema";

/** Four rooms cannot hold more stays overlapping one month than this: a bound, never reached. */
const MAX_MONTH_STAYS = 2000;

/**
 * Where a guest comes from for ISTAT: Italy's residents by the region of their municipality,
 * the others by their country, named as the portals' tables name it ("GERMANIA").
 */
export function originOf(guest: Pick<GuestData, "residenceCountry" | "residencePlace">): Origin {
  if (guest.residenceCountry === ITALY) {
    const region = guest.residencePlace ? regionOf(guest.residencePlace) : undefined;
    return region ? { origin: region, originKind: "region" } : UNKNOWN_ORIGIN;
  }
  const country = anyPlace(guest.residenceCountry);
  return country?.kind === "stato" ? { origin: country.name, originKind: "country" } : UNKNOWN_ORIGIN;
}

/**
 * The month's arrivals and nights by origin (GET /api/reports/istat?month=YYYY-MM): the booked
 * stays overlapping the month. Their check-in lies within the month or at most the longest stay
 * before it, so the read is one range of the check-in index, however long the history grows.
 */
export async function istatReport(month: string): Promise<IstatReport> {
  const { first, next } = monthBounds(month);
  const rows = await bookedStaysOverlapping(first, next, MAX_MONTH_STAYS);
  const guests = await guestsOfStays(rows.map((r) => r.id));
  return istatCount(
    month,
    rows.map((stay) => ({ ...stay, origins: (guests.get(stay.id) ?? []).map(originOf) })),
  );
}

/** "Adempimenti › ISTAT": the month asked in the address (?mese=), else the current one. */
export type IstatTabData = { month: string; report: IstatReport | null; errors: FieldErrors };

export async function istatTabData(search: URLSearchParams, today = todayInItaly()): Promise<IstatTabData> {
  const month = search.get(ISTAT_PARAM) ?? monthOf(today);
  const parsed = istatQuerySchema.safeParse({ month });
  if (!parsed.success) return { month, report: null, errors: fieldErrors(parsed.error, "it") };
  return { month: parsed.data.month, report: await istatReport(parsed.data.month), errors: {} };
}
