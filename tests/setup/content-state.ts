import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";

import { breakfastImages, mediaAssets, pricing, rooms } from "~/db/schema";

import type { TestServer } from "./test-server";

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * Asserts an error answer of the documented shape {error:{code, message, fields?}} and returns
 * its body. With `field`, the `fields` object must name it (itself or one of its items, e.g.
 * "images" or "images.3") with a non-empty message.
 */
export async function expectApiError(res: Response, status: number, code: string, field?: string): Promise<ApiErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(Object.keys(body.error).every((k) => ["code", "message", "fields"].includes(k))).toBe(true);
  if (field) {
    expect(body.error.fields, `fields should name ${field}`).toBeDefined();
    const keys = Object.keys(body.error.fields ?? {}).filter((k) => k === field || k.startsWith(`${field}.`));
    expect(keys, `fields ${JSON.stringify(body.error.fields)} should name ${field}`).not.toHaveLength(0);
    for (const k of keys) expect(body.error.fields![k]).toMatch(/\S/);
  }
  // No internals leak into error answers.
  expect(text).not.toMatch(/stack|at Object\.|select |insert |update .* set/i);
  return body;
}

/** Everything the content endpoints can change: rows and files, to prove a refused request changed nothing. */
export async function contentState(server: TestServer) {
  const db = server.db;
  const [roomRows, priceRows, assetRows, breakfastRows] = await Promise.all([
    db
      .select({ id: rooms.id, images: rooms.images, bookingUrl: rooms.bookingUrl, airbnbUrl: rooms.airbnbUrl })
      .from(rooms)
      .orderBy(asc(rooms.id)),
    db
      .select({ roomId: pricing.roomId, season: pricing.season, pricePerNight: pricing.pricePerNight, updatedAt: pricing.updatedAt })
      .from(pricing)
      .orderBy(asc(pricing.roomId), asc(pricing.season)),
    db.select().from(mediaAssets).orderBy(asc(mediaAssets.id)),
    db.select().from(breakfastImages).orderBy(asc(breakfastImages.id)),
  ]);
  return {
    rooms: roomRows,
    pricing: priceRows,
    mediaAssets: assetRows,
    breakfastImages: breakfastRows,
    files: server.uploadedFiles().sort(),
  };
}

export async function roomBySlug(server: TestServer, slug: string) {
  const [room] = await server.db.select().from(rooms).where(eq(rooms.slug, slug));
  if (!room) throw new Error(`no room ${slug}`);
  return room;
}

export async function mediaAssetByPath(server: TestServer, path: string) {
  const [asset] = await server.db.select().from(mediaAssets).where(eq(mediaAssets.path, path));
  return asset;
}

export async function priceOf(server: TestServer, roomId: number, season: string) {
  const [row] = await server.db
    .select()
    .from(pricing)
    .where(and(eq(pricing.roomId, roomId), eq(pricing.season, season)));
  return row;
}
