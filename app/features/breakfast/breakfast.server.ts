import { desc, eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { breakfastImages, type BreakfastImage } from "~/db/schema";
import { resolveImages } from "~/features/media/images.server";
import { pruneUnreferencedMedia, storeUpload } from "~/features/media/media.server";
import { roomImagePaths } from "~/features/rooms/rooms.server";
import { notFound } from "~/lib/http-error";

import type { AdminBreakfastImage } from "./components/panel-types";

export const listBreakfastImages = memoContent(async function listBreakfastImages(): Promise<BreakfastImage[]> {
  return getDb()
    .select()
    .from(breakfastImages)
    .where(eq(breakfastImages.isActive, true))
    .orderBy(desc(breakfastImages.uploadedAt), desc(breakfastImages.id));
});

export async function addBreakfastImage(file: Buffer, originalName: string, description: string | null) {
  const { asset, result } = await storeUpload(file, "breakfast", async (tx, asset) => {
    const [row] = await tx
      .insert(breakfastImages)
      .values({
        filename: asset.path.slice("/uploads/breakfast/".length),
        // The name comes from the client: control characters (NUL would make PostgreSQL fail) are dropped.
        // eslint-disable-next-line no-control-regex -- control characters are what this looks for
        originalName: originalName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 255) || "photo",
        description,
      })
      .returning();
    return row!;
  });
  return { ...result, url: asset.path, width: asset.width, height: asset.height };
}

/**
 * Removes the uploaded photos no page shows any more: neither a room's gallery nor the breakfast
 * page (the two features that show uploads; this one builds on the rooms). Called after a
 * gallery or the breakfast photos lose one.
 */
export function pruneUnusedPhotos(): Promise<number> {
  return pruneUnreferencedMedia(async () => {
    const [roomPaths, breakfastRows] = await Promise.all([
      roomImagePaths(),
      getDb().select({ filename: breakfastImages.filename }).from(breakfastImages),
    ]);
    return [...roomPaths, ...breakfastRows.map((b) => `/uploads/breakfast/${b.filename}`)];
  });
}

/** Deletes the photo's row, then its files once no other entry shows the same picture. */
export async function deleteBreakfastImage(id: number): Promise<void> {
  const deleted = await getDb().delete(breakfastImages).where(eq(breakfastImages.id, id)).returning({ id: breakfastImages.id });
  if (!deleted.length) throw notFound();
  await pruneUnusedPhotos();
}

/** The photos with their thumbnails, as the panel's "Foto Colazione" lists them. */
export async function listBreakfastForPanel(): Promise<AdminBreakfastImage[]> {
  const rows = await listBreakfastImages();
  const previews = await resolveImages(
    rows.map((b) => `/uploads/breakfast/${b.filename}`),
    "it",
    "",
  );
  const byPath = new Map(previews.map(({ src, width, height, widths }) => [src, { src, width, height, widths }]));
  return rows.map((b) => ({
    id: b.id,
    originalName: b.originalName,
    description: b.description,
    uploadedAt: b.uploadedAt,
    image: byPath.get(`/uploads/breakfast/${b.filename}`) ?? null,
  }));
}
