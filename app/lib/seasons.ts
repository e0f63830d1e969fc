import type { Season } from "./constants";

/**
 * The owner's seasons: the high season's first and last day ("MM-DD", both
 * included; the rest of the year is low) and the minimum stay of each. Stored as the site
 * setting "seasons" (app/features/availability/seasons.server.ts), edited in the panel's
 * "Disponibilità" tab, read by the prices and room pages and by the quote checks.
 */
export type Seasons = {
  highStart: string;
  highEnd: string;
  minNightsHigh: number;
  minNightsLow: number;
};

/** By default the high season is June–September, the rest low; no minimum stay. */
export const DEFAULT_SEASONS: Seasons = { highStart: "06-01", highEnd: "09-30", minNightsHigh: 1, minNightsLow: 1 };

export const MAX_MIN_NIGHTS = 30;

/** Whether "MM-DD" names a day of the year (29 February included). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [m, d] = [Number(match[1]), Number(match[2])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(m);
}

/** Days in a month of a leap year: "02-29" is a valid season limit. */
export function daysInMonth(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/**
 * The season of a night (YYYY-MM-DD). A high season may wrap the new year
 * (highStart after highEnd, e.g. 12-01 to 02-28).
 */
export function seasonOf(date: string, seasons: Seasons): Season {
  const md = date.slice(5, 10);
  const { highStart, highEnd } = seasons;
  const high = highStart <= highEnd ? md >= highStart && md <= highEnd : md >= highStart || md <= highEnd;
  return high ? "high" : "low";
}

/** The minimum stay of a request: the one of its check-in night's season. */
export function minNightsFor(checkIn: string, seasons: Seasons): number {
  return seasonOf(checkIn, seasons) === "high" ? seasons.minNightsHigh : seasons.minNightsLow;
}

function shiftMonthDay(md: string, days: number): string {
  const date = new Date(Date.UTC(2023, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5))) + days * 86_400_000);
  return `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

/** A season's first and last day ("MM-DD"); the low season is what the high one leaves. */
export function seasonBounds(season: Season, seasons: Seasons): { start: string; end: string } {
  if (season === "high") return { start: seasons.highStart, end: seasons.highEnd };
  return { start: shiftMonthDay(seasons.highEnd, 1), end: shiftMonthDay(seasons.highStart, -1) };
}
