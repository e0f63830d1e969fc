import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rooms, type Room } from "~/db/schema";
import { SEED_ROOMS } from "~/db/seed-data";

import { contentState, expectApiError, priceOf, roomBySlug } from "../setup/content-state";
import { jsonInit, startTestServer, type TestServer } from "../setup/test-server";

type Entry = { id: number; roomId: number; season: string; pricePerNight: string; updatedAt: string; room: { name: string; slug: string } };

let server: TestServer;
let cookie: string;
let uno: Room;
let due: Room;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  uno = await roomBySlug(server, "uno");
  due = await roomBySlug(server, "due");
});
afterAll(() => server.close());

const patch = (roomId: number | string, season: string, body: unknown, headers: Record<string, string> = { cookie }) =>
  server.fetch(`/api/pricing/${roomId}/${season}`, jsonInit("PATCH", body, headers));

async function listPricing(): Promise<Entry[]> {
  const res = await server.fetch("/api/pricing");
  expect(res.status).toBe(200);
  return (await res.json()) as Entry[];
}

describe("GET /api/pricing", () => {
  it("lists 8 entries, a high and a low price per room, each with its room's name and slug", async () => {
    const res = await server.fetch("/api/pricing");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as Entry[];
    expect(list).toHaveLength(8);
    const roomList = (await (await server.fetch("/api/rooms")).json()) as Room[];
    const roomsById = new Map(roomList.map((r) => [r.id, r]));
    for (const entry of list) {
      expect(entry).toMatchObject({
        id: expect.any(Number),
        roomId: expect.any(Number),
        season: expect.stringMatching(/^(high|low)$/),
        pricePerNight: expect.stringMatching(/^\d/),
        room: { name: expect.any(String), slug: expect.any(String) },
      });
      expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
      const room = roomsById.get(entry.roomId);
      expect(room, `room ${entry.roomId}`).toBeDefined();
      expect(entry.room).toEqual({ name: room!.name, slug: room!.slug });
    }
    expect(list.map((e) => `${e.room.slug}:${e.season}`).sort()).toEqual(
      ["uno", "due", "tre", "quattro"].flatMap((s) => [`${s}:high`, `${s}:low`]).sort(),
    );
    // Rooms in their fixed order.
    expect([...new Set(list.map((e) => e.room.slug))]).toEqual(["uno", "due", "tre", "quattro"]);
  });

  it("shows the seeded prices", async () => {
    const list = await listPricing();
    for (const seeded of SEED_ROOMS) {
      for (const season of ["high", "low"] as const) {
        const entry = list.find((e) => e.room.slug === seeded.slug && e.season === season);
        expect(entry?.pricePerNight, `${seeded.slug} ${season}`).toBe(seeded.prices[season]);
      }
    }
  });
});

