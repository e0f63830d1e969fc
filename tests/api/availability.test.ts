import { asc, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { feedRanges, quotes, roomBlocks, roomExports, roomFeeds, rooms as roomsTable, siteSettings, type RoomFeed } from "~/db/schema";
import { USER_AGENT } from "~/features/availability/ical-import.server";
import { claimDueFeed, syncFeed } from "~/features/availability/sync.server";
import { t } from "~/i18n/dictionaries.server";
import { LANGUAGES } from "~/i18n/languages";
import { addDays, todayInItaly } from "~/lib/dates";

import { call, dateFromToday, expectApiError, expectFieldError, json, validQuote, withCookie } from "../setup/api-helpers";
import {
  airbnbIcs,
  bookingIcs,
  closedPort,
  movingWindowIcs,
  startFeedServer,
  timedIcs,
  type FeedServer,
  type Stay,
} from "../setup/ical-feeds";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Availability through the real server and database, with the channels' calendars
 * served by a real HTTP server on 127.0.0.1 (tests/setup/ical-feeds.ts): import, every way a
 * feed fails, the export the channels read, the quote checks, the refusals. Dates are relative
 * to today in Italy; scripts/test.mjs runs this file again under TZ=America/Los_Angeles.
 */

type Room = { id: number; slug: string; name: string; maxGuests: number; isActive?: boolean };
type FeedView = {
  id: number;
  name: string;
  url: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  events: number;
  stale: boolean;
};
type Calendars = { feeds: FeedView[]; exportUrl: string };
type SyncResult = {
  feeds: { id: number; name: string; ok: boolean; events: number; error: string | null; lastSuccessAt: string | null; changed: boolean }[];
};
type Entry = {
  kind: "feed" | "stay" | "block";
  start: string;
  end: string;
  feedId?: number;
  feedName?: string;
  stayId?: number;
  quoteId?: number | null;
  source?: string;
  guestName?: string;
  blockId?: number;
  note?: string | null;
};
type Conflict = { kind: string; source: string; start: string; end: string; stayId?: number; quoteId?: number };

let server: TestServer;
let feeds: FeedServer;
let cookie: string;
const rooms: Record<string, Room> = {};

beforeAll(async () => {
  [server, feeds] = await Promise.all([startTestServer(), startFeedServer()]);
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) {
    const res = await call<Room>(server, `/api/rooms/${slug}`);
    expect(res.status, res.text).toBe(200);
    rooms[slug] = res.body;
  }
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const d = dateFromToday;
const stay = (from: number, to: number): Stay => ({ start: d(from), end: d(to) });

const putFeeds = (roomId: number, list: { name: string; url: string }[]) =>
  call<Calendars>(server, `/api/rooms/${roomId}/calendars`, admin(json("PUT", { feeds: list })));
const getFeeds = (roomId: number) => call<Calendars>(server, `/api/rooms/${roomId}/calendars`, admin());
async function sync(roomId: number): Promise<SyncResult["feeds"]> {
  const res = await call<SyncResult>(server, `/api/rooms/${roomId}/calendars/sync`, admin({ method: "POST" }));
  expect(res.status, res.text).toBe(200);
  return res.body.feeds;
}
async function busy(slug: string, from: string, to: string): Promise<Stay[]> {
  const res = await call<{ busy: Stay[] }>(server, `/api/rooms/${slug}/availability?from=${from}&to=${to}`);
  expect(res.status, res.text).toBe(200);
  return res.body.busy;
}
async function calendar(roomId: number, from: string, to: string): Promise<Entry[]> {
  const res = await call<{ entries: Entry[] }>(server, `/api/rooms/${roomId}/calendar?from=${from}&to=${to}`, admin());
  expect(res.status, res.text).toBe(200);
  return res.body.entries;
}
const feedEntries = (entries: Entry[], feedName: string) =>
  entries.filter((e) => e.kind === "feed" && e.feedName === feedName).map((e) => ({ start: e.start, end: e.end }));
async function addBlock(roomId: number, body: { start: string; end: string; note?: string | null }) {
  const res = await call<{ id: number; roomId: number; start: string; end: string; note: string | null }>(
    server,
    `/api/rooms/${roomId}/blocks`,
    admin(json("POST", body)),
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}
const feedRow = async (id: number) => (await server.db.select().from(roomFeeds).where(eq(roomFeeds.id, id)))[0]!;

let seq = 0;
async function newQuote(overrides: Record<string, unknown>): Promise<number> {
  seq += 1;
  const res = await call<{ id: number }>(
    server,
    "/api/quotes",
    json("POST", validQuote({ email: `disponibilita-${seq}@example.com`, ...overrides })),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}
async function answered(overrides: Record<string, unknown>): Promise<number> {
  const id = await newQuote(overrides);
  const res = await call(server, `/api/quotes/${id}/reply`, admin(json("POST", { message: "Disponibile.", price: "300" })));
  expect(res.status, res.text).toBe(200);
  return id;
}
const confirm = (id: number, extra: Record<string, unknown> = {}) =>
  call<{ status: string; stay: { id: number } | null }>(
    server,
    `/api/quotes/${id}`,
    admin(json("PATCH", { status: "confirmed", notifyGuest: false, ...extra })),
  );

describe("import from the channels", () => {
  // Room "uno": an Airbnb export, a Booking.com export and a calendar with timed events.
  const airbnbStays = { reserved: [stay(5, 8), stay(8, 10), stay(30, 33), stay(30, 33), stay(31, 34)], notAvailable: [stay(20, 22)] };
  const bookingClosed = [stay(12, 14), stay(50, 51)];
  const timed = () =>
    timedIcs([
      // 15:00 in Rome to 10:00 two days later: two nights.
      { start: d(60), startTime: "15:00", end: d(62), endTime: "10:00", zone: "Europe/Rome" },
      // 23:30 UTC is already the next day in Italy: one night, from that next day.
      { start: d(70), startTime: "23:30", end: d(71), endTime: "09:00", zone: "UTC" },
    ]);
  const expected = [stay(5, 10), stay(12, 14), stay(20, 22), stay(30, 34), stay(50, 51), stay(60, 62), stay(71, 72)];
  let ids: { airbnb: number; booking: number; timed: number };

  beforeAll(async () => {
    feeds.serve("/airbnb/uno.ics", airbnbIcs(airbnbStays));
    feeds.serve("/booking/uno.ics", bookingIcs({ closed: bookingClosed }));
    feeds.serve("/google/uno.ics", timed());
  });

  it("PUT lists the feeds; nothing is taken before the first sync", async () => {
    const res = await putFeeds(rooms.uno!.id, [
      { name: "Airbnb", url: feeds.at("/airbnb/uno.ics") },
      { name: "Booking.com", url: feeds.at("/booking/uno.ics") },
      { name: "Google", url: feeds.at("/google/uno.ics") },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.feeds.map((f) => [f.name, f.url, f.lastSuccessAt, f.lastError, f.events, f.stale])).toEqual([
      ["Airbnb", feeds.at("/airbnb/uno.ics"), null, null, 0, false],
      ["Booking.com", feeds.at("/booking/uno.ics"), null, null, 0, false],
      ["Google", feeds.at("/google/uno.ics"), null, null, 0, false],
    ]);
    expect(res.body.exportUrl).toMatch(new RegExp(`^${server.url}/api/calendars/[A-Za-z0-9_-]{20,64}\\.ics$`));
    const [airbnb, booking, google] = res.body.feeds;
    ids = { airbnb: airbnb!.id, booking: booking!.id, timed: google!.id };
    expect(await busy("uno", d(0), d(90))).toEqual([]);
  });

  it("POST sync fetches each feed with a User-Agent and answers each one's result", async () => {
    const before = feeds.requests.length;
    const results = await sync(rooms.uno!.id);
    expect(results.map((r) => [r.name, r.ok, r.events, r.error, r.changed])).toEqual([
      ["Airbnb", true, 6, null, true],
      ["Booking.com", true, 2, null, true],
      ["Google", true, 2, null, true],
    ]);
    for (const r of results) expect(Date.now() - Date.parse(r.lastSuccessAt!)).toBeLessThan(60_000);
    const asked = feeds.requests.slice(before);
    expect(asked.map((r) => r.path).sort()).toEqual(["/airbnb/uno.ics", "/booking/uno.ics", "/google/uno.ics"]);
    for (const r of asked) {
      expect(r.userAgent).toBe(USER_AGENT);
      expect(r.userAgent).toMatch(/\S+\/\d/);
      expect(r.accept).toMatch(/text\/calendar/);
    }
  });

  it("the public availability shows the exact nights: all-day DTEND exclusive, timed events the nights they touch, repeated stays merged", async () => {
    expect(await busy("uno", d(0), d(90))).toEqual(expected);
    // Clipped to the range asked for, end still exclusive.
    expect(await busy("uno", d(6), d(13))).toEqual([stay(6, 10), stay(12, 13)]);
    expect(await busy("uno", d(10), d(12))).toEqual([]);
    // No source, no guest data: only start and end.
    const res = await call<{ busy: Stay[] }>(server, `/api/rooms/uno/availability?from=${d(0)}&to=${d(90)}`);
    for (const range of res.body.busy) expect(Object.keys(range).sort()).toEqual(["end", "start"]);
    expect(res.text).not.toMatch(/airbnb|booking|reserved|HM[0-9A-F]{8}|Phone/i);
    // The other rooms are untouched.
    expect(await busy("due", d(0), d(90))).toEqual([]);
  });

  it("the panel's calendar shows each feed's nights apart, with its name", async () => {
    const entries = await calendar(rooms.uno!.id, d(0), d(90));
    expect(entries.every((e) => e.kind === "feed")).toBe(true);
    expect(feedEntries(entries, "Airbnb")).toEqual([stay(5, 10), stay(20, 22), stay(30, 34)]);
    expect(feedEntries(entries, "Booking.com")).toEqual([stay(12, 14), stay(50, 51)]);
    expect(feedEntries(entries, "Google")).toEqual([stay(60, 62), stay(71, 72)]);
    expect(entries.find((e) => e.feedName === "Airbnb")?.feedId).toBe(ids.airbnb);
    const view = await getFeeds(rooms.uno!.id);
    expect(view.body.feeds.map((f) => [f.name, f.events, f.lastError, f.stale, f.lastSuccessAt !== null])).toEqual([
      ["Airbnb", 6, null, false, true],
      ["Booking.com", 2, null, false, true],
      ["Google", 2, null, false, true],
    ]);
  });

  it("the same stays again with new UIDs and DTSTAMPs, split differently, are no change", async () => {
    const rowsBefore = await server.db.select().from(feedRanges).where(eq(feedRanges.roomId, rooms.uno!.id)).orderBy(asc(feedRanges.id));
    const later = new Date(Date.now() + 3_600_000);
    // Airbnb gives every download new UIDs and stamps; a stay repeated once less, another night by night.
    feeds.serve(
      "/airbnb/uno.ics",
      airbnbIcs({
        reserved: [stay(5, 6), stay(6, 7), stay(7, 10), stay(30, 34)],
        notAvailable: [stay(20, 21), stay(21, 22)],
        stampedAt: later,
      }),
    );
    feeds.serve("/booking/uno.ics", bookingIcs({ closed: bookingClosed, stampedAt: later }));
    feeds.serve("/google/uno.ics", timed());
    const results = await sync(rooms.uno!.id);
    expect(results.map((r) => [r.name, r.ok, r.changed])).toEqual([
      ["Airbnb", true, false],
      ["Booking.com", true, false],
      ["Google", true, false],
    ]);
    expect(results[0]!.events).toBe(6);
    // Nothing rewritten: the same rows, the same ids.
    expect(await server.db.select().from(feedRanges).where(eq(feedRanges.roomId, rooms.uno!.id)).orderBy(asc(feedRanges.id))).toEqual(
      rowsBefore,
    );
    expect(await busy("uno", d(0), d(90))).toEqual(expected);
  });

  it("an event removed from a feed frees its nights at the next sync", async () => {
    feeds.serve("/booking/uno.ics", bookingIcs({ closed: [stay(12, 14)] }));
    const results = await sync(rooms.uno!.id);
    expect(results.find((r) => r.name === "Booking.com")).toMatchObject({ ok: true, events: 1, changed: true });
    expect(results.find((r) => r.name === "Airbnb")).toMatchObject({ ok: true, changed: false });
    expect(await busy("uno", d(45), d(55))).toEqual([]);
    expect(feedEntries(await calendar(rooms.uno!.id, d(0), d(90)), "Booking.com")).toEqual([stay(12, 14)]);
    // A feed that becomes empty frees all of its nights.
    feeds.serve("/booking/uno.ics", bookingIcs({ closed: [] }));
    expect((await sync(rooms.uno!.id)).find((r) => r.name === "Booking.com")).toMatchObject({ ok: true, events: 0, changed: true });
    expect(await busy("uno", d(11), d(15))).toEqual([]);
    expect(await server.db.select().from(feedRanges).where(eq(feedRanges.feedId, ids.booking))).toEqual([]);
  });

  it("a feed removed from the list takes its nights with it; a feed kept by address keeps them", async () => {
    const res = await putFeeds(rooms.uno!.id, [
      { name: "Airbnb (camera Uno)", url: feeds.at("/airbnb/uno.ics") },
      { name: "Booking.com", url: feeds.at("/booking/uno.ics") },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.feeds.map((f) => [f.id, f.name, f.events])).toEqual([
      [ids.airbnb, "Airbnb (camera Uno)", 6],
      [ids.booking, "Booking.com", 0],
    ]);
    expect(await busy("uno", d(0), d(90))).toEqual([stay(5, 10), stay(20, 22), stay(30, 34)]);
    expect(await server.db.select().from(feedRanges).where(eq(feedRanges.feedId, ids.timed))).toEqual([]);
  });

  it('a moving "not available" window changes nothing from one day to the next', async () => {
    const today = todayInItaly();
    const reserved = [stay(40, 43)];
    feeds.serve("/airbnb/moving.ics", movingWindowIcs(today, reserved));
    const put = await putFeeds(rooms.quattro!.id, [{ name: "Airbnb", url: feeds.at("/airbnb/moving.ics") }]);
    const feedId = put.body.feeds[0]!.id;
    const first = await sync(rooms.quattro!.id);
    expect(first[0]).toMatchObject({ ok: true, events: 3, changed: true });
    const kept = await busy("quattro", d(-31), d(-31 + 370));
    expect(kept).toEqual([stay(40, 43)]);
    // Tomorrow: the export has moved its windows by a day, and so has the sync's clock.
    const tomorrow = new Date(Date.now() + 86_400_000);
    feeds.serve("/airbnb/moving.ics", movingWindowIcs(addDays(today, 1), reserved, tomorrow));
    const next = await syncFeed(await feedRow(feedId), { intervalMs: 1_800_000, now: () => tomorrow });
    expect(next).toMatchObject({ ok: true, events: 3, changed: false });
    // And the day after that, again.
    const after = new Date(Date.now() + 2 * 86_400_000);
    feeds.serve("/airbnb/moving.ics", movingWindowIcs(addDays(today, 2), reserved, after));
    expect(await syncFeed(await feedRow(feedId), { intervalMs: 1_800_000, now: () => after })).toMatchObject({ ok: true, changed: false });
    expect(await busy("quattro", d(-31), d(-31 + 370))).toEqual([stay(40, 43)]);
    await putFeeds(rooms.quattro!.id, []);
  });
});

describe("a feed that fails keeps its last good nights", () => {
  const path = "/channel/tre.ics";
  let feedId: number;
  let lastSuccessAt: string;

  beforeAll(async () => {
    feeds.serve(path, bookingIcs({ closed: [stay(15, 18)] }));
    const put = await putFeeds(rooms.tre!.id, [{ name: "Booking.com", url: feeds.at(path) }]);
    feedId = put.body.feeds[0]!.id;
    const [result] = await sync(rooms.tre!.id);
    expect(result).toMatchObject({ ok: true, events: 1, changed: true });
    lastSuccessAt = result!.lastSuccessAt!;
  });

  /** After a failure: the reason in Italian, in the sync's answer and the panel; the nights and the last success kept. */
  async function expectKept(results: SyncResult["feeds"], reason: RegExp) {
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: feedId, ok: false, events: 1, changed: false, lastSuccessAt });
    expect(results[0]!.error).toMatch(reason);
    const view = (await getFeeds(rooms.tre!.id)).body.feeds[0]!;
    expect(view).toMatchObject({ id: feedId, lastSuccessAt, events: 1, lastError: results[0]!.error, stale: false });
    expect(Date.parse(view.lastAttemptAt!)).toBeGreaterThan(Date.parse(lastSuccessAt));
    expect(await busy("tre", d(0), d(90))).toEqual([stay(15, 18)]);
    expect(feedEntries(await calendar(rooms.tre!.id, d(0), d(90)), "Booking.com")).toEqual([stay(15, 18)]);
  }

  it.each([
    ["redirect-loop", /rimanda ad altri indirizzi troppe volte \(più di 3\)/],
    ["html-login", /c'è una pagina web \(forse di accesso\), non un calendario/],
    ["huge", /troppo grande \(oltre 2 MB\)/],
    ["huge-declared", /troppo grande \(oltre 2 MB\)/],
    ["forbidden", /ha rifiutato l'accesso \(errore 403\)/],
    ["not-found", /non esiste più a questo indirizzo \(errore 404\)/],
    ["server-error", /ha un problema \(errore 503\)/],
    ["invalid", /non è un calendario iCal valido/],
  ] as const)("%s", async (failure, reason) => {
    feeds.fail(path, failure);
    await expectKept(await sync(rooms.tre!.id), reason);
  });

  it("an unreachable address", async () => {
    const url = await closedPort();
    // The same feed, its address now pointing where nothing listens.
    await server.db.update(roomFeeds).set({ url }).where(eq(roomFeeds.id, feedId));
    try {
      await expectKept(await sync(rooms.tre!.id), /non è raggiungibile/);
    } finally {
      await server.db
        .update(roomFeeds)
        .set({ url: feeds.at(path) })
        .where(eq(roomFeeds.id, feedId));
    }
  });

  it("redirects up to 3 are followed, a 4th is refused", async () => {
    feeds.serve("/final/tre.ics", bookingIcs({ closed: [stay(15, 18)] }));
    feeds.redirect(path, 3, "/final/tre.ics");
    const [ok] = await sync(rooms.tre!.id);
    expect(ok).toMatchObject({ ok: true, events: 1, error: null, changed: false });
    lastSuccessAt = ok!.lastSuccessAt!;
    feeds.redirect(path, 4, "/final/tre.ics");
    await expectKept(await sync(rooms.tre!.id), /più di 3/);
  });

  it("slow: no answer within the time limit (syncFeed with a short limit, and a body that trickles)", async () => {
    for (const failure of ["slow", "trickle"] as const) {
      feeds.fail(path, failure);
      const started = Date.now();
      const result = await syncFeed(await feedRow(feedId), { intervalMs: 1_800_000, timeoutMs: 1500 });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result).toMatchObject({ id: feedId, ok: false, events: 1, changed: false, lastSuccessAt });
      expect(result.error).toMatch(/non ha risposto entro 2 secondi/);
      const view = (await getFeeds(rooms.tre!.id)).body.feeds[0]!;
      expect(view).toMatchObject({ lastSuccessAt, lastError: result.error, events: 1 });
      expect(await busy("tre", d(0), d(90))).toEqual([stay(15, 18)]);
    }
  });

  it('slow through the API: "Sincronizza ora" gives up after the 15 s limit', { timeout: 40_000 }, async () => {
    feeds.fail(path, "slow");
    const started = Date.now();
    const results = await sync(rooms.tre!.id);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(14_500);
    expect(took).toBeLessThan(25_000);
    await expectKept(results, /non ha risposto entro 15 secondi/);
  });

  it("a good fetch afterwards clears the error", async () => {
    feeds.serve(path, bookingIcs({ closed: [stay(15, 18), stay(25, 27)] }));
    const [result] = await sync(rooms.tre!.id);
    expect(result).toMatchObject({ ok: true, events: 2, error: null, changed: true });
    expect((await getFeeds(rooms.tre!.id)).body.feeds[0]).toMatchObject({ lastError: null, events: 2, stale: false });
    expect(await busy("tre", d(0), d(90))).toEqual([stay(15, 18), stay(25, 27)]);
  });

  it("a feed with no good fetch for 6 hours is stale (never synced: 6 hours after it was added)", async () => {
    feeds.serve("/never/tre.ics", bookingIcs({ closed: [] }));
    const put = await putFeeds(rooms.tre!.id, [
      { name: "Booking.com", url: feeds.at(path) },
      { name: "Mai", url: feeds.at("/never/tre.ics") },
    ]);
    const [good, never] = put.body.feeds;
    expect([good!.stale, never!.stale]).toEqual([false, false]);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await server.db
      .update(roomFeeds)
      .set({ createdAt: hoursAgo(5.9) })
      .where(eq(roomFeeds.id, never!.id));
    expect((await getFeeds(rooms.tre!.id)).body.feeds.map((f) => f.stale)).toEqual([false, false]);
    await server.db
      .update(roomFeeds)
      .set({ createdAt: hoursAgo(6.1) })
      .where(eq(roomFeeds.id, never!.id));
    await server.db
      .update(roomFeeds)
      .set({ lastSuccessAt: hoursAgo(6.1), createdAt: hoursAgo(48) })
      .where(eq(roomFeeds.id, good!.id));
    const view = (await getFeeds(rooms.tre!.id)).body.feeds;
    expect(view.map((f) => [f.name, f.stale])).toEqual([
      ["Booking.com", true],
      ["Mai", true],
    ]);
    expect(view[1]!.lastSuccessAt).toBeNull();
    // A good sync clears it.
    await sync(rooms.tre!.id);
    expect((await getFeeds(rooms.tre!.id)).body.feeds.map((f) => f.stale)).toEqual([false, false]);
    await putFeeds(rooms.tre!.id, []);
    expect(await busy("tre", d(0), d(90))).toEqual([]);
  });
});

describe("several processes never fetch the same feed twice", () => {
  it("concurrent claimDueFeed calls claim each due feed once", async () => {
    // Only this test's feeds are due.
    await server.db.update(roomFeeds).set({ nextSyncAt: new Date(Date.now() + 86_400_000) });
    const list = Array.from({ length: 6 }, (_, i) => ({ name: `Canale ${i + 1}`, url: feeds.at(`/claim/${i}.ics`) }));
    const put = await putFeeds(rooms.due!.id, list);
    const due = put.body.feeds.map((f) => f.id).sort((a, b) => a - b);
    await server.db
      .update(roomFeeds)
      .set({ nextSyncAt: new Date(Date.now() - 60_000) })
      .where(eq(roomFeeds.roomId, rooms.due!.id));
    const now = new Date();
    const claimed = await Promise.all(Array.from({ length: 12 }, () => claimDueFeed(now)));
    const ids = claimed.filter((f): f is RoomFeed => f !== undefined).map((f) => f.id);
    expect(ids.sort((a, b) => a - b)).toEqual(due);
    expect(claimed.filter((f) => f === undefined)).toHaveLength(6);
    // Claimed feeds are held: nothing more is due until the claims lapse.
    expect(await Promise.all([claimDueFeed(now), claimDueFeed(now)])).toEqual([undefined, undefined]);
    // Two minutes on, the claims of a process that died have lapsed: each feed is claimed once again.
    const later = new Date(now.getTime() + 121_000);
    const again = await Promise.all(Array.from({ length: 8 }, () => claimDueFeed(later)));
    expect(
      again
        .filter((f) => f !== undefined)
        .map((f) => f!.id)
        .sort((a, b) => a - b),
    ).toEqual(due);
    await putFeeds(rooms.due!.id, []);
  });
});

describe("quotes: a busy room and a too-short stay are refused, translated", () => {
  let names: Room[];
  beforeAll(async () => {
    names = (await call<Room[]>(server, "/api/rooms")).body;
  });

  it("a busy room: 400 on preferredRoom, naming the rooms that are free, in it/en/de/es", async () => {
    await addBlock(rooms.uno!.id, { start: d(120), end: d(123), note: "Lavori" });
    const free = names.filter((r) => r.slug !== "uno" && r.maxGuests >= 2).map((r) => r.name);
    expect(free.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const res = await call(
        server,
        `/api/quotes?lang=${lang}`,
        json("POST", validQuote({ preferredRoom: "uno", checkIn: d(121), checkOut: d(124), email: `busy-${lang}@example.com` })),
      );
      const message = expectFieldError(res, "preferredRoom");
      expect(message).toBe(t(lang, "quote.errors.roomBusyFree", { rooms: free.join(", ") }));
      for (const name of free) expect(message).toContain(name);
    }
    // Only rooms large enough are suggested: three guests, in the larger room "due" taken.
    await addBlock(rooms.due!.id, { start: d(130), end: d(132) });
    const big = names.filter((r) => r.slug !== "due" && r.maxGuests >= 3).map((r) => r.name);
    const three = await call(
      server,
      "/api/quotes?lang=en",
      json("POST", validQuote({ preferredRoom: "due", guests: 3, checkIn: d(130), checkOut: d(132) })),
    );
    expect(expectFieldError(three, "preferredRoom")).toBe(
      big.length ? t("en", "quote.errors.roomBusyFree", { rooms: big.join(", ") }) : t("en", "quote.errors.roomBusyNoneFree"),
    );
    // The night before the block and the check-out day of the block are free.
    await newQuote({ preferredRoom: "uno", checkIn: d(118), checkOut: d(120) });
    await newQuote({ preferredRoom: "uno", checkIn: d(123), checkOut: d(125) });
    // GET /api/availability tells the form the same.
    const form = await call<{ rooms: { slug: string; free: boolean }[]; minNights: number }>(
      server,
      `/api/availability?from=${d(121)}&to=${d(124)}`,
    );
    expect(form.status).toBe(200);
    expect(form.body.rooms.find((r) => r.slug === "uno")?.free).toBe(false);
    expect(form.body.rooms.filter((r) => r.slug !== "uno").every((r) => r.free)).toBe(true);
  });

  it('no room free: the message says so; "no preference" is still accepted', async () => {
    for (const slug of ["uno", "due", "tre", "quattro"]) await addBlock(rooms[slug]!.id, { start: d(150), end: d(153) });
    for (const lang of LANGUAGES) {
      const res = await call(
        server,
        `/api/quotes?lang=${lang}`,
        json("POST", validQuote({ preferredRoom: "due", checkIn: d(150), checkOut: d(152), email: `none-${lang}@example.com` })),
      );
      expect(expectFieldError(res, "preferredRoom")).toBe(t(lang, "quote.errors.roomBusyNoneFree"));
    }
    const before = Number((await server.db.select({ n: sql<number>`count(*)` }).from(quotes))[0]!.n);
    const id = await newQuote({ preferredRoom: null, checkIn: d(150), checkOut: d(152) });
    expect(id).toBeGreaterThan(0);
    expect(Number((await server.db.select({ n: sql<number>`count(*)` }).from(quotes))[0]!.n)).toBe(before + 1);
  });

  it("a stay shorter than the season's minimum: 400 on checkOut, in it/en/de/es", async () => {
    const checkIn = d(300);
    // The high season around that check-in: 4 nights; the rest of the year: 2.
    const high = { highStart: addDays(checkIn, -5).slice(5), highEnd: addDays(checkIn, 5).slice(5), minNightsHigh: 4, minNightsLow: 2 };
    const put = await call(server, "/api/settings/seasons", admin(json("PUT", high)));
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual(high);
    try {
      for (const lang of LANGUAGES) {
        const res = await call(
          server,
          `/api/quotes?lang=${lang}`,
          json("POST", validQuote({ checkIn, checkOut: d(303), email: `short-${lang}@example.com` })),
        );
        expect(expectFieldError(res, "checkOut")).toBe(t(lang, "quote.errors.minStay", { min: 4 }));
      }
      await newQuote({ checkIn, checkOut: d(304) });
      // A low-season check-in: 2 nights.
      const low = d(320);
      expect(
        expectFieldError(
          await call(server, "/api/quotes?lang=de", json("POST", validQuote({ checkIn: low, checkOut: d(321) }))),
          "checkOut",
        ),
      ).toBe(t("de", "quote.errors.minStay", { min: 2 }));
      await newQuote({ checkIn: low, checkOut: d(322), preferredRoom: "tre" });
      const form = await call<{ minNights: number }>(server, `/api/availability?from=${checkIn}&to=${d(301)}`);
      expect(form.body.minNights).toBe(4);
    } finally {
      await call(
        server,
        "/api/settings/seasons",
        admin(json("PUT", { highStart: "06-01", highEnd: "09-30", minNightsHigh: 1, minNightsLow: 1 })),
      );
    }
    expect((await call(server, "/api/settings/seasons", admin())).body).toEqual({
      highStart: "06-01",
      highEnd: "09-30",
      minNightsHigh: 1,
      minNightsLow: 1,
    });
  });
});

describe("confirming a request whose room is taken", () => {
  it("409 room_busy naming the block, the feed and the other request; override:true confirms it", async () => {
    const due = rooms.due!;
    // Two requests for the same nights, while the room is free.
    const first = await answered({ preferredRoom: "due", checkIn: d(200), checkOut: d(204), firstName: "Mario", lastName: "Rossi" });
    const second = await answered({ preferredRoom: "due", checkIn: d(202), checkOut: d(206), firstName: "Anna", lastName: "Bianchi" });
    // Then a block and an Airbnb booking take some of those nights.
    const block = await addBlock(due.id, { start: d(201), end: d(202), note: "Famiglia" });
    feeds.serve("/airbnb/due.ics", airbnbIcs({ reserved: [stay(203, 205)] }));
    await putFeeds(due.id, [{ name: "Airbnb", url: feeds.at("/airbnb/due.ics") }]);
    await sync(due.id);

    const refused = await confirm(first);
    const error = expectApiError(refused, 409, "room_busy") as { conflicts?: Conflict[] };
    expect(error.conflicts).toEqual([
      { kind: "block", source: "Blocco: Famiglia", start: d(201), end: d(202) },
      { kind: "feed", source: "Airbnb", start: d(203), end: d(205) },
    ]);
    expect((await server.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, first)))[0]!.status).toBe("answered");

    const forced = await confirm(first, { override: true });
    expect(forced.status, forced.text).toBe(200);
    expect(forced.body.status).toBe("confirmed");

    // Now the first request's stay is a conflict of the second.
    const other = expectApiError(await confirm(second), 409, "room_busy") as { conflicts?: Conflict[] };
    const stayId = forced.body.stay!.id;
    expect(other.conflicts).toContainEqual({
      kind: "stay",
      source: `Richiesta #${first} (Mario Rossi)`,
      start: d(200),
      end: d(204),
      stayId,
      quoteId: first,
    });
    expect(other.conflicts?.map((c) => c.kind).sort()).toEqual(["feed", "stay"]);

    // The confirmed request's stay shows in the panel (linked to the request) and, merged and anonymous, to guests.
    const entries = await calendar(due.id, d(195), d(210));
    expect(entries).toContainEqual({
      kind: "stay",
      start: d(200),
      end: d(204),
      stayId,
      quoteId: first,
      source: "request",
      guestName: "Mario Rossi",
    });
    expect(entries).toContainEqual({ kind: "block", start: d(201), end: d(202), blockId: block.id, note: "Famiglia" });
    expect(await busy("due", d(195), d(210))).toEqual([stay(200, 205)]);
    const pub = await call(server, `/api/rooms/due/availability?from=${d(195)}&to=${d(210)}`);
    expect(pub.text).not.toMatch(/Mario|Rossi|Famiglia|Airbnb/);
    // And a new request for that room on those nights is refused.
    expectFieldError(
      await call(server, "/api/quotes", json("POST", validQuote({ preferredRoom: "due", checkIn: d(200), checkOut: d(201) }))),
      "preferredRoom",
    );
    await putFeeds(due.id, []);
  });

  it("a request whose room is free, or put in a free room, confirms without an override", async () => {
    const none = await answered({ preferredRoom: null, checkIn: d(450), checkOut: d(452) });
    expect((await confirm(none, { roomId: rooms.uno!.id })).status).toBe(200);
    const free = await answered({ preferredRoom: "quattro", checkIn: d(400), checkOut: d(403) });
    expect((await confirm(free)).status).toBe(200);
    expect(await busy("quattro", d(395), d(405))).toEqual([stay(400, 403)]);
    // Cancelled, it frees the nights again.
    expect((await call(server, `/api/quotes/${free}`, admin(json("PATCH", { status: "cancelled", notifyGuest: false })))).status).toBe(200);
    expect(await busy("quattro", d(395), d(405))).toEqual([]);
    // A block that only touches the stay (check-out day, or ending on check-in) is no conflict.
    const touching = await answered({ preferredRoom: "quattro", checkIn: d(410), checkOut: d(413) });
    await addBlock(rooms.quattro!.id, { start: d(408), end: d(410) });
    await addBlock(rooms.quattro!.id, { start: d(413), end: d(415) });
    expect((await confirm(touching)).status).toBe(200);
  });
});

describe("the export the channels read", () => {
  let exportUrl: string;
  const guest = { firstName: "Lucia", lastName: "Verdiani", email: "lucia.verdiani@example.com", phone: "+39 347 998 1122" };

  beforeAll(async () => {
    const tre = rooms.tre!;
    const id = await answered({ preferredRoom: "tre", checkIn: d(60), checkOut: d(63), ...guest });
    expect((await confirm(id)).status).toBe(200);
    await addBlock(tre.id, { start: d(80), end: d(82), note: "Manutenzione caldaia" });
    // Imported nights: never echoed back to the channels.
    feeds.serve("/airbnb/tre.ics", airbnbIcs({ reserved: [stay(90, 94)], notAvailable: [stay(100, 101)] }));
    await putFeeds(tre.id, [{ name: "Airbnb", url: feeds.at("/airbnb/tre.ics") }]);
    await sync(tre.id);
    exportUrl = (await getFeeds(tre.id)).body.exportUrl;
  });

  async function download(url: string) {
    const res = await fetch(url);
    return { res, text: await res.text() };
  }
  const eventsOf = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => {
      const start = v.getFirstPropertyValue("dtstart") as ICAL.Time;
      const end = v.getFirstPropertyValue("dtend") as ICAL.Time;
      return {
        uid: String(v.getFirstPropertyValue("uid")),
        start: start.toString(),
        end: end.toString(),
        isDate: start.isDate && end.isDate,
        summary: String(v.getFirstPropertyValue("summary")),
      };
    });

  it("text/calendar, never cached, parsing back with ical.js: the confirmed stay and the block, all-day", async () => {
    const { res, text } = await download(exportUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    const events = eventsOf(text);
    expect(events.map((e) => [e.start, e.end, e.isDate])).toEqual([
      [d(60), d(63), true],
      [d(80), d(82), true],
      // The block of "no room free" above.
      [d(150), d(153), true],
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
    // A neutral summary.
    expect(new Set(events.map((e) => e.summary)).size).toBe(1);
  });

  it("no guest data, no note, and none of the imported events", async () => {
    const { text } = await download(exportUrl);
    for (const secret of [
      guest.firstName,
      guest.lastName,
      guest.email,
      guest.phone,
      "9981122",
      "Manutenzione",
      "Airbnb",
      "Reserved",
      "airbnb.com",
    ])
      expect(text).not.toContain(secret);
    const starts = eventsOf(text).map((e) => e.start);
    expect(starts).not.toContain(d(90));
    expect(starts).not.toContain(d(100));
  });

  it("UIDs are stable across exports", async () => {
    const a = eventsOf((await download(exportUrl)).text);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const b = eventsOf((await download(exportUrl)).text);
    expect(b.map((e) => e.uid)).toEqual(a.map((e) => e.uid));
    // A new block adds an event; the others keep their UIDs.
    await addBlock(rooms.tre!.id, { start: d(85), end: d(86) });
    const c = eventsOf((await download(exportUrl)).text);
    expect(c).toHaveLength(4);
    for (const uid of a.map((e) => e.uid)) expect(c.map((e) => e.uid)).toContain(uid);
  });

  it("regenerating the token makes the old address 404", async () => {
    const res = await call<{ exportUrl: string }>(server, `/api/rooms/${rooms.tre!.id}/calendars/token`, admin({ method: "POST" }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.exportUrl).not.toBe(exportUrl);
    expect((await fetch(exportUrl)).status).toBe(404);
    expect((await download(res.body.exportUrl)).res.status).toBe(200);
    expect((await getFeeds(rooms.tre!.id)).body.exportUrl).toBe(res.body.exportUrl);
    // Guessing does not help.
    expect((await fetch(`${server.url}/api/calendars/${"A".repeat(32)}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/calendars/short.ics`)).status).toBe(404);
    expect((await fetch(res.body.exportUrl.replace(/\.ics$/, ".json"))).status).toBe(404);
    await putFeeds(rooms.tre!.id, []);
  });
});

/** Everything the owner's endpoints can change: proves a refused request stored nothing. */
async function state() {
  const db = server.db;
  const [f, r, b, e, s] = await Promise.all([
    db.select().from(roomFeeds).orderBy(asc(roomFeeds.id)),
    db.select().from(feedRanges).orderBy(asc(feedRanges.id)),
    db.select().from(roomBlocks).orderBy(asc(roomBlocks.id)),
    db.select().from(roomExports).orderBy(asc(roomExports.roomId)),
    db.select().from(siteSettings).where(eq(siteSettings.key, "seasons")),
  ]);
  return JSON.stringify({ f, r, b, e, s });
}

describe("without a session: 401, nothing changed", () => {
  it.each([
    ["GET", "/api/rooms/{id}/calendars"],
    ["PUT", "/api/rooms/{id}/calendars"],
    ["POST", "/api/rooms/{id}/calendars/sync"],
    ["POST", "/api/rooms/{id}/calendars/token"],
    ["GET", "/api/rooms/{id}/calendar"],
    ["GET", "/api/rooms/{id}/blocks"],
    ["POST", "/api/rooms/{id}/blocks"],
    ["DELETE", "/api/rooms/{id}/blocks/{block}"],
    ["GET", "/api/settings/seasons"],
    ["PUT", "/api/settings/seasons"],
  ])("%s %s", async (method, template) => {
    const block = await addBlock(rooms.quattro!.id, { start: d(500), end: d(501) });
    const path = template.replace("{id}", String(rooms.quattro!.id)).replace("{block}", String(block.id));
    const bodies: Record<string, unknown> = {
      "/api/rooms/{id}/calendars": { feeds: [{ name: "Airbnb", url: feeds.at("/x.ics") }] },
      "/api/rooms/{id}/blocks": { start: d(510), end: d(512) },
      "/api/settings/seasons": { highStart: "05-01", highEnd: "10-31", minNightsHigh: 3, minNightsLow: 1 },
    };
    const before = await state();
    const body = method === "PUT" || method === "POST" ? bodies[template] : undefined;
    expectApiError(await call(server, path, json(method, body)), 401, "unauthorized");
    expectApiError(await call(server, path, withCookie(json(method, body), "bb_admin=forged")), 401, "unauthorized");
    expect(await state()).toBe(before);
    await call(server, `/api/rooms/${rooms.quattro!.id}/blocks/${block.id}`, admin({ method: "DELETE" }));
  });

  it("the public endpoints answer without one", async () => {
    expect((await call(server, `/api/rooms/uno/availability`)).status).toBe(200);
    expect((await call(server, `/api/availability?from=${d(10)}&to=${d(12)}`)).status).toBe(200);
  });
});

describe("bad input: 400, nothing stored", () => {
  const blocks = () => `/api/rooms/${rooms.quattro!.id}/blocks`;
  const refused = async (path: string, method: string, body: unknown, field?: string, lang = "it") => {
    const before = await state();
    const res = await call(server, `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, admin(json(method, body)));
    const message = field ? expectFieldError(res, field) : expectApiError(res, 400, "validation_error").message;
    expect(await state()).toBe(before);
    return message;
  };

  it("a block: end before start, no nights, a 10-year range, not a date", async () => {
    expect(await refused(blocks(), "POST", { start: d(20), end: d(18) }, "end")).toBe(t("it", "errors.rangeOrder"));
    expect(await refused(blocks(), "POST", { start: d(20), end: d(20) }, "end")).toBe(t("it", "errors.rangeOrder"));
    expect(await refused(blocks(), "POST", { start: d(0), end: d(3653) }, "end", "en")).toBe(t("en", "errors.rangeTooLong", { max: 370 }));
    await refused(blocks(), "POST", { start: "2031-02-30", end: d(3) }, "start");
    await refused(blocks(), "POST", { start: "domani", end: d(3) }, "start");
    await refused(blocks(), "POST", { start: d(1), end: d(3), note: "x".repeat(201) }, "note");
    await refused(blocks(), "POST", {}, "start");
    // 370 nights is still fine.
    const ok = await addBlock(rooms.quattro!.id, { start: d(600), end: d(970) });
    expect((await call(server, `${blocks()}/${ok.id}`, admin({ method: "DELETE" }))).status).toBe(204);
    expectApiError(await call(server, `${blocks()}/${ok.id}`, admin({ method: "DELETE" })), 404, "not_found");
  });

  it("feeds: a non-http address, no name, a 100-feed list", async () => {
    const path = `/api/rooms/${rooms.quattro!.id}/calendars`;
    for (const url of [
      "ftp://example.com/calendar.ics",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "webcal://example.com/x.ics",
      "example.com/x.ics",
      "https://user:pass@example.com/x.ics",
      "",
    ]) {
      expect(await refused(path, "PUT", { feeds: [{ name: "Airbnb", url }] }, "feeds.0.url")).toBe(t("it", "errors.feedUrl"));
    }
    await refused(path, "PUT", { feeds: [{ name: "   ", url: feeds.at("/a.ics") }] }, "feeds.0.name");
    const hundred = Array.from({ length: 100 }, (_, i) => ({ name: `Canale ${i}`, url: feeds.at(`/many/${i}.ics`) }));
    expect(await refused(path, "PUT", { feeds: hundred }, "feeds", "es")).toBe(t("es", "errors.tooManyFeeds", { max: 20 }));
    await refused(path, "PUT", { feeds: "https://example.com/x.ics" }, "feeds");
    await refused(path, "PUT", {}, "feeds");
    // 20 is the limit, and is accepted.
    const twenty = hundred.slice(0, 20);
    expect((await putFeeds(rooms.quattro!.id, twenty)).body.feeds).toHaveLength(20);
    await putFeeds(rooms.quattro!.id, []);
  });

  it("seasons: a day that does not exist, minNights 0", async () => {
    const good = { highStart: "06-01", highEnd: "09-30", minNightsHigh: 1, minNightsLow: 1 };
    expect(await refused("/api/settings/seasons", "PUT", { ...good, highStart: "13-01" }, "highStart")).toBe(t("it", "errors.seasonDate"));
    await refused("/api/settings/seasons", "PUT", { ...good, highEnd: "02-30" }, "highEnd");
    await refused("/api/settings/seasons", "PUT", { ...good, highEnd: "6-1" }, "highEnd");
    expect(await refused("/api/settings/seasons", "PUT", { ...good, minNightsHigh: 0 }, "minNightsHigh")).toBe(t("it", "errors.minNights"));
    await refused("/api/settings/seasons", "PUT", { ...good, minNightsLow: 31 }, "minNightsLow");
    await refused("/api/settings/seasons", "PUT", { ...good, minNightsLow: 1.5 }, "minNightsLow");
    await refused("/api/settings/seasons", "PUT", { ...good, minNightsLow: "2" }, "minNightsLow");
  });

  it("availability: more than 370 days, end before start, not a date: 400; an unknown or hidden room: 404", async () => {
    for (const query of [
      `from=${d(0)}&to=${d(371)}`,
      `from=${d(0)}&to=${d(3653)}`,
      `from=${d(10)}&to=${d(5)}`,
      `from=${d(10)}&to=${d(10)}`,
      `from=ieri&to=${d(5)}`,
      `from=${d(0)}&to=2031-13-01`,
    ]) {
      expectApiError(await call(server, `/api/rooms/uno/availability?${query}`), 400, "validation_error");
      expectApiError(await call(server, `/api/rooms/${rooms.uno!.id}/calendar?${query}`, admin()), 400, "validation_error");
      expectApiError(await call(server, `/api/availability?${query}`), 400, "validation_error");
    }
    expect((await call(server, `/api/rooms/uno/availability?from=${d(0)}&to=${d(370)}`)).status).toBe(200);
    expectApiError(await call(server, "/api/rooms/nessuna/availability"), 404, "not_found");
    // A room the owner has hidden is unknown to guests.
    await server.db.update(roomsTable).set({ isActive: false }).where(eq(roomsTable.slug, "quattro"));
    try {
      expectApiError(await call(server, "/api/rooms/quattro/availability"), 404, "not_found");
    } finally {
      await server.db.update(roomsTable).set({ isActive: true }).where(eq(roomsTable.slug, "quattro"));
    }
    expectApiError(await call(server, `/api/rooms/987654/calendars`, admin()), 404, "not_found");
    expectApiError(await call(server, `/api/rooms/987654/calendar`, admin()), 404, "not_found");
    expectApiError(await call(server, `/api/rooms/987654/blocks`, admin(json("POST", { start: d(1), end: d(2) }))), 404, "not_found");
    expectApiError(await call(server, `/api/rooms/987654/calendars`, admin(json("PUT", { feeds: [] }))), 404, "not_found");
  });
});
