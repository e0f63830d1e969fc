import { adminQuotePath, adminStayPath } from "~/components/admin/addresses";
import { SOURCE_LABELS, type StaySource } from "~/features/availability/channels";
import type { OperationAnswer } from "~/lib/api-contract";
import { addDays } from "~/lib/dates";
import { monthYear } from "~/lib/italian";

import type { availabilityApi } from "../availability.api";
import type { CalendarEntry } from "../availability.types";
import { monthBounds } from "../ranges";
import { T } from "./texts";

export type { CalendarEntry, FeedView as Feed, FeedResult as SyncResult } from "../availability.types";

const TA = T.availability;

/** A room's imported calendars and its export address (availabilityApi.feeds). */
export type CalendarsAnswer = OperationAnswer<typeof availabilityApi.feeds>;

/** One source in the legend: its colour, its letter (never colour alone) and its name. */
export type Source = { key: string; name: string; symbol: string; colour: string };

/** Light fills that dark text reads well on and that differ from each other and from the two fixed sources. */
const FEED_COLOURS = ["#fecdd3", "#bfdbfe", "#fde68a", "#ddd6fe", "#99f6e4", "#fbcfe8", "#d9f99d", "#fed7aa"];
const STAY_SOURCE: Source = { key: "stay", name: TA.calendar.stay, symbol: "S", colour: "#86efac" };
const BLOCK_SOURCE: Source = { key: "block", name: TA.calendar.block, symbol: "M", colour: "#d6d3d1" };

export const feedKey = (feedId: number) => `feed:${feedId}`;

/**
 * The legend's sources: each feed (by its position in the room's list, so a feed keeps its colour
 * from month to month) with its initial, or a number when two feeds share one; then the
 * stays ("S": confirmed requests and the bookings the owner entered) and her blocks ("M").
 */
export function sourcesOf(feeds: readonly { id: number; name: string }[]): Source[] {
  const used = new Set([STAY_SOURCE.symbol, BLOCK_SOURCE.symbol]);
  let number = 1;
  const out: Source[] = feeds.map((feed, i) => {
    // Italian has no casing rules of its own, so toUpperCase() is the same, without starting ICU.
    const initial = feed.name.trim().charAt(0).toUpperCase();
    let symbol = initial;
    if (!/\p{L}/u.test(initial) || used.has(initial)) {
      while (used.has(String(number))) number++;
      symbol = String(number);
    }
    used.add(symbol);
    return { key: feedKey(feed.id), name: feed.name, symbol, colour: FEED_COLOURS[i % FEED_COLOURS.length]! };
  });
  return [...out, STAY_SOURCE, BLOCK_SOURCE];
}

export function sourceKeyOf(entry: CalendarEntry): string {
  return entry.kind === "feed" ? feedKey(entry.feedId) : entry.kind;
}

/** The words for one entry's source: "Airbnb", "Richiesta n. 12 (Mario Rossi)", "Blocco: lavori". */
export function entryLabel(entry: CalendarEntry): string {
  if (entry.kind === "feed") return entry.feedName;
  if (entry.kind === "stay") {
    return entry.quoteId !== null
      ? TA.calendar.quoteSource(entry.quoteId, entry.guestName)
      : TA.calendar.staySource(SOURCE_LABELS[entry.source as StaySource] ?? "", entry.guestName);
  }
  return TA.calendar.blockSource(entry.note);
}

/** A stay's link: the request it came from, or the stay itself. */
export const stayHref = (entry: { stayId: number; quoteId: number | null }) =>
  entry.quoteId !== null ? adminQuotePath(entry.quoteId) : adminStayPath(entry.stayId);

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Luglio 2026" */
export function monthTitle(month: string): string {
  const text = monthYear(`${month}-01`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const nightsBetween = (start: string, end: string) => Math.round((utc(end).getTime() - utc(start).getTime()) / 86_400_000);

/** The weeks of a month, Monday first; null for the days of the neighbouring months. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthBounds(month);
  const lead = (utc(from).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The entries covering the night that starts on `day`. */
export function entriesOn(entries: readonly CalendarEntry[], day: string): CalendarEntry[] {
  return entries.filter((e) => e.start <= day && day < e.end);
}

/** "MM-DD" ↔ day and month numbers. */
export function splitMonthDay(value: string): { day: number; month: number } {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  return match ? { month: Number(match[1]), day: Number(match[2]) } : { month: 1, day: 1 };
}

export function joinMonthDay(day: number, month: number): string {
  return `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
