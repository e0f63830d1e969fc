import { addDays } from "~/lib/dates";

import { EXEMPT_NIGHT_KINDS, quarterName, quarterRange, type ExemptNights } from "../tourist-tax";
import { T } from "./texts";

/** How the tourist tax's screens write money, days and exempt nights, and read the euros typed. */

/** 1.5 → "1,50", as the owner writes euros. */
export const euroText = (n: number) => n.toFixed(2).replace(".", ",");

/** A number when it reads as one ("1,5", "2"); else the text as typed, for the server to refuse under its field. */
export const typedNumber = (text: string): number | string =>
  /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(",", ".")) : text;

/** The kinds of exempt nights that have any, each as "3 per età". */
export function exemptLines(nights: ExemptNights): string[] {
  return EXEMPT_NIGHT_KINDS.filter((kind) => nights[kind] > 0).map((kind) => `${nights[kind]} ${T.taxTab.exemptKinds[kind]}`);
}

/** The quarter whose payment is the next to make: the last one that ended before today. */
export const lastEndedQuarter = (today: string) => quarterName(addDays(quarterRange(quarterName(today)).from, -1));
