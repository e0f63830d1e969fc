import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { feedRanges, roomBlocks, roomExports, roomFeeds, type RoomFeed } from "~/db/schema";
import { SOURCE_LABELS, type StaySource } from "~/features/availability/channels";
import { findRoom, findRoomBySlug, listRooms } from "~/features/rooms/rooms.server";
import { addDays, todayInItaly } from "~/lib/dates";
import { HttpError, notFound } from "~/lib/http-error";

import { MAX_RANGE_DAYS, type BlockInput, type FeedsInput } from "./availability.schema";
import type { CalendarEntry, FeedView } from "./availability.types";
import { clipRanges, mergeRanges, monthBounds, type Range } from "./ranges";

export type { Range } from "./ranges";
export type { CalendarEntry, FeedView } from "./availability.types";

/** A feed with no good fetch for this long is flagged in the panel. */
export const STALE_AFTER_MS = 6 * 3600_000;

async function roomById(id: number) {
  const room = await findRoom(getDb(), id);
  if (!room) throw notFound();
  return room;
}

/**
 * Everything that takes a room's nights in [from, to): each source's ranges, not merged.
 * One statement of three index range reads bounded by the window, whatever the history:
 * feed_ranges by (room_id, start_date) (a sync drops its feed's nights older than a month),
 * room_blocks by (room_id, end_date), stays by the partial index of booked ones (room_id, check_out).
 */
export async function roomCalendar(roomId: number, from: string, to: string): Promise<CalendarEntry[]> {
  const room = await roomById(roomId);
  return entriesOf(getDb(), room.id, from, to);
}

type EntryRow = { kind: string; start: string; end: string; ref: number; label: string | null; name: string | null; quote: number | null };

export async function entriesOf(executor: Executor, roomId: number, from: string, to: string, excludeStayId = 0): Promise<CalendarEntry[]> {
  const rows = (await executor.execute(sql`
    select 'feed' as kind, r.start_date::text as start, r.end_date::text as "end", r.feed_id as ref, f.name as label, null as name, null::int as quote
      from feed_ranges r join room_feeds f on f.id = r.feed_id
      where r.room_id = ${roomId} and r.start_date < ${to}::date and r.end_date > ${from}::date
    union all
    select 'block', b.start_date::text, b.end_date::text, b.id, b.note, null, null
      from room_blocks b
      where b.room_id = ${roomId} and b.end_date > ${from}::date and b.start_date < ${to}::date
    union all
    select 'stay', s.check_in::text, s.check_out::text, s.id, s.source, s.lead_name, s.quote_id
      from stays s
      where s.room_id = ${roomId} and s.status = 'booked' and s.id <> ${excludeStayId}
        and s.check_out > ${from}::date and s.check_in < ${to}::date
  `)) as unknown as { rows: EntryRow[] };
  const entries = rows.rows.map((row): CalendarEntry => {
    if (row.kind === "feed") return { kind: "feed", start: row.start, end: row.end, feedId: Number(row.ref), feedName: row.label ?? "" };
    if (row.kind === "block") return { kind: "block", start: row.start, end: row.end, blockId: Number(row.ref), note: row.label };
    return {
      kind: "stay",
      start: row.start,
      end: row.end,
      stayId: Number(row.ref),
      quoteId: row.quote === null ? null : Number(row.quote),
      source: row.label ?? "other",
      guestName: row.name ?? "",
    };
  });
  return entries.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/**
 * The nights an active room is taken in [from, to), merged, with no source and no guest data
 * (the room page, GET /api/rooms/{slug}/availability); null when there is no such room.
 */
export async function publicBusyOfSlug(slug: string, from: string, to: string): Promise<Range[] | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 50) return null;
  const room = await findRoomBySlug(getDb(), slug);
  if (!room?.isActive) return null;
  return clipRanges(mergeRanges(await entriesOf(getDb(), room.id, from, to)), from, to);
}

/**
 * Whether each active room is free on every night of [from, to): the active rooms (read once per
 * content version), then one statement for all of them, three index reads per room.
 */
export async function freeRooms(from: string, to: string): Promise<{ slug: string; name: string; maxGuests: number; free: boolean }[]> {
  const active = [...(await listRooms())].sort((a, b) => a.id - b.id);
  if (active.length === 0) return [];
  const ids = sql.join(
    active.map((room) => sql`(${room.id}::int)`),
    sql`, `,
  );
  const result = (await getDb().execute(sql`
    select r.id from (values ${ids}) as r(id) where
      exists (select 1 from feed_ranges f where f.room_id = r.id and f.start_date < ${to}::date and f.end_date > ${from}::date)
      or exists (select 1 from room_blocks b where b.room_id = r.id and b.end_date > ${from}::date and b.start_date < ${to}::date)
      or exists (select 1 from stays s where s.room_id = r.id and s.status = 'booked'
                   and s.check_out > ${from}::date and s.check_in < ${to}::date)
  `)) as unknown as { rows: { id: number }[] };
  const busy = new Set(result.rows.map((r) => Number(r.id)));
  return active.map((room) => ({ slug: room.slug, name: room.name, maxGuests: room.maxGuests, free: !busy.has(room.id) }));
}

