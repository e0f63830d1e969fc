import { asc, eq, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { pricing, rooms } from "~/db/schema";
import { SEASONS, type Season } from "~/lib/constants";
import { notFound } from "~/lib/http-error";

import type { AdminPrice } from "./components/panel-types";

export type PricingEntry = {
  id: number;
  roomId: number;
  season: string;
  pricePerNight: string;
  updatedAt: Date;
  room: { name: string; slug: string };
};

export const listPricing = memoContent(async function listPricing(): Promise<PricingEntry[]> {
  const rows = await getDb()
    .select({
      id: pricing.id,
      roomId: pricing.roomId,
      season: pricing.season,
      pricePerNight: pricing.pricePerNight,
      updatedAt: pricing.updatedAt,
      roomName: rooms.name,
      roomSlug: rooms.slug,
    })
    .from(pricing)
    .innerJoin(rooms, eq(rooms.id, pricing.roomId))
    .where(eq(rooms.isActive, true))
    .orderBy(
      sql`array_position(array['uno','due','tre','quattro']::text[], ${rooms.slug}::text) nulls last`,
      asc(rooms.id),
      asc(pricing.season),
    );
  return rows.map(({ roomName, roomSlug, ...row }) => ({ ...row, room: { name: roomName, slug: roomSlug } }));
});

/** One row of "Gestione Prezzi": a room's price in a season, or "" (and no id) when none is set yet. */
export type PanelPrice = AdminPrice;

/**
 * Every room, hidden ones included, with one row per season, for the owner's "Gestione Prezzi":
 * a room made in the panel has no price yet, and its rows come empty so she can write one
 * (PATCH creates it). The public list (listPricing) leaves out hidden rooms and missing prices.
 */
export async function listPricingForPanel(): Promise<PanelPrice[]> {
  const db = getDb();
  const [allRooms, rows] = await Promise.all([
    db
      .select({ id: rooms.id, name: rooms.name, slug: rooms.slug, isActive: rooms.isActive })
      .from(rooms)
      .orderBy(sql`array_position(array['uno','due','tre','quattro']::text[], ${rooms.slug}::text) nulls last`, asc(rooms.id)),
    db.select({ id: pricing.id, roomId: pricing.roomId, season: pricing.season, pricePerNight: pricing.pricePerNight }).from(pricing),
  ]);
  const stored = new Map(rows.map((row) => [`${row.roomId}:${row.season}`, row]));
  return allRooms.flatMap((room) =>
    SEASONS.map((season) => {
      const row = stored.get(`${room.id}:${season}`);
      return {
        id: row?.id ?? null,
        roomId: room.id,
        season,
        pricePerNight: row?.pricePerNight ?? "",
        room: { name: room.name, slug: room.slug, isActive: room.isActive },
      };
    }),
  );
}

/** Sets a room's price for a season, creating the row if the room had none. */
export async function updatePrice(roomId: number, season: Season, pricePerNight: string): Promise<PricingEntry> {
  const db = getDb();
  const [room] = await db.select({ name: rooms.name, slug: rooms.slug }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) throw notFound();
  const [row] = await db
    .insert(pricing)
    .values({ roomId, season, pricePerNight })
    .onConflictDoUpdate({ target: [pricing.roomId, pricing.season], set: { pricePerNight, updatedAt: new Date() } })
    .returning();
  return { ...row!, room };
}
