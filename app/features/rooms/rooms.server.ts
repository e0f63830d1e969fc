import { and, asc, count, eq, ne, sql } from "drizzle-orm";

import { getDb, type Db, type Executor } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { rooms, type Room } from "~/db/schema";
import { assetsByPath, storeUpload } from "~/features/media/media.server";
import { slugFromName } from "~/features/rooms/room-fields";
import type { BookingLinks, RoomInput } from "~/features/rooms/rooms.schema";
import { LIMITS } from "~/lib/constants";
import { HttpError, invalidField, notFound } from "~/lib/http-error";

const ROOM_ORDER = sql`array_position(array['uno','due','tre','quattro']::text[], ${rooms.slug}::text) nulls last`;

export const listRooms = memoContent(async function listRooms(): Promise<Room[]> {
  return getDb().select().from(rooms).where(eq(rooms.isActive, true)).orderBy(ROOM_ORDER, asc(rooms.id));
});

/** How many rooms the site shows (the home page's structured data, the about, rooms and prices pages). */
export const countActiveRooms = memoContent(async function countActiveRooms(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(rooms).where(eq(rooms.isActive, true));
  return row?.n ?? 0;
});

/** Every room, hidden ones included, for the panel. */
export async function listAllRooms(): Promise<Room[]> {
  return getDb().select().from(rooms).orderBy(ROOM_ORDER, asc(rooms.id));
}

/** The rooms_slug_format check: anything else cannot be a room (and a NUL byte would make PostgreSQL fail). */
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const getRoomBySlug = memoContent(async function getRoomBySlug(slug: string): Promise<Room | null> {
  if (slug.length > 50 || !SLUG_FORMAT.test(slug)) return null;
  const [room] = await getDb().select().from(rooms).where(eq(rooms.slug, slug)).limit(1);
  return room && room.isActive ? room : null;
});

/** What other features need of a room: which it is, its name, how many it takes, whether the site shows it. */
export type RoomRef = Pick<Room, "id" | "slug" | "name" | "maxGuests" | "isActive">;

const refColumns = { id: rooms.id, slug: rooms.slug, name: rooms.name, maxGuests: rooms.maxGuests, isActive: rooms.isActive };

/** A room by id, hidden ones too, read through `executor` (the caller's transaction, when it is in one). */
export async function findRoom(executor: Executor, id: number): Promise<RoomRef | undefined> {
  const [room] = await executor.select(refColumns).from(rooms).where(eq(rooms.id, id)).limit(1);
  return room;
}

/** A room by its address, hidden ones too, read through `executor`. */
export async function findRoomBySlug(executor: Executor, slug: string): Promise<RoomRef | undefined> {
  const [room] = await executor.select(refColumns).from(rooms).where(eq(rooms.slug, slug)).limit(1);
  return room;
}

/**
 * The room, locked until the caller's transaction ends: two stays placed in the same room at once
 * wait for each other (stays.server.ts's placeStay). Undefined when there is no such room.
 */
export async function lockRoom(tx: Executor, id: number): Promise<RoomRef | undefined> {
  const [room] = await tx.select(refColumns).from(rooms).where(eq(rooms.id, id)).for("update");
  return room;
}

const readRoomNames = async (executor: Executor): Promise<ReadonlyMap<number, string>> =>
  new Map((await executor.select({ id: rooms.id, name: rooms.name }).from(rooms)).map((r) => [r.id, r.name]));

const rememberedRoomNames = memoContent(function roomNames() {
  return readRoomNames(getDb());
});

/**
 * Every room's name by id, hidden rooms too (a stay or a price may be in one), for lists that
 * show the room of each row: rooms are few, read once per content version. A room this process
 * does not know yet (made by another a moment ago) is read again. In a transaction, pass it: its
 * reads see what it wrote, and with PGlite a read outside it would wait for it to end.
 */
export async function roomNamesById(ids: Iterable<number> = [], executor?: Executor): Promise<ReadonlyMap<number, string>> {
  if (executor) return readRoomNames(executor);
  const names = await rememberedRoomNames();
  for (const id of ids) if (!names.has(id)) return readRoomNames(getDb());
  return names;
}

/** The uploaded photos the rooms' galleries show, hidden rooms' too (what media may not delete). */
export async function roomImagePaths(): Promise<string[]> {
  const rows = await getDb().select({ images: rooms.images }).from(rooms);
  return rows.flatMap((r) => r.images);
}

async function requireRoom(id: number, db: Db = getDb()): Promise<Room> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!room) throw notFound();
  return room;
}

