import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { roomStatus, stays, users } from "~/db/schema";
import { hashPassword } from "~/features/auth/auth.server";
import type { RoomsStatus, RoomStatusEntry } from "~/features/rooms/room-status";
import { addDays, italyWallTime, todayInItaly } from "~/lib/dates";

import { call, cookiePair, dateFromToday, expectApiError, json, rowCount, setCookieFor, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let owner: string;
let roomIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminCookie();
  const rooms = await call<{ id: number }[]>(server, "/api/rooms");
  roomIds = rooms.body.map((room) => room.id);
  expect(roomIds.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => server.close());

// Each test starts with no stay and no status set.
beforeEach(async () => {
  await server.db.delete(stays);
  await server.db.delete(roomStatus);
});

const EMAIL = "lead.guest@example.com";
const PHONE = "+39 333 765 4321";

/** A booked stay entered by the owner, with the contacts, notes and deposit housekeeping must never see. */
async function stay(roomId: number, checkIn: string, checkOut: string, leadName: string, guests = 2): Promise<number> {
  const res = await call<{ id: number }>(
    server,
    "/api/stays",
    withCookie(
      json("POST", {
        roomId,
        checkIn,
        checkOut,
        guests,
        source: "direct",
        leadGuest: { name: leadName, email: EMAIL, phone: PHONE },
        language: "it",
        notes: "Allergia alle arachidi, pagamento 480 euro",
      }),
      owner,
    ),
  );
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const status = async (cookie = owner) => {
  const res = await call<RoomsStatus>(server, "/api/rooms/status", withCookie({}, cookie));
  expect(res.status, res.text).toBe(200);
  return res;
};
const roomOf = (body: RoomsStatus, id: number): RoomStatusEntry => {
  const room = body.rooms.find((r) => r.id === id);
  expect(room, `room ${id} in ${JSON.stringify(body)}`).toBeDefined();
  return room!;
};
const setStatus = (id: number | string, value: unknown, cookie = owner) =>
  call<RoomStatusEntry>(server, `/api/rooms/${id}/status`, withCookie(json("PATCH", { status: value }), cookie));
/** Moves the room's last mark back to `at`, as if it had been set then. */
const markedAt = (id: number, at: Date) => server.db.update(roomStatus).set({ changedAt: at }).where(eq(roomStatus.roomId, id));

describe("a room's status", () => {
  it("turns to clean on a departure day when it was last set before that day began, and marking it clean then holds", async () => {
    // The second room takes four guests.
    const [, room] = roomIds;
    expect((await setStatus(room!, "clean")).status).toBe(200);
    await markedAt(room!, italyWallTime(dateFromToday(-2), 18, 0));
    await stay(room!, dateFromToday(-2), dateFromToday(0), "Mario Rossi", 3);

    let entry = roomOf((await status()).body, room!);
    expect(entry.status).toBe("to_clean");
    expect(entry.departure).toEqual({ guestName: "Mario Rossi", guests: 3 });
    expect(entry.arrival).toBeNull();

    const marked = await setStatus(room!, "clean");
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({
      id: room,
      status: "clean",
      changedBy: "admin",
      departure: { guestName: "Mario Rossi", guests: 3 },
    });
    entry = roomOf((await status()).body, room!);
    expect(entry.status).toBe("clean");
    expect(Date.now() - Date.parse(entry.changedAt!)).toBeLessThan(60_000);

    // Checked after cleaning: the departure of the same day does not undo it either.
    expect((await setStatus(room!, "checked")).body.status).toBe("checked");
    expect(roomOf((await status()).body, room!).status).toBe("checked");
  });

  it("counts the departure's day in Italy's time: set after its midnight holds, set the evening before does not", async () => {
    const [room] = roomIds;
    const yesterday = dateFromToday(-1);
    await stay(room!, addDays(yesterday, -3), yesterday, "Anna Verdi");
    expect((await setStatus(room!, "clean")).status).toBe(200);

    await markedAt(room!, italyWallTime(yesterday, 0, 30));
    expect(roomOf((await status()).body, room!).status).toBe("clean");

    await markedAt(room!, italyWallTime(addDays(yesterday, -1), 23, 30));
    const entry = roomOf((await status()).body, room!);
    expect(entry.status).toBe("to_clean");
    // Yesterday's guests are not today's departure.
    expect(entry.departure).toBeNull();
  });

  it("is clean until a room's first departure, and tomorrow's departure or a cancelled stay changes nothing", async () => {
    const [a, b, c] = roomIds;
    await stay(a!, dateFromToday(-1), dateFromToday(1), "Luca Neri");
    const cancelled = await stay(b!, dateFromToday(-2), dateFromToday(0), "Sara Blu");
    const res = await call(server, `/api/stays/${cancelled}`, withCookie(json("PATCH", { status: "cancelled" }), owner));
    expect(res.status, res.text).toBe(200);
    await stay(c!, dateFromToday(0), dateFromToday(2), "Paolo Gialli", 1);

    const { body } = await status();
    expect(body.date).toBe(todayInItaly());
    expect(roomOf(body, a!)).toMatchObject({ status: "clean", changedAt: null, changedBy: null, departure: null, arrival: null });
    expect(roomOf(body, b!)).toMatchObject({ status: "clean", departure: null });
    expect(roomOf(body, c!)).toMatchObject({ status: "clean", departure: null, arrival: { guestName: "Paolo Gialli", guests: 1 } });
    expect(body.rooms.map((r) => r.id)).toEqual(roomIds);
  });

  it("answers names and party sizes only: no contact, note, price or document", async () => {
    const [a, b] = roomIds;
    await stay(a!, dateFromToday(-1), dateFromToday(0), "Mario Rossi");
    await stay(a!, dateFromToday(0), dateFromToday(3), "Giulia Bianchi", 1);
    await stay(b!, dateFromToday(0), dateFromToday(2), "Marco Verdi");
    const res = await status();
    for (const secret of [EMAIL, PHONE, "Allergia", "480"]) expect(res.text).not.toContain(secret);
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
      }
    };
    walk(res.body);
    expect([...keys].sort()).toEqual([
      "arrival",
      "changedAt",
      "changedBy",
      "date",
      "departure",
      "guestName",
      "guests",
      "id",
      "name",
      "rooms",
      "status",
    ]);
    for (const key of keys) expect(key).not.toMatch(/email|phone|price|amount|deposit|document|notes|birth/i);
    const entry = roomOf(res.body, a!);
    expect(Object.keys(entry.departure!).sort()).toEqual(["guestName", "guests"]);
    expect(entry.arrival).toEqual({ guestName: "Giulia Bianchi", guests: 1 });
  });

  it("refuses a status it does not know, in the caller's language, and stores nothing", async () => {
    const [room] = roomIds;
    expect((await setStatus(room!, "checked")).status).toBe(200);
    const before = await server.db.select().from(roomStatus);
    for (const bad of ["dirty", "", null, 3, "CLEAN"]) {
      const error = expectApiError(await setStatus(room!, bad), 400, "validation_error");
      expect(error.fields?.status).toMatch(/clean.*to_clean.*checked/);
      expect(error.fields?.status).toContain("Lo stato della camera");
    }
    const english = await call(server, `/api/rooms/${room}/status?lang=en`, withCookie(json("PATCH", { status: "dirty" }), owner));
    expect(expectApiError(english, 400, "validation_error").fields?.status).toContain("A room's status can only be");
    const german = await call(server, `/api/rooms/${room}/status?lang=de`, withCookie(json("PATCH", {}), owner));
    expect(expectApiError(german, 400, "validation_error").fields?.status).toContain("Zimmerstatus");
    expect(await server.db.select().from(roomStatus)).toEqual(before);
    expect(roomOf((await status()).body, room!).status).toBe("checked");
  });

  it("answers 404 for a room that does not exist, and stores nothing", async () => {
    expectApiError(await setStatus(999_999, "clean"), 404, "not_found");
    expectApiError(await setStatus("abc", "clean"), 404, "not_found");
    expect(await rowCount(server, roomStatus)).toBe(0);
  });

  it("is for the panel's accounts only", async () => {
    expectApiError(await call(server, "/api/rooms/status"), 401, "unauthorized");
    expectApiError(await call(server, `/api/rooms/${roomIds[0]}/status`, json("PATCH", { status: "clean" })), 401, "unauthorized");
    expect(await rowCount(server, roomStatus)).toBe(0);
  });
});

