import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quotes, stays } from "~/db/schema";

import { call, dateFromToday, expectApiError, expectFieldError, json, rowCount, validQuote, withCookie } from "../setup/api-helpers";
import { airbnbIcs, startFeedServer, type FeedServer } from "../setup/ical-feeds";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Stays through the real server and database: the owner's own entries (a channel's booking, a
 * direct one), a confirmed request's stay, the busy checks, the day's arrivals and departures,
 * and what every availability reader sees. A channel's calendar is served on 127.0.0.1. Dates
 * are relative to today in Italy; scripts/test.mjs runs this file again under TZ=America/Los_Angeles.
 */

type Stay = {
  id: number;
  roomId: number;
  roomName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  source: string;
  quoteId: number | null;
  leadGuest: { name: string; email: string | null; phone: string | null };
  language: string;
  notes: string | null;
  status: string;
  deposit: unknown;
};
type Conflict = { kind: string; source: string; start: string; end: string; stayId?: number; quoteId?: number };
type Movement = {
  type: string;
  roomId: number;
  roomName: string;
  checkIn: string;
  checkOut: string;
  stay?: Stay;
  label?: string;
  source?: string;
};
type Room = { id: number; slug: string; name: string; maxGuests: number };

let server: TestServer;
let feeds: FeedServer;
let cookie: string;
const rooms: Record<string, Room> = {};
const d = dateFromToday;

