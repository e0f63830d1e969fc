import { asc, eq, sql } from "drizzle-orm";
import { LIMITS } from "~/lib/constants";
import { getDb, type Db } from "~/db/client.server";
import { mediaAssets, rooms, type Room } from "~/db/schema";
import { invalidField, notFound } from "~/lib/http-error";
import { pruneUnreferencedMedia, storeUpload } from "~/features/media/media.server";
import type { BookingLinks } from "~/features/rooms/rooms.schema";

const ROOM_ORDER = sql`array_position(array['uno','due','tre','quattro']::text[], ${rooms.slug}::text) nulls last`;

export async function listRooms(): Promise<Room[]> {
  return getDb().select().from(rooms).where(eq(rooms.isActive, true)).orderBy(ROOM_ORDER, asc(rooms.id));
}

/** The rooms_slug_format check: anything else cannot be a room (and a NUL byte would make PostgreSQL fail). */
const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function getRoomBySlug(slug: string): Promise<Room | null> {
  if (slug.length > 50 || !SLUG_FORMAT.test(slug)) return null;
  const [room] = await getDb().select().from(rooms).where(eq(rooms.slug, slug)).limit(1);
  return room && room.isActive ? room : null;
}

async function requireRoom(id: number, db: Db = getDb()): Promise<Room> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!room) throw notFound();
  return room;
}

/**
 * Saves the ordered gallery. Every uploaded path must be one of ours; built-in photos under
 * /images/ are allowed as they are. Photos left out are deleted once nothing refers to them.
 */
export async function setRoomImages(id: number, images: string[]): Promise<Room> {
  await requireRoom(id);
  const uploaded = images.filter((p) => p.startsWith("/uploads/"));
  if (uploaded.length) {
    const known = await getDb().select({ path: mediaAssets.path }).from(mediaAssets);
    const knownPaths = new Set(known.map((k) => k.path));
    const unknown = uploaded.filter((p) => !knownPaths.has(p));
    if (unknown.length) throw invalidField("images", "errors.invalidImages");
  }
  const [room] = await getDb().update(rooms).set({ images }).where(eq(rooms.id, id)).returning();
  await pruneUnreferencedMedia();
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
