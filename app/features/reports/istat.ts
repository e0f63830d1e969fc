import { addDays } from "~/lib/dates";

/**
 * The month's count for ISTAT (the region's "movimento clienti"): guests arriving and nights
 * spent (presenze), day by day, by where the guests live: Italy's residents by region, the
 * others by country. Pure and browser-safe; the server finds each guest's origin.
 */

export type OriginKind = "region" | "country" | "unknown";
export type Origin = { origin: string; originKind: OriginKind };

/** Guests whose data is missing are counted here rather than left out of the figures. */
export const UNKNOWN_ORIGIN: Origin = { origin: "Provenienza sconosciuta", originKind: "unknown" };

export type IstatRow = { date: string } & Origin & { arrivals: number; departures: number; nights: number };
export type IstatTotal = Origin & { arrivals: number; departures: number; nights: number };

/** A stay whose guests were not all entered: its missing guests are the unknown origin. */
export type IstatMissingStay = { stayId: number; leadName: string; checkIn: string; checkOut: string };

/**
 * GET /api/reports/istat?month=YYYY-MM. `openDays`: the days the house was open (not every room
 * blocked, or someone there); `bedNights`: the beds available summed over the open days, the
 * capacity ISTAT's occupancy is measured against.
 */
export type IstatReport = {
  month: string;
  rows: IstatRow[];
  totals: IstatTotal[];
  openDays: number;
  bedNights: number;
  missingStays: IstatMissingStay[];
};

/** A stay as the count needs it: its dates, its party's size and the origin of each guest entered. */
export type IstatStay = { checkIn: string; checkOut: string; guests: number; origins: readonly Origin[] };

/** The month's first day and the first day of the next (YYYY-MM-DD), for "d >= first and d < next". */
export function monthBounds(month: string): { first: string; next: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
  return { first: `${month}-01`, next };
}

/** "Adempimenti › ISTAT"'s address: /admin/adempimenti/istat?mese=2027-07 */
export const ISTAT_PARAM = "mese";

/** The month a day is in ("2027-07-14" → "2027-07"). */
export const monthOf = (day: string) => day.slice(0, 7);

const KIND_ORDER: Record<OriginKind, number> = { region: 0, country: 1, unknown: 2 };
const byName = (a: Origin, b: Origin) => a.origin.localeCompare(b.origin, "it");

/**
 * Arrivals count on the check-in day, departures on the check-out day, nights on each night d with
 * checkIn <= d < checkOut, all only within the month: a stay across two months gives each month
 * its own nights. A stay whose
 * guests were not all entered counts the missing ones under UNKNOWN_ORIGIN. Rows only where
 * something happened, by date then origin; the month's totals with the regions first, then the
 * countries, then the unknown origin, as the forms list them.
 */
export function istatCount(month: string, stays: readonly IstatStay[]): Pick<IstatReport, "month" | "rows" | "totals"> {
  const { first, next } = monthBounds(month);
  const cells = new Map<string, IstatRow>();
  const add = (date: string, origin: Origin, arrivals: number, nights: number, departures = 0) => {
    const key = `${date}\u0000${origin.originKind}\u0000${origin.origin}`;
    const row = cells.get(key) ?? { date, ...origin, arrivals: 0, departures: 0, nights: 0 };
    row.arrivals += arrivals;
    row.departures += departures;
    row.nights += nights;
    cells.set(key, row);
  };

  for (const stay of stays) {
    const missing = Math.max(0, stay.guests - stay.origins.length);
    const party: Origin[] = [...stay.origins, ...Array.from({ length: missing }, () => UNKNOWN_ORIGIN)];
    if (stay.checkIn >= first && stay.checkIn < next) for (const origin of party) add(stay.checkIn, origin, 1, 0);
    if (stay.checkOut >= first && stay.checkOut < next) for (const origin of party) add(stay.checkOut, origin, 0, 0, 1);
    const from = stay.checkIn > first ? stay.checkIn : first;
    const until = stay.checkOut < next ? stay.checkOut : next;
    for (let night = from; night < until; night = addDays(night, 1)) for (const origin of party) add(night, origin, 0, 1);
  }

  const rows = [...cells.values()].sort((a, b) => (a.date === b.date ? byName(a, b) : a.date < b.date ? -1 : 1));
  const totals = new Map<string, IstatTotal>();
  for (const row of rows) {
    const key = `${row.originKind}\u0000${row.origin}`;
    const total = totals.get(key) ?? { origin: row.origin, originKind: row.originKind, arrivals: 0, departures: 0, nights: 0 };
    total.arrivals += row.arrivals;
    total.departures += row.departures;
    total.nights += row.nights;
    totals.set(key, total);
  }
  return {
    month,
    rows,
    totals: [...totals.values()].sort((a, b) => KIND_ORDER[a.originKind] - KIND_ORDER[b.originKind] || byName(a, b)),
  };
}

/** The month before or after ("2027-01", -1 → "2026-12"). */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