beforeAll(async () => {
  [server, feeds] = await Promise.all([startTestServer(), startFeedServer()]);
  cookie = await server.adminCookie();
  for (const slug of ["uno", "due", "tre", "quattro"]) rooms[slug] = (await call<Room>(server, `/api/rooms/${slug}`)).body;
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

const admin = (init: RequestInit = {}) => withCookie(init, cookie);
const stayBody = (overrides: Record<string, unknown> = {}) => ({
  roomId: rooms.tre!.id,
  checkIn: d(40),
  checkOut: d(43),
  guests: 2,
  source: "direct",
  leadGuest: { name: "Hans Müller", email: "hans.mueller@example.com", phone: "+49 170 1234567" },
  language: "de",
  notes: "Arrivo tardi",
  ...overrides,
});
const postStay = (body: unknown) => call<Stay>(server, "/api/stays", admin(json("POST", body)));
const patchStay = (id: number, body: unknown) => call<Stay>(server, `/api/stays/${id}`, admin(json("PATCH", body)));
const movements = (date: string) =>
  call<{ date: string; arrivals: Movement[]; departures: Movement[] }>(server, `/api/stays/movements?date=${date}`, admin());
const busy = async (slug: string, from: string, to: string) =>
  (await call<{ busy: { start: string; end: string }[] }>(server, `/api/rooms/${slug}/availability?from=${from}&to=${to}`)).body.busy;

/** The UIDs of the room's export feed, which the channels read. */
async function exportedUids(room: Room): Promise<string[]> {
  const calendars = await call<{ exportUrl: string }>(server, `/api/rooms/${room.id}/calendars`, admin());
  const ics = await (await fetch(calendars.body.exportUrl.replace(/^https?:\/\/[^/]+/, server.url))).text();
  expect(ics).not.toMatch(/Müller|Schmidt|Ospite/);
  return new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents("vevent")
    .map((e) => String(e.getFirstPropertyValue("uid")).split("@")[0]!);
}

async function withAirbnbFeed(room: Room, path: string, reserved: { start: string; end: string }[]): Promise<void> {
  feeds.serve(path, airbnbIcs({ reserved }));
  const put = await call(
    server,
    `/api/rooms/${room.id}/calendars`,
    admin(json("PUT", { feeds: [{ name: "Airbnb", url: feeds.at(path) }] })),
  );
  expect(put.status, put.text).toBe(200);
  const sync = await call(server, `/api/rooms/${room.id}/calendars/sync`, admin(json("POST")));
  expect(sync.status, sync.text).toBe(200);
}

describe("the owner's session", () => {
  it("every stays address answers 401 without it, and nothing is stored", async () => {
    const before = await rowCount(server, stays);
    for (const [method, path, body] of [
      ["POST", "/api/stays", stayBody()],
      ["GET", "/api/stays", undefined],
      ["GET", "/api/stays/movements", undefined],
      ["GET", "/api/stays/1", undefined],
      ["PATCH", "/api/stays/1", { notes: "x" }],
      ["DELETE", "/api/stays/1", undefined],
    ] as const) {
      const res = await call(server, path, json(method, body));
      expectApiError(res, 401, "unauthorized");
    }
    expect(await rowCount(server, stays)).toBe(before);
  });
});

describe("a stay the owner enters", () => {
  it("201 with the stay; read back alone and in its range, by check-in", async () => {
    const created = await postStay(stayBody({ checkIn: d(20), checkOut: d(23) }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      roomId: rooms.tre!.id,
      roomName: rooms.tre!.name,
      checkIn: d(20),
      checkOut: d(23),
      nights: 3,
      guests: 2,
      source: "direct",
      quoteId: null,
      leadGuest: { name: "Hans Müller", email: "hans.mueller@example.com", phone: "+49 170 1234567" },
      language: "de",
      notes: "Arrivo tardi",
      status: "booked",
      deposit: null,
    });
    const one = await call<Stay & { messages: unknown[] }>(server, `/api/stays/${created.body.id}`, admin());
    // The detail adds where the stay stands with the police report, its tax (off by default) and its e-mails.
    expect(one.body).toEqual({
      ...created.body,
      registration: {
        state: "missing",
        guestsEntered: 0,
        expected: 2,
        missing: ["dati di 2 ospiti su 2"],
        identityCheckedAt: null,
        identityCheckMethod: null,
        identityCheckedBy: null,
        policeSentAt: null,
      },
      touristTax: null,
      messages: [],
    });
    const later = await postStay(stayBody({ checkIn: d(25), checkOut: d(27), leadGuest: { name: "Ana López" }, language: "es" }));
    expect(later.status, later.text).toBe(201);
    expect(later.body.leadGuest).toEqual({ name: "Ana López", email: null, phone: null });
    const list = await call<Stay[]>(server, `/api/stays?from=${d(19)}&to=${d(30)}`, admin());
    expect(list.body.map((s) => s.id)).toEqual([created.body.id, later.body.id]);
    const outside = await call<Stay[]>(server, `/api/stays?from=${d(23)}&to=${d(25)}`, admin());
    expect(outside.body.map((s) => s.id)).not.toContain(created.body.id);
    expect(outside.body.map((s) => s.id)).not.toContain(later.body.id);
  });

  it.each([
    ["end before start", { checkIn: d(50), checkOut: d(49) }, "checkOut"],
    ["no nights", { checkIn: d(50), checkOut: d(50) }, "checkOut"],
    ["longer than 60 nights", { checkIn: d(50), checkOut: d(111) }, "checkOut"],
    ["an impossible date", { checkIn: "2027-02-30" }, "checkIn"],
    ["more guests than the room takes", { guests: 9 }, "guests"],
    ["an unknown room", { roomId: 999_999 }, "roomId"],
    ["an unknown source", { source: "expedia" }, "source"],
    ["no lead guest's name", { leadGuest: { name: " " } }, "leadGuest.name"],
    ["a bad e-mail", { leadGuest: { name: "Anna", email: "anna@" } }, "leadGuest.email"],
    ["an unknown language", { language: "fr" }, "language"],
  ])("400 for %s, with the field named and nothing stored", async (_name, overrides, field) => {
    const before = await rowCount(server, stays);
    const res = await postStay(stayBody({ checkIn: d(50), checkOut: d(52), ...overrides }));
    const message = expectFieldError(res, field);
    expect(message.length).toBeGreaterThan(5);
    expect(await rowCount(server, stays)).toBe(before);
  });

  it("the messages are in the language asked for", async () => {
    const res = await call(server, "/api/stays?lang=de", admin(json("POST", stayBody({ checkIn: d(50), checkOut: d(111) }))));
    expect(expectFieldError(res, "checkOut")).toBe("Ein Aufenthalt dauert höchstens 60 Nächte");
    const guests = await call(server, "/api/stays?lang=es", admin(json("POST", stayBody({ guests: 9 }))));
    expect(expectFieldError(guests, "guests")).toMatch(/^Esta habitación admite de 1 a \d+ huéspedes$/);
  });

  it("409 room_busy over another stay or a block, naming them; override:true enters it anyway", async () => {
    const first = await postStay(stayBody({ checkIn: d(60), checkOut: d(64), leadGuest: { name: "Primo Ospite" } }));
    expect(first.status).toBe(201);
    const block = await call<{ id: number }>(
      server,
      `/api/rooms/${rooms.tre!.id}/blocks`,
      admin(json("POST", { start: d(64), end: d(65), note: "Pittura" })),
    );
    expect(block.status, block.text).toBe(201);
    const before = await rowCount(server, stays);
    const refused = await postStay(stayBody({ checkIn: d(62), checkOut: d(66), source: "booking" }));
    const error = expectApiError(refused, 409, "room_busy") as { conflicts?: Conflict[] };
    expect(error.conflicts).toEqual([
      { kind: "stay", source: `Soggiorno #${first.body.id} Diretta (Primo Ospite)`, start: d(60), end: d(64), stayId: first.body.id },
      { kind: "block", source: "Blocco: Pittura", start: d(64), end: d(65) },
    ]);
    expect(await rowCount(server, stays)).toBe(before);
    const forced = await postStay(stayBody({ checkIn: d(62), checkOut: d(66), source: "booking", override: true }));
    expect(forced.status, forced.text).toBe(201);
  });

  it("a channel's stay may overlap its own feed's nights, and no other channel's", async () => {
    const room = rooms.quattro!;
    await withAirbnbFeed(room, "/airbnb/quattro.ics", [{ start: d(70), end: d(73) }]);
    const fromBooking = await postStay(stayBody({ roomId: room.id, checkIn: d(70), checkOut: d(73), source: "booking" }));
    expect((expectApiError(fromBooking, 409, "room_busy") as { conflicts?: Conflict[] }).conflicts).toEqual([
      { kind: "feed", source: "Airbnb", start: d(70), end: d(73) },
    ]);
    const fromAirbnb = await postStay(stayBody({ roomId: room.id, checkIn: d(70), checkOut: d(73), source: "airbnb" }));
    expect(fromAirbnb.status, fromAirbnb.text).toBe(201);
    // Airbnb's own booking does not go back to the channels; a direct one does.
    const direct = await postStay(stayBody({ roomId: room.id, checkIn: d(74), checkOut: d(76), source: "direct" }));
    expect(direct.status, direct.text).toBe(201);
    const uids = await exportedUids(room);
    expect(uids).toContain(`stay-${direct.body.id}`);
    expect(uids).not.toContain(`stay-${fromAirbnb.body.id}`);
  });
});

describe("changing and erasing a stay", () => {
  it("PATCH moves it with the same checks; a cancelled stay frees its nights; DELETE erases it", async () => {
    const room = rooms.uno!;
    const a = await postStay(stayBody({ roomId: room.id, checkIn: d(80), checkOut: d(82) }));
    const b = await postStay(stayBody({ roomId: room.id, checkIn: d(84), checkOut: d(86), leadGuest: { name: "Seconda Ospite" } }));
    expect([a.status, b.status]).toEqual([201, 201]);

    // Onto b's nights: refused, nothing changed.
    const clash = await patchStay(a.body.id, { checkOut: d(85) });
    expect((expectApiError(clash, 409, "room_busy") as { conflicts?: Conflict[] }).conflicts?.map((c) => c.stayId)).toEqual([b.body.id]);
    // Bad input: 400, nothing changed.
    expectFieldError(await patchStay(a.body.id, { checkOut: d(79) }), "checkOut");
    expectFieldError(await patchStay(a.body.id, { guests: 0 }), "guests");
    expectFieldError(await patchStay(a.body.id, { status: "arrived" }), "status");
    expect((await call<Stay>(server, `/api/stays/${a.body.id}`, admin())).body).toMatchObject({ ...a.body, messages: [] });

    // Its own nights do not count against it; notes and lead guest change alone.
    const moved = await patchStay(a.body.id, { checkIn: d(81), checkOut: d(84), leadGuest: { phone: "+39 333 000 1111" }, notes: null });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ checkIn: d(81), checkOut: d(84), nights: 3, notes: null });
    expect(moved.body.leadGuest).toEqual({ name: "Hans Müller", email: "hans.mueller@example.com", phone: "+39 333 000 1111" });
    // Guests see the two stays' nights merged.
    expect(await busy("uno", d(78), d(90))).toEqual([{ start: d(81), end: d(86) }]);

    const cancelled = await patchStay(b.body.id, { status: "cancelled" });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await busy("uno", d(78), d(90))).toEqual([{ start: d(81), end: d(84) }]);

    expect((await call(server, `/api/stays/${a.body.id}`, admin(json("DELETE")))).status).toBe(200);
    expect((await call(server, `/api/stays/${a.body.id}`, admin())).status).toBe(404);
    expect((await call(server, `/api/stays/${a.body.id}`, admin(json("DELETE")))).status).toBe(404);
    expect(await busy("uno", d(78), d(90))).toEqual([]);
  });
});

