import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pricing, rooms } from "~/db/schema";
import { notFound } from "~/lib/http-error";
import type { Season } from "~/lib/constants";

export type PricingEntry = {
  id: number;
  roomId: number;
  season: string;
  pricePerNight: string;
  updatedAt: Date;
  room: { name: string; slug: string };
};

export async function listPricing(): Promise<PricingEntry[]> {
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
    .orderBy(sql`array_position(array['uno','due','tre','quattro']::text[], ${rooms.slug}::text) nulls last`, asc(rooms.id), asc(pricing.season));
  return rows.map(({ roomName, roomSlug, ...row }) => ({ ...row, room: { name: roomName, slug: roomSlug } }));
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
