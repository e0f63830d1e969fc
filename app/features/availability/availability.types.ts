/** The shapes the availability API answers with, shared by the server and the panel. */

/** One thing that takes a room's nights, with where it comes from (the panel's calendar, a 409). End exclusive. */
export type CalendarEntry =
  | { kind: "feed"; start: string; end: string; feedId: number; feedName: string }
  | { kind: "stay"; start: string; end: string; stayId: number; quoteId: number | null; source: string; guestName: string }
  | { kind: "block"; start: string; end: string; blockId: number; note: string | null };

/** A feed as GET /api/rooms/{id}/calendars shows it. */
export type FeedView = {
  id: number;
  name: string;
  url: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  events: number;
  /** No good fetch for 6 hours (or never, 6 hours after it was added). */
  stale: boolean;
};

/** One feed's outcome of POST /api/rooms/{id}/calendars/sync. */
export type FeedResult = {
  id: number;
  name: string;
  ok: boolean;
  events: number;
  error: string | null;
  lastSuccessAt: string | null;
  /** Whether the nights the feed takes changed with this fetch. */
  changed: boolean;
};
