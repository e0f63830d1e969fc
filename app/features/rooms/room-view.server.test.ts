import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pricing, rooms } from "~/db/schema";
import { SEED_ROOMS } from "~/db/seed-data";
import { roomCards } from "~/features/rooms/room-cards.server";
import { priceList, roomDetail } from "~/features/rooms/room-view.server";

import { startTestServer, type TestServer } from "../../../tests/setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function roomId(slug: string): Promise<number> {
  const [row] = await server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, slug));
  return row!.id;
}

describe("seeded rooms", () => {
  it("list their built-in photos in order, the first being the cover", async () => {
    const due = SEED_ROOMS.find((r) => r.slug === "due")!;
    const [row] = await server.db.select({ images: rooms.images }).from(rooms).where(eq(rooms.slug, "due"));
    expect(row!.images).toEqual(due.images);
    expect(row!.images).toHaveLength(6);
    expect(row!.images[0]).toBe("/images/rooms/due-1-1600.jpg");
  });
});

describe("roomCards", () => {
  it("gives every active room its first 3 amenities, its texts in the language and its lowest price", async () => {
    const cards = await roomCards("en");
    expect(cards.map((c) => c.slug)).toEqual(["uno", "due", "tre", "quattro"]);
    for (const card of cards) expect(card.amenities).toHaveLength(3);
    const uno = cards[0]!;
    expect(uno.shortDescription).toBe(SEED_ROOMS[0]!.shortDescriptionEn);
    expect(uno.amenities).toEqual(SEED_ROOMS[0]!.amenities.slice(0, 3));
    expect(uno.priceFrom).toBe(SEED_ROOMS[0]!.prices.low);
  });

  it("falls back to the Italian description when a translation is missing", async () => {
    await server.db.update(rooms).set({ shortDescriptionDe: null }).where(eq(rooms.slug, "tre"));
    const tre = (await roomCards("de")).find((c) => c.slug === "tre")!;
    expect(tre.shortDescription).toBe(SEED_ROOMS[2]!.shortDescription);
  });
});

describe("roomDetail", () => {
  it("is null for an unknown slug", async () => {
    expect(await roomDetail("cinque", "it")).toBeNull();
  });

  it("formats prices for the language and leaves a missing one null (the page shows a dash)", async () => {
    const id = await roomId("uno");
    await server.db
      .update(pricing)
      .set({ pricePerNight: "70-85" })
      .where(and(eq(pricing.roomId, id), eq(pricing.season, "high")));
    await server.db.delete(pricing).where(and(eq(pricing.roomId, id), eq(pricing.season, "low")));
    const uno = await roomDetail("uno", "it");
    expect(uno!.prices).toEqual({ high: "70–85", low: null });
    const list = await priceList("it");
    expect(list.map((r) => r.slug)).toEqual(["uno", "due", "tre", "quattro"]);
    expect(list[0]!.prices).toEqual({ high: "70–85", low: null });
    expect((await roomCards("it"))[0]!.priceFrom).toBe("70");
  });
});