/**
 * Saves the ordered gallery. Every uploaded path must be one of ours; built-in photos under
 * /images/ are allowed as they are. The photos left out are the caller's to prune once nothing
 * refers to them (breakfast.server.ts's pruneUnusedPhotos, which knows every gallery).
 */
export async function setRoomImages(id: number, images: string[]): Promise<Room> {
  await requireRoom(id);
  const uploaded = images.filter((p) => p.startsWith("/uploads/"));
  if (uploaded.length) {
    const known = await assetsByPath(uploaded);
    if (uploaded.some((p) => !known.has(p))) throw invalidField("images", "errors.invalidImages");
  }
  const [room] = await getDb().update(rooms).set({ images }).where(eq(rooms.id, id)).returning();
  return room!;
}

export async function setBookingLinks(id: number, links: BookingLinks): Promise<Room> {
  await requireRoom(id);
  const [room] = await getDb().update(rooms).set(links).where(eq(rooms.id, id)).returning();
  return room!;
}

const tooManyPhotos = () => invalidField("image", "errors.tooManyPhotos", { max: LIMITS.roomImages });

/** Processes an uploaded photo and appends it to the room's gallery, atomically. */
export async function addRoomPhoto(id: number, file: Buffer) {
  const before = await requireRoom(id);
  // Checked before the (slow) encoding, and again under the row lock below.
  if (before.images.length >= LIMITS.roomImages) throw tooManyPhotos();
  const { asset, result } = await storeUpload(file, "rooms", async (tx, asset) => {
    // Locked until commit: two uploads at once must not both append to the same old list.
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, id)).for("update");
    if (!room) throw notFound();
    if (room.images.includes(asset.path)) return room;
    if (room.images.length >= LIMITS.roomImages) throw tooManyPhotos();
    const [updated] = await tx
      .update(rooms)
      .set({ images: [...room.images, asset.path] })
      .where(eq(rooms.id, id))
      .returning();
    return updated!;
  });
  return { imageUrl: asset.path, asset, room: result };
}

const nameTaken = () => invalidField("name", "errors.roomNameTaken");
const slugTaken = () => invalidField("name", "errors.roomSlugTaken");

/** A unique constraint of the rooms table lost to a concurrent write: the same 400 as the check before. */
function uniqueViolation(error: unknown): HttpError | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === "rooms_slug_unique" ? slugTaken() : nameTaken();
  }
  return null;
}

/** Refuses a name another room has (ignoring case and surrounding spaces), or a slug another room has. */
async function checkUnique(name: string, slug: string | null, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(rooms.id, exceptId);
  const [sameName] = await getDb()
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(sql`lower(${rooms.name}) = lower(${name})`, others))
    .limit(1);
  if (sameName) throw nameTaken();
  if (slug === null) return;
  const [sameSlug] = await getDb()
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.slug, slug), others))
    .limit(1);
  if (sameSlug) throw slugTaken();
}

/**
 * A new room, with its address made from its name (slugFromName). It has no price yet: the
 * public pages show "–" until the owner writes one in "Gestione Prezzi", which lists every room.
 */
export async function createRoom(input: RoomInput): Promise<Room> {
  const slug = slugFromName(input.name);
  await checkUnique(input.name, slug);
  try {
    const [room] = await getDb()
      .insert(rooms)
      .values({ ...input, slug })
      .returning();
    return room!;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/** Changes a room's name, texts, guests, amenities and visibility; its slug, photos and links stay. */
export async function updateRoom(id: number, input: RoomInput): Promise<Room> {
  await requireRoom(id);
  await checkUnique(input.name, null, id);
  try {
    const [room] = await getDb().update(rooms).set(input).where(eq(rooms.id, id)).returning();
    if (!room) throw notFound();
    return room;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * The foreign keys that keep a room with history (stays.room_id, quotes.preferred_room: ON DELETE
 * RESTRICT) refused its deletion: 23001 (restrict_violation), or 23503 were one NO ACTION.
 */
function hasHistory(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === "23001" || code === "23503") return true;
  }
  return false;
}

/**
 * Deletes a room no quote request and no stay names (its prices, feeds and blocks go with it; its
 * uploaded photos are the caller's to prune once nothing else uses them). A room with requests or
 * stays is refused (409): deactivating it takes it off the site and keeps their history readable.
 * The database refuses it (the quotes' and stays' foreign keys restrict the delete), so a request
 * naming the room cannot slip in between a check and the delete.
 */
export async function deleteRoom(id: number): Promise<void> {
  await requireRoom(id);
  let deleted: { id: number }[];
  try {
    deleted = await getDb().delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
  } catch (error) {
    if (hasHistory(error)) throw new HttpError(409, "room_has_history", "errors.roomHasHistory");
    throw error;
  }
  if (!deleted.length) throw notFound();
}