describe("PATCH /api/pricing/:roomId/:season", () => {
  it.each([
    [75, "75"],
    ["70-85", "70-85"],
    ["70 €", "70"],
    [72.5, "72.5"],
    ["72,50", "72.5"],
    ["70 - 85 €", "70-85"],
    ["70–85", "70-85"],
    ["  90  ", "90"],
    ["80-80", "80"],
    [99.999, "100"],
  ])("stores %j as %j", async (input, stored) => {
    const res = await patch(uno.id, "high", { pricePerNight: input });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as Entry;
    expect(body).toMatchObject({ roomId: uno.id, season: "high", pricePerNight: stored, room: { name: uno.name, slug: "uno" } });
    expect((await priceOf(server, uno.id, "high"))?.pricePerNight).toBe(stored);
    const listed = (await listPricing()).find((e) => e.roomId === uno.id && e.season === "high");
    expect(listed?.pricePerNight).toBe(stored);
  });

  it("changes only the one entry and moves its updatedAt forward", async () => {
    const before = await contentState(server);
    const old = (await priceOf(server, due.id, "low"))!;
    const res = await patch(due.id, "low", { pricePerNight: 111 });
    expect(res.status).toBe(200);
    const after = await contentState(server);
    const changed = after.pricing.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before.pricing[i]));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ roomId: due.id, season: "low", pricePerNight: "111" });
    expect(changed[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(old.updatedAt.getTime());
    expect(after.pricing).toHaveLength(8);
    expect(after.rooms).toEqual(before.rooms);
  });

  it("creates the entry for a room that had no price for that season", async () => {
    const [extra] = await server.db.insert(rooms).values({ name: "Camera Prova", slug: "prova", isActive: false }).returning();
    try {
      expect(await priceOf(server, extra!.id, "low")).toBeUndefined();
      const res = await patch(extra!.id, "low", { pricePerNight: "55" });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        roomId: extra!.id,
        season: "low",
        pricePerNight: "55",
        room: { name: "Camera Prova", slug: "prova" },
      });
      expect((await priceOf(server, extra!.id, "low"))?.pricePerNight).toBe("55");
      expect(await priceOf(server, extra!.id, "high")).toBeUndefined();
    } finally {
      await server.db.delete(rooms).where(eq(rooms.id, extra!.id));
    }
    expect(await listPricing()).toHaveLength(8);
  });

  describe("refuses, leaving the stored price unchanged", () => {
    beforeAll(async () => {
      expect((await patch(due.id, "high", { pricePerNight: "140" })).status).toBe(200);
    });

    async function expectRefused(send: () => Promise<Response>, status: number, code: string, field?: string) {
      const before = await contentState(server);
      await expectApiError(await send(), status, code, field);
      expect(await contentState(server)).toEqual(before);
      expect((await priceOf(server, due.id, "high"))?.pricePerNight).toBe("140");
    }

    it.each(["summer", "HIGH", "High", "winter", "high%20", "low;drop"])("season %j → 404", async (season) => {
      await expectRefused(() => patch(due.id, season, { pricePerNight: 75 }), 404, "not_found");
    });

    it.each([
      ["a negative number", -5],
      ["a negative text", "-5"],
      ["zero", 0],
      ["zero as text", "0"],
      ["zero with decimals", "0.00"],
      ["a number that rounds to zero", 0.001],
      ["letters", "abc"],
      ["a descending range", "85-70"],
      ["a range starting at zero", "0-85"],
      ["three numbers", "70-85-90"],
      ["an exponent", "1e3"],
      ["too many decimals", "70.555"],
      ["an empty text", ""],
      ["spaces only", "   "],
      ["another currency", "70 $"],
      ["a boolean", true],
      ["false", false],
      ["null", null],
      ["a list", [75]],
      ["an object", { amount: 75 }],
      ["a huge number", 1e9],
      ["a number that rounds up to 100000", 99_999.999],
      ["a huge text", "1000000"],
      ["a very long text", "7".repeat(5000)],
    ])("%s → 400 naming pricePerNight", async (_name, value) => {
      await expectRefused(() => patch(due.id, "high", { pricePerNight: value }), 400, "validation_error", "pricePerNight");
    });

    it("a missing field → 400 naming pricePerNight", async () => {
      await expectRefused(() => patch(due.id, "high", {}), 400, "validation_error", "pricePerNight");
    });

    it("a body that is not JSON → 400", async () => {
      await expectRefused(() => patch(due.id, "high", "pricePerNight=75"), 400, "invalid_json");
    });

    it("a price sent under another name → 400", async () => {
      await expectRefused(() => patch(due.id, "high", { price: 75 }), 400, "validation_error", "pricePerNight");
    });

    it("an unknown room → 404", async () => {
      await expectRefused(() => patch(999_999, "high", { pricePerNight: 75 }), 404, "not_found");
    });

    it.each(["due", "1.5", "-1", "0x2"])("a non-numeric room id (%s) → 404", async (id) => {
      await expectRefused(() => patch(id, "high", { pricePerNight: 75 }), 404, "not_found");
    });
  });
});