/** A conflict as the panel lists it: "Airbnb", "Richiesta #12 (Mario Rossi)", "Blocco: lavori". */
export function sourceOf(entry: CalendarEntry): string {
  if (entry.kind === "feed") return entry.feedName;
  if (entry.kind === "stay") {
    if (entry.quoteId !== null) return `Richiesta #${entry.quoteId} (${entry.guestName})`;
    return `Soggiorno #${entry.stayId} ${SOURCE_LABELS[entry.source as StaySource]} (${entry.guestName})`;
  }
  return entry.note ? `Blocco: ${entry.note}` : "Blocco manuale";
}

// ——— Feeds ———

export function feedView(feed: RoomFeed, now = Date.now()): FeedView {
  const since = (feed.lastSuccessAt ?? feed.createdAt).getTime();
  return {
    id: feed.id,
    name: feed.name,
    url: feed.url,
    lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
    lastError: feed.lastError,
    events: feed.events,
    stale: now - since > STALE_AFTER_MS,
  };
}

export async function feedsOfRoom(roomId: number): Promise<RoomFeed[]> {
  await roomById(roomId);
  return getDb().select().from(roomFeeds).where(eq(roomFeeds.roomId, roomId)).orderBy(asc(roomFeeds.position), asc(roomFeeds.id));
}

/**
 * Replaces the room's list of feeds. A feed whose address is unchanged keeps its data and
 * history (renamed if need be); a removed one takes its nights with it; a new one is due now.
 */
export async function setFeeds(roomId: number, input: FeedsInput): Promise<RoomFeed[]> {
  await roomById(roomId);
  await getDb().transaction(async (tx) => {
    const existing = await tx.select().from(roomFeeds).where(eq(roomFeeds.roomId, roomId)).for("update");
    const byUrl = new Map(existing.map((f) => [f.url, f]));
    const kept = new Set<number>();
    for (const [position, feed] of input.feeds.entries()) {
      const old = byUrl.get(feed.url);
      if (old && !kept.has(old.id)) {
        kept.add(old.id);
        await tx.update(roomFeeds).set({ name: feed.name, position }).where(eq(roomFeeds.id, old.id));
      } else {
        const [row] = await tx
          .insert(roomFeeds)
          .values({ roomId, name: feed.name, url: feed.url, position })
          .returning({ id: roomFeeds.id });
        kept.add(row!.id);
      }
    }
    const gone = existing.filter((f) => !kept.has(f.id)).map((f) => f.id);
    if (gone.length) await tx.delete(roomFeeds).where(inArray(roomFeeds.id, gone));
  });
  return feedsOfRoom(roomId);
}

// ——— Blocks ———

export type BlockView = { id: number; roomId: number; start: string; end: string; note: string | null };

export async function addBlock(roomId: number, input: BlockInput): Promise<BlockView> {
  await roomById(roomId);
  const [row] = await getDb()
    .insert(roomBlocks)
    .values({ roomId, startDate: input.start, endDate: input.end, note: input.note })
    .returning();
  return { id: row!.id, roomId, start: row!.startDate, end: row!.endDate, note: row!.note };
}

export async function removeBlock(roomId: number, blockId: number): Promise<void> {
  const deleted = await getDb()
    .delete(roomBlocks)
    .where(and(eq(roomBlocks.id, blockId), eq(roomBlocks.roomId, roomId)))
    .returning({ id: roomBlocks.id });
  if (deleted.length === 0) throw notFound();
}

/** The room's blocks that end after `from`, in order (the panel's list). */
export async function blocksOfRoom(roomId: number, from: string): Promise<BlockView[]> {
  await roomById(roomId);
  const rows = await getDb()
    .select()
    .from(roomBlocks)
    .where(and(eq(roomBlocks.roomId, roomId), gt(roomBlocks.endDate, from)))
    .orderBy(asc(roomBlocks.startDate))
    .limit(200);
  return rows.map((b) => ({ id: b.id, roomId, start: b.startDate, end: b.endDate, note: b.note }));
}

// ——— Export token ———

const newToken = () => randomBytes(24).toString("base64url");

/** The room's export secret, made on first use. */
export async function exportTokenOf(roomId: number): Promise<string> {
  await roomById(roomId);
  const db = getDb();
  await db.insert(roomExports).values({ roomId, token: newToken() }).onConflictDoNothing({ target: roomExports.roomId });
  const [row] = await db.select({ token: roomExports.token }).from(roomExports).where(eq(roomExports.roomId, roomId));
  return row!.token;
}