describe("a housekeeping account", () => {
  const CLEANER = { username: "pulizie@example.com", password: "scopa-e-paletta-2027" };
  let cleaner: string;

  beforeAll(async () => {
    await server.db.insert(users).values({
      username: CLEANER.username,
      email: CLEANER.username,
      name: "Rosa",
      password: await hashPassword(CLEANER.password),
      role: "housekeeping",
      status: "active",
    });
    const res = await call(server, "/api/auth/login", json("POST", CLEANER));
    expect(res.status, res.text).toBe(200);
    cleaner = cookiePair(setCookieFor(res.headers, "bb_admin")!);
  });

  it("reads today's rooms and marks one clean, in its own name", async () => {
    const [room] = roomIds;
    await stay(room!, dateFromToday(-1), dateFromToday(0), "Mario Rossi");
    expect(roomOf((await status(cleaner)).body, room!).status).toBe("to_clean");
    const marked = await setStatus(room!, "clean", cleaner);
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ status: "clean", changedBy: CLEANER.username });
    expect(roomOf((await status(owner)).body, room!)).toMatchObject({ status: "clean", changedBy: CLEANER.username });
  });

  it("is refused the guests' data, the requests and the rooms' editing", async () => {
    const id = await stay(roomIds[0]!, dateFromToday(0), dateFromToday(2), "Mario Rossi");
    expectApiError(await call(server, `/api/stays/${id}/guests`, withCookie({}, cleaner)), 403, "forbidden");
    expectApiError(await call(server, "/api/stays/1/guests", withCookie({}, cleaner)), 403, "forbidden");
    expectApiError(await call(server, `/api/stays/${id}`, withCookie({}, cleaner)), 403, "forbidden");
    expectApiError(await call(server, "/api/quotes", withCookie({}, cleaner)), 403, "forbidden");
    const edit = await call(
      server,
      `/api/rooms/${roomIds[0]}/booking-links`,
      withCookie(json("PUT", { bookingUrl: null, airbnbUrl: null }), cleaner),
    );
    expectApiError(edit, 403, "forbidden");
  });
});
