import { and, asc, eq, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { bumpContentVersion } from "~/db/content-version.server";
import { feedRanges, roomFeeds, type RoomFeed } from "~/db/schema";
import { LIMITS } from "~/lib/constants";
import { addDays, todayInItaly } from "~/lib/dates";
import { startPoller, type Poller } from "~/lib/poller.server";

import type { FeedResult } from "./availability.types";
import { FeedError, fetchFeed, parseFeed } from "./ical-import.server";
import { clipRanges, sameRanges, type Range } from "./ranges";

/** How long a process holds a feed it is fetching: more than a fetch's 15 s and the writing. */
const CLAIM_MS = 120_000;

export type SyncOptions = { intervalMs: number; timeoutMs?: number; now?: () => Date };

/** The next fetch: the interval with ±10 % jitter, so feeds and processes spread out. */
const nextSync = (now: Date, intervalMs: number) => new Date(now.getTime() + intervalMs * (0.9 + Math.random() * 0.2));

/**
 * The nights kept from a feed: from a month ago to as far as a guest may ask. What lies
 * beyond (a channel's "not available" window that moves forward every day) is no change.
 */
function window(now: Date): { from: string; to: string } {
  const today = todayInItaly(now);
  return { from: addDays(today, -31), to: addDays(today, LIMITS.quoteHorizonDays + LIMITS.maxNights + 1) };
}

/**
 * Fetches one feed and, when it was good, replaces its nights in one transaction (only if
 * they changed: the same stays with new UIDs or stamps write nothing). A bad fetch keeps the
 * last good nights and records why, in Italian.
 */
export async function syncFeed(feed: RoomFeed, options: SyncOptions): Promise<FeedResult> {
  const now = options.now?.() ?? new Date();
  const db = getDb();
  let parsed: { events: number; ranges: Range[] };
  try {
    parsed = parseFeed(await fetchFeed(feed.url, { timeoutMs: options.timeoutMs }));
  } catch (error) {
    const reason = error instanceof FeedError ? error.reason : "Errore imprevisto nel leggere il calendario.";
    if (!(error instanceof FeedError)) console.error(`Calendar feed ${feed.id} failed:`, error);
    await db
      .update(roomFeeds)
      .set({ lastAttemptAt: now, lastError: reason, nextSyncAt: nextSync(now, options.intervalMs), claimedUntil: null })
      .where(eq(roomFeeds.id, feed.id));
    return {
      id: feed.id,
      name: feed.name,
      ok: false,
      events: feed.events,
      error: reason,
      lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
      changed: false,
    };
  }
  const { from, to } = window(now);
  const ranges = clipRanges(parsed.ranges, from, to);
  const changed = await db.transaction(async (tx) => {
    // The feed may have been removed by the owner while it was being fetched.
    const [still] = await tx.select({ id: roomFeeds.id }).from(roomFeeds).where(eq(roomFeeds.id, feed.id)).for("update");
    if (!still) return false;
    const old = await tx
      .select({ start: feedRanges.startDate, end: feedRanges.endDate })
      .from(feedRanges)
      .where(eq(feedRanges.feedId, feed.id))
      .orderBy(asc(feedRanges.startDate));
    const differs = !sameRanges(clipRanges(old, from, to), ranges);
    // Nights that have slipped out of the window go, so the reads by start date stay short.
    if (!differs && old.some((r) => r.end <= from))
      await tx.delete(feedRanges).where(and(eq(feedRanges.feedId, feed.id), sql`${feedRanges.endDate} <= ${from}::date`));
    if (differs) {
      await tx.delete(feedRanges).where(eq(feedRanges.feedId, feed.id));
      for (let i = 0; i < ranges.length; i += 500) {
        await tx
          .insert(feedRanges)
          .values(ranges.slice(i, i + 500).map((r) => ({ feedId: feed.id, roomId: feed.roomId, startDate: r.start, endDate: r.end })));
      }
    }
    await tx
      .update(roomFeeds)
      .set({
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        events: parsed.events,
        nextSyncAt: nextSync(now, options.intervalMs),
        claimedUntil: null,
      })
      .where(eq(roomFeeds.id, feed.id));
    return differs;
  });
  // The room page shows the nights: its cached copies must go.
  if (changed) await bumpContentVersion();
  return { id: feed.id, name: feed.name, ok: true, events: parsed.events, error: null, lastSuccessAt: now.toISOString(), changed };
}

/** Claims the feed due soonest that no process holds, or none. */
export async function claimDueFeed(now = new Date()): Promise<RoomFeed | undefined> {
  const [row] = await getDb()
    .update(roomFeeds)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      sql`${roomFeeds.id} = (
        select id from room_feeds
        where next_sync_at <= ${now.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
        order by next_sync_at, id
        limit 1
        for update skip locked
      )`,
    )
    .returning();
  return row;
}

/**
 * "Sincronizza ora": every feed of the room, one after the other. A feed another process is
 * fetching at this moment is waited for (at most 20 s) and reported as that fetch left it.
 */
export async function syncRoomNow(roomId: number, feeds: RoomFeed[], options: SyncOptions): Promise<FeedResult[]> {
  const results: FeedResult[] = [];
  for (const feed of feeds) results.push(await syncOneNow(roomId, feed, options));
  return results;
}

async function syncOneNow(roomId: number, feed: RoomFeed, options: SyncOptions): Promise<FeedResult> {
  const asked = Date.now();
  const db = getDb();
  for (;;) {
    const now = new Date();
    const [claimed] = await db
      .update(roomFeeds)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(roomFeeds.id, feed.id),
          eq(roomFeeds.roomId, roomId),
          sql`(claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning();
    if (claimed) return syncFeed(claimed, options);
    const [row] = await db.select().from(roomFeeds).where(eq(roomFeeds.id, feed.id));
    if (!row)
      return {
        id: feed.id,
        name: feed.name,
        ok: false,
        events: 0,
        error: "Il calendario è stato rimosso.",
        lastSuccessAt: null,
        changed: false,
      };
    const fetchedSinceAsked = row.lastAttemptAt !== null && row.lastAttemptAt.getTime() >= asked - 1000 && row.claimedUntil === null;
    if (fetchedSinceAsked || Date.now() - asked > 20_000) {
      return {
        id: row.id,
        name: row.name,
        ok: row.lastError === null,
        events: row.events,
        error: row.lastError,
        lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
        changed: false,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type CalendarSync = { stop: () => Promise<void>; /** Runs until nothing is due (tests). */ drain: () => Promise<void> };

/**
 * The background sync of this process: every pollMs it claims due feeds through the database
 * (claimDueFeed), so with several processes each fetch is done by one.
 */
export function startCalendarSync(options: SyncOptions & { pollMs?: number }): CalendarSync {
  const poller: Poller = startPoller(
    async () => {
      while (!poller.stopped()) {
        const feed = await claimDueFeed(options.now?.());
        if (!feed) break;
        await syncFeed(feed, options);
      }
    },
    { pollMs: options.pollMs ?? 60_000, label: "Calendar sync" },
  );
  return { drain: poller.drain, stop: poller.stop };
}

/** Frees the claims of a process that died (PGlite: only one process ever opens it). */
export async function releaseFeedClaims(): Promise<number> {
  const rows = await getDb()
    .update(roomFeeds)
    .set({ claimedUntil: null })
    .where(sql`claimed_until is not null`)
    .returning({ id: roomFeeds.id });
  return rows.length;
}
