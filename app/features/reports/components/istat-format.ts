/** How the ISTAT tab writes days and months, and the look of its number cells. */
import { addDays } from "~/lib/dates";

import { monthBounds } from "../istat";

const dayFormat = new Intl.DateTimeFormat("it-IT", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" });
const dayMonthFormat = new Intl.DateTimeFormat("it-IT", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "gio 01/07" */
export const dayName = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "01/07" */
export const dayMonth = (date: string) => dayMonthFormat.format(new Date(`${date}T00:00:00Z`));
/** "luglio 2027" */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The month's first and last day, both included, as the region's sending and file take them. */
export function monthRange(month: string): { from: string; to: string } {
  const { first, next } = monthBounds(month);
  return { from: first, to: addDays(next, -1) };
}

/** A cell holding a number. */
export const NUM = "px-2 py-1.5 text-right tabular-nums";
