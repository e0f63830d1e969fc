import { TIME_ZONE } from "~/lib/constants";
import { addDays, italyTime, todayInItaly } from "~/lib/dates";

/**
 * Dates as the owner reads them. Stay dates are calendar days stored as UTC midnight, so they
 * are formatted in UTC (in Rome they would still be the same day, but not everywhere);
 * moments such as "sent at" are shown in the B&B's own time zone.
 */
const stayDate = new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const moment = new Intl.DateTimeFormat("it-IT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** "12/06/2027" */
export function formatStayDate(value: Date | string): string {
  return stayDate.format(asDate(value));
}

/** "12/06/2027 – 15/06/2027" */
export function formatPeriod(checkIn: Date | string, checkOut: Date | string): string {
  return `${formatStayDate(checkIn)} – ${formatStayDate(checkOut)}`;
}

export function nightsBetween(checkIn: Date | string, checkOut: Date | string): number {
  return Math.round((asDate(checkOut).getTime() - asDate(checkIn).getTime()) / 86_400_000);
}

/** "12 giu 2027" (day, short month, year). */
export function formatShortDate(value: Date | string): string {
  return shortDate.format(asDate(value));
}

/** "850 KB", "12,4 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString("it-IT", { maximumFractionDigits: mb < 100 ? 1 : 0 })} MB`;
}

/** "12/06/2027 alle 14:32", in Italian time. */
export function formatMoment(value: Date | string): string {
  const parts = moment.formatToParts(asDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} alle ${get("hour")}:${get("minute")}`;
}

/** A deadline as "le 21:00 di oggi", "le 03:00 di domani", "le 21:00 di ieri" or "le 21:00 del 12/06/2027", in Italian time. */
export function formatDeadline(value: Date | string, today: string): string {
  const moment = asDate(value);
  const day = todayInItaly(moment);
  const words: Record<string, string> = { [today]: "di oggi", [addDays(today, 1)]: "di domani", [addDays(today, -1)]: "di ieri" };
  return `le ${italyTime(moment)} ${words[day] ?? `del ${formatStayDate(day)}`}`;
}
