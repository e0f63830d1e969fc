import { addDays } from "~/lib/dates";

/** Nights from `start` to `end` (the check-out day, not included), as YYYY-MM-DD. */
export type Range = { start: string; end: string };

/** Sorted, with overlapping and touching ranges joined: one stay repeated or split is one range. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else {
      out.push({ start: r.start, end: r.end });
    }
  }
  return out;
}

/** The parts of the ranges inside [from, to). */
export function clipRanges(ranges: readonly Range[], from: string, to: string): Range[] {
  const out: Range[] = [];
  for (const r of ranges) {
    const start = r.start < from ? from : r.start;
    const end = r.end > to ? to : r.end;
    if (end > start) out.push({ start, end });
  }
  return out;
}

export function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

export function sameRanges(a: readonly Range[], b: readonly Range[]): boolean {
  return a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);
}

/** Every night of the ranges (for a calendar), in order. */
export function nightsOf(range: Range): string[] {
  const nights: string[] = [];
  for (let night = range.start; night < range.end; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** "2026-07" → the month's first day, and the first day of the next one. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