describe("a confirmed request's stay", () => {
  async function answeredQuote(overrides: Record<string, unknown>): Promise<number> {
    const created = await call<{ id: number }>(server, "/api/quotes", json("POST", validQuote(overrides)));
    expect(created.status, created.text).toBe(201);
    const reply = await call(server, `/api/quotes/${created.body.id}/reply`, admin(json("POST", { message: "Libera", price: "300" })));
    expect(reply.status, reply.text).toBe(200);
    return created.body.id;
  }
  const confirm = (id: number, extra: Record<string, unknown> = {}) =>
    call<{ status: string; stay: Stay | null }>(server, `/api/quotes/${id}`, admin(json("PATCH", { status: "confirmed", ...extra })));

  it("a request with no room is refused until the owner chooses one; confirming creates the stay, cancelling cancels it", async () => {
    const id = await answeredQuote({ preferredRoom: null, checkIn: d(100), checkOut: d(103), firstName: "Lena", lastName: "Schmidt" });
    const before = await rowCount(server, stays);
    const refused = await confirm(id);
    expect(expectFieldError(refused, "roomId")).toBe("La richiesta non indica una camera: scegline una per confermarla");
    expect((await server.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id)))[0]!.status).toBe("answered");
    expect(await rowCount(server, stays)).toBe(before);

    const done = await confirm(id, { roomId: rooms.due!.id });
    expect(done.status, done.text).toBe(200);
    expect(done.body.stay).toMatchObject({
      roomId: rooms.due!.id,
      checkIn: d(100),
      checkOut: d(103),
      source: "request",
      quoteId: id,
      leadGuest: { name: "Lena Schmidt", email: "giulia.rossi@example.com" },
      status: "booked",
    });
    // The room is taken for guests, for the quote form and for the channels.
    expect(await busy("due", d(99), d(104))).toEqual([{ start: d(100), end: d(103) }]);
    const free = await call<{ rooms: { slug: string; free: boolean }[] }>(server, `/api/availability?from=${d(101)}&to=${d(102)}`);
    expect(free.body.rooms.find((r) => r.slug === "due")?.free).toBe(false);
    expect(await exportedUids(rooms.due!)).toContain(`stay-${done.body.stay!.id}`);

    const cancelled = await call<{ stay: Stay }>(server, `/api/quotes/${id}`, admin(json("PATCH", { status: "cancelled" })));
    expect(cancelled.body.stay.status).toBe("cancelled");
    expect(await busy("due", d(99), d(104))).toEqual([]);
  });

  it("a room taken by a stay the owner entered: 409 naming it; a request naming a free room confirms into it", async () => {
    const entered = await postStay(
      stayBody({ roomId: rooms.due!.id, checkIn: d(110), checkOut: d(112), source: "airbnb", leadGuest: { name: "Ospite Airbnb" } }),
    );
    expect(entered.status).toBe(201);
    const id = await answeredQuote({ preferredRoom: "quattro", checkIn: d(120), checkOut: d(122) });
    const other = await answeredQuote({ preferredRoom: null, checkIn: d(110), checkOut: d(113) });
    const refused = await confirm(other, { roomId: rooms.due!.id });
    expect((expectApiError(refused, 409, "room_busy") as { conflicts?: Conflict[] }).conflicts).toEqual([
      { kind: "stay", source: `Soggiorno #${entered.body.id} Airbnb (Ospite Airbnb)`, start: d(110), end: d(112), stayId: entered.body.id },
    ]);
    expect((await confirm(id)).body.stay?.roomId).toBe(rooms.quattro!.id);
  });
});

