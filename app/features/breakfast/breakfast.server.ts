import { desc, eq } from "drizzle-orm";
import { memoContent } from "~/db/content-memo.server";
import { getDb } from "~/db/client.server";
import { breakfastImages, type BreakfastImage } from "~/db/schema";
import { notFound } from "~/lib/http-error";
import { pruneUnreferencedMedia, storeUpload } from "~/features/media/media.server";

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

/** Deletes the photo's row, then its files once no other entry shows the same picture. */
export async function deleteBreakfastImage(id: number): Promise<void> {
  const deleted = await getDb().delete(breakfastImages).where(eq(breakfastImages.id, id)).returning({ id: breakfastImages.id });
  if (!deleted.length) throw notFound();
  await pruneUnreferencedMedia();
}