/** A new secret: the old export address stops working at once. */
export async function regenerateExportToken(roomId: number): Promise<string> {
  await roomById(roomId);
  const token = newToken();
  await getDb()
    .insert(roomExports)
    .values({ roomId, token })
    .onConflictDoUpdate({ target: roomExports.roomId, set: { token, createdAt: new Date() } });
  return token;
}

export async function roomOfToken(token: string): Promise<{ id: number; slug: string; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await getDb().select({ roomId: roomExports.roomId }).from(roomExports).where(eq(roomExports.token, token)).limit(1);
  const room = row && (await findRoom(getDb(), row.roomId));
  return room ? { id: room.id, slug: room.slug, name: room.name } : null;
}

// ——— What other features ask ———

/** The owner's blocks of a room overlapping [from, to), by start (the calendar export, stays/calendar-export.server.ts). */
export async function blocksBetween(roomId: number, from: string, to: string): Promise<{ id: number; start: string; end: string }[]> {
  return getDb()
    .select({ id: roomBlocks.id, start: roomBlocks.startDate, end: roomBlocks.endDate })
    .from(roomBlocks)
    .where(and(eq(roomBlocks.roomId, roomId), gt(roomBlocks.endDate, from), sql`${roomBlocks.startDate} < ${to}`))
    .orderBy(asc(roomBlocks.startDate));
}

export type FeedRangeOnDay = { roomId: number; start: string; end: string; feedName: string };

/**
 * The channels' imported ranges that begin or end on `date`, by room and start: the day's
 * movements nobody registered (stays/movements.server.ts keeps those no booked stay matches).
 */
export async function feedRangesOn(date: string): Promise<FeedRangeOnDay[]> {
  return getDb()
    .select({ roomId: feedRanges.roomId, start: feedRanges.startDate, end: feedRanges.endDate, feedName: roomFeeds.name })
    .from(feedRanges)
    .innerJoin(roomFeeds, eq(roomFeeds.id, feedRanges.feedId))
    .where(or(eq(feedRanges.startDate, date), eq(feedRanges.endDate, date)))
    .orderBy(asc(feedRanges.roomId), asc(feedRanges.startDate));
}

export const roomBusyError = (conflicts: CalendarEntry[]) =>
  new HttpError(409, "room_busy", "errors.roomBusy", undefined, undefined, {
    conflicts: conflicts.map((c) => ({
      kind: c.kind,
      source: sourceOf(c),
      start: c.start,
      end: c.end,
      ...(c.kind === "stay" ? { stayId: c.stayId, ...(c.quoteId !== null ? { quoteId: c.quoteId } : {}) } : {}),
    })),
  });

/** The blocks of every room overlapping the days from `from` to `to` (both included): one index range per room. */
export async function blocksOverlapping(
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<{ roomId: number; start: string; end: string }[]> {
  const rows = await Promise.all(
    roomIds.map((roomId) =>
      getDb()
        .select({ roomId: roomBlocks.roomId, start: roomBlocks.startDate, end: roomBlocks.endDate })
        .from(roomBlocks)
        .where(and(eq(roomBlocks.roomId, roomId), gt(roomBlocks.endDate, from), lte(roomBlocks.startDate, to))),
    ),
  );
  return rows.flat();
}

// ——— The panel's views of a room, as the API answers them and as Disponibilità first shows them ———

/** The room's export address, read by Airbnb and Booking.com: `origin` is PUBLIC_URL or the request's own. */
export async function exportUrlOf(roomId: number, origin: string): Promise<string> {
  return `${origin}/api/calendars/${await exportTokenOf(roomId)}.ics`;
}

/** The room's imported calendars with their state, and its export address. */
export async function calendarsOf(roomId: number, origin: string): Promise<{ feeds: FeedView[]; exportUrl: string }> {
  const feeds = await feedsOfRoom(roomId);
  return { feeds: feeds.map((f) => feedView(f)), exportUrl: await exportUrlOf(roomId, origin) };
}

/** The room's blocks not over before a year ago (the panel hides those already over). */
export const recentBlocksOfRoom = (roomId: number): Promise<BlockView[]> => blocksOfRoom(roomId, addDays(todayInItaly(), -MAX_RANGE_DAYS));

/**
 * What Disponibilità shows of its first room, read with the page: the same answers its reads
 * give, so that the section opens complete, with nothing fetched after load and nothing moving.
 */
export async function roomAvailabilityView(roomId: number, origin: string) {
  const month = todayInItaly().slice(0, 7);
  const { from, to } = monthBounds(month);
  const [calendars, entries, blocks] = await Promise.all([
    calendarsOf(roomId, origin),
    roomCalendar(roomId, from, to),
    recentBlocksOfRoom(roomId),
  ]);
  return { roomId, month, calendars, calendar: { from, to, entries }, blocks };
}

export type RoomAvailabilityView = Awaited<ReturnType<typeof roomAvailabilityView>>;