describe("arrivals and departures", () => {
  it("a day's stays by room, and a channel's range with no stay as an unregistered guest", async () => {
    const room = rooms.uno!;
    await withAirbnbFeed(room, "/airbnb/uno.ics", [
      { start: d(150), end: d(152) },
      { start: d(153), end: d(156) },
    ]);
    // The owner registers the first Airbnb booking; the second stays unregistered.
    const registered = await postStay(
      stayBody({ roomId: room.id, checkIn: d(150), checkOut: d(152), source: "airbnb", leadGuest: { name: "Registrato" } }),
    );
    expect(registered.status, registered.text).toBe(201);
    const arriving = await postStay(
      stayBody({ roomId: rooms.tre!.id, checkIn: d(153), checkOut: d(154), leadGuest: { name: "In Arrivo" } }),
    );
    expect(arriving.status, arriving.text).toBe(201);

    const leaving = await movements(d(152));
    expect(leaving.status, leaving.text).toBe(200);
    expect(leaving.body.date).toBe(d(152));
    expect(leaving.body.arrivals).toEqual([]);
    expect(leaving.body.departures).toEqual([
      expect.objectContaining({ type: "stay", roomId: room.id, stay: expect.objectContaining({ id: registered.body.id }) }),
    ]);
    const day = await movements(d(153));
    expect(day.body.departures).toEqual([]);
    expect(day.body.arrivals).toEqual([
      {
        type: "unregistered",
        roomId: room.id,
        roomName: room.name,
        checkIn: d(153),
        checkOut: d(156),
        source: "airbnb",
        feedName: "Airbnb",
        label: "Airbnb, ospite non registrato",
      },
      expect.objectContaining({ type: "stay", roomId: rooms.tre!.id, stay: expect.objectContaining({ id: arriving.body.id }) }),
    ]);
    // Once registered, the range is that stay's arrival.
    const late = await postStay(
      stayBody({ roomId: room.id, checkIn: d(153), checkOut: d(156), source: "airbnb", leadGuest: { name: "Tardivo" } }),
    );
    expect(late.status, late.text).toBe(201);
    expect((await movements(d(153))).body.arrivals.map((m) => m.type)).toEqual(["stay", "stay"]);
    const quiet = await movements(d(300));
    expect(quiet.body).toEqual({ date: d(300), arrivals: [], departures: [] });
    expectFieldError(await movements("2027-13-01"), "date");
  });
});
