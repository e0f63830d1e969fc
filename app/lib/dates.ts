import { TIME_ZONE } from "./constants";
import { dateFormat } from "./intl";

const DAY_MS = 86_400_000;

/** Today's date (YYYY-MM-DD) where the B&B is, whatever the server's time zone. */
export function todayInItaly(now: Date = new Date()): string {
  return dateFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * Italy's date and hour of a moment, whatever the server's time zone. The formatter is made on
 * first use (dateFormat keeps it): the public pages' script imports this module, and a formatter
 * built as it loads would cost a phone ICU's start-up on every page.
 */
export function italyClock(now: Date = new Date()): { day: string; hour: number } {
  const hour = dateFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" }).format(now);
  return { day: todayInItaly(now), hour: Number(hour) };
}

/** Italy's wall-clock time of a moment, "HH:MM", whatever the server's or the browser's time zone. */
export function italyTime(moment: Date): string {
  return dateFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(moment);
}

/**
 * The moment Italy's clocks show `day` at hour:minute (UTC+1 in winter, UTC+2 in summer). An hour
 * the clocks skip in March is taken in winter time (02:30 becomes 03:30 summer time).
 */
export function italyWallTime(day: string, hour: number, minute: number): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offset of [1, 2]) {
    const guess = new Date(midnightUtc + ((hour - offset) * 60 + minute) * 60_000);
    const clock = italyClock(guess);
    if (clock.day === day && clock.hour === hour) return guess;
  }
  return new Date(midnightUtc + ((hour - 1) * 60 + minute) * 60_000);
}

/** Parses a calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) to UTC midnight. */
export function parseCalendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date;
}

/** A calendar date held as UTC midnight (parseCalendarDate's, a request's dates) written back as YYYY-MM-DD. */
export const calendarDayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Whether a value is a calendar date that exists, written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== undefined;
}

export function addDays(date: string, days: number): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return new Date(parsed.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}
