const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight UTC of a month's last Sunday (monthIndex 0-11). */
function lastSunday(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * Italy's clock at a moment, read with getUTC*(): the moment moved by Italy's offset. Italy keeps
 * the EU's rule (Directive 2000/84/EC; Italy's own law since 1996): summer time (UTC+2) from 01:00
 * UTC on March's last Sunday to 01:00 UTC on October's last Sunday, UTC+1 otherwise. Written
 * out rather than asked of Intl because the panel reads Italy's clock as it hydrates, and a
 * phone's first Intl formatter costs tens of milliseconds of main thread; its test holds it to
 * the time-zone database, so a change of the rule fails there first.
 */
function italyWall(moment: Date): Date {
  const ms = moment.getTime();
  const year = moment.getUTCFullYear();
  const summer = ms >= lastSunday(year, 2) + HOUR_MS && ms < lastSunday(year, 9) + HOUR_MS;
  return new Date(ms + (summer ? 2 : 1) * HOUR_MS);
}

/** Today's date (YYYY-MM-DD) where the B&B is, whatever the server's or the browser's time zone. */
export function todayInItaly(now: Date = new Date()): string {
  return italyWall(now).toISOString().slice(0, 10);
}

/** Italy's date and hour of a moment, whatever the server's or the browser's time zone. */
export function italyClock(now: Date = new Date()): { day: string; hour: number } {
  const wall = italyWall(now);
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/** Italy's wall-clock time of a moment, "HH:MM" (or "HH:MM:SS"), whatever the server's or the browser's time zone. */
export function italyTime(moment: Date, { seconds = false } = {}): string {
  return italyWall(moment)
    .toISOString()
    .slice(11, seconds ? 19 : 16);
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
