import { asc } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { pricing, type Pricing } from "~/db/schema";
import type { Season } from "~/lib/constants";

/**
 * The prices table: a room's price per season. The lists that show each price with its room
 * (GET /api/pricing, "Gestione Prezzi", the public pages) are the rooms feature's
 * (rooms/room-prices.server.ts), which builds on this one.
 */

/** Every stored price, by room and season: rooms × seasons rows (the panel's read, never remembered). */
export async function readPriceRows(): Promise<Pricing[]> {
  return getDb().select().from(pricing).orderBy(asc(pricing.roomId), asc(pricing.season));
}

/** readPriceRows, read once per content version (the public pages and GET /api/pricing). */
export const listPriceRows = memoContent(function listPriceRows() {
  return readPriceRows();
});

/** Sets a room's price for a season, creating the row if the room had none. The caller checks that the room exists. */
export async function setPrice(roomId: number, season: Season, pricePerNight: string): Promise<Pricing> {
  const [row] = await getDb()
    .insert(pricing)
    .values({ roomId, season, pricePerNight })
    .onConflictDoUpdate({ target: [pricing.roomId, pricing.season], set: { pricePerNight, updatedAt: new Date() } })
    .returning();
  return row!;
}
