import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { listPriceRows, readPriceRows, setPrice } from "~/features/pricing/pricing.server";
import { SEASONS, type Season } from "~/lib/constants";
import { notFound } from "~/lib/http-error";

import { findRoom, listAllRooms, listRooms } from "./rooms.server";

/**
 * The prices with their rooms: the pricing feature keeps the prices, this one the rooms, and
 * these lists join the two (rooms are few, and both are read once per content version).
 */

export type PricingEntry = {
  id: number;
  roomId: number;
  season: string;
  pricePerNight: string;
  updatedAt: Date;
  room: { name: string; slug: string };
};

/** The stored prices of the active rooms, in the rooms' order, each room's seasons in order (GET /api/pricing, the public pages). */
export const listPricing = memoContent(async function listPricing(): Promise<PricingEntry[]> {
  const [rooms, rows] = await Promise.all([listRooms(), listPriceRows()]);
  return rooms.flatMap((room) =>
    rows
      .filter((row) => row.roomId === room.id)
      .map((row) => ({
        id: row.id,
        roomId: row.roomId,
        season: row.season,
        pricePerNight: row.pricePerNight,
        updatedAt: row.updatedAt,
        room: { name: room.name, slug: room.slug },
      })),
  );
});

/** One row of "Gestione Prezzi": a room's price in a season, or "" (and no id) when none is set yet (the pricing panel's AdminPrice). */
export type PanelPrice = {
  id: number | null;
  roomId: number;
  season: Season;
  pricePerNight: string;
  room: { name: string; slug: string; isActive: boolean };
};

/**
 * Every room, hidden ones included, with one row per season, for the owner's "Gestione Prezzi":
 * a room made in the panel has no price yet, and its rows come empty so she can write one
 * (PATCH creates it). The public list (listPricing) leaves out hidden rooms and missing prices.
 */
export async function listPricingForPanel(): Promise<PanelPrice[]> {
  const [allRooms, rows] = await Promise.all([listAllRooms(), readPriceRows()]);
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

/** Sets a room's price for a season, creating the row if the room had none; 404 for no such room. */
export async function updatePrice(roomId: number, season: Season, pricePerNight: string): Promise<PricingEntry> {
  const room = await findRoom(getDb(), roomId);
  if (!room) throw notFound();
  const row = await setPrice(roomId, season, pricePerNight);
  return { ...row, room: { name: room.name, slug: room.slug } };
}
