import { addDays, italyTime, todayInItaly } from "~/lib/dates";
import { numberFormat, smallNumber } from "~/lib/intl";
import { numericDate, shortDate } from "~/lib/italian";

/**
 * Dates as the owner reads them. Stay dates are calendar days stored as UTC midnight, so they
 * are read in UTC (in Rome they would still be the same day, but not everywhere); moments such
 * as "sent at" are shown in the B&B's own time zone. Written without Intl (lib/italian),
 * since the panel shows them as it hydrates.
 */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "12/06/2027" */
export function formatStayDate(value: Date | string): string {
  return numericDate(value);
}

/** "12/06/2027 – 15/06/2027" */
export function formatPeriod(checkIn: Date | string, checkOut: Date | string): string {
  return `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`;
}

export function nightsBetween(checkIn: Date | string, checkOut: Date | string): number {
  return Math.round((asDate(checkOut).getTime() - asDate(checkIn).getTime()) / 86_400_000);
}

/** "12 giu 2027" (day, short month, year), the day it was in Italy. */
export function formatShortDate(value: Date | string): string {
  return shortDate(todayInItaly(asDate(value)));
}

/** "850 KB", "12,4 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  const shown = mb < 100 ? Math.round(mb * 10) / 10 : Math.round(mb);
  return `${shown < 1000 ? smallNumber(shown, "it") : numberFormat("it-IT").format(shown)} MB`;
}

/** "12/06/2027 alle 14:32", in Italian time. */
export function formatMoment(value: Date | string): string {
  const moment = asDate(value);
  return `${numericDate(todayInItaly(moment))} alle ${italyTime(moment)}`;
}

/** A deadline as "le 21:00 di oggi", "le 03:00 di domani", "le 21:00 di ieri" or "le 21:00 del 12/06/2027", in Italian time. */
export function formatDeadline(value: Date | string, today: string): string {
  const moment = asDate(value);
  const day = todayInItaly(moment);
  const words: Record<string, string> = { [today]: "di oggi", [addDays(today, 1)]: "di domani", [addDays(today, -1)]: "di ieri" };
  return `le ${italyTime(moment)} ${words[day] ?? `del ${formatStayDate(day)}`}`;
}
