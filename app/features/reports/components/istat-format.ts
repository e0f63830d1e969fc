/** How the ISTAT tab writes days and months, and the look of its number cells. */
import { addDays } from "~/lib/dates";
import { monthYear } from "~/lib/italian";

import { monthBounds } from "../istat";

/** "luglio 2027" */
export const monthName = (month: string) => monthYear(`${month}-01`);

/** The month's first and last day, both included, as the region's sending and file take them. */
export function monthRange(month: string): { from: string; to: string } {
  const { first, next } = monthBounds(month);
  return { from: first, to: addDays(next, -1) };
}

/** A cell holding a number. */
export const NUM = "px-2 py-1.5 text-right tabular-nums";
