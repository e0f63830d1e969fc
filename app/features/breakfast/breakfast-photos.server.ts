import { builtinImage, resolveImages, type PageImage } from "~/features/media/images.server";
import { t } from "~/i18n/dictionaries.server";
import type { Language } from "~/i18n/languages";
import type { BuiltinImageKey } from "~/lib/builtin-images";

import { listBreakfastImages } from "./breakfast.server";

const BUILTIN_KEYS = [
  "breakfast/01",
  "breakfast/02",
  "breakfast/03",
  "breakfast/04",
  "breakfast/05",
  "breakfast/06",
  "breakfast/07",
  "breakfast/08",
  "breakfast/09",
  "breakfast/10",
  "breakfast/11",
  "breakfast/12",
] as const satisfies readonly BuiltinImageKey[];

/** The 5th and 12th built-in photos are 2:1 panoramas and take two columns. */
const WIDE_KEYS: ReadonlySet<string> = new Set(["breakfast/05", "breakfast/12"]);

/** A photo of the breakfast page's gallery: a built-in one or one the owner uploaded. */
export type BreakfastPhoto = PageImage & { id: string; wide: boolean; source: "builtin" | "upload" };

/** The breakfast page's gallery: the built-in photos, then the owner's, newest first. */
export async function breakfastPhotos(lang: Language): Promise<BreakfastPhoto[]> {
  const builtins: BreakfastPhoto[] = BUILTIN_KEYS.map((key) => ({
    ...builtinImage(key, lang),
    id: key,
    wide: WIDE_KEYS.has(key),
    source: "builtin" as const,
  }));

  const rows = await listBreakfastImages();
  const genericAlt = t(lang, "breakfast.gallery.uploadedAlt");
  const paths = rows.map((row) => `/uploads/breakfast/${row.filename}`);
  const bySrc = new Map((await resolveImages(paths, lang, genericAlt)).map((image) => [image.src, image]));
  // The owner's photos follow the built-in ones, newest first; their description is the best alt text.
  const uploads = rows.flatMap((row, i): BreakfastPhoto[] => {
    const image = bySrc.get(paths[i]);
    return image
      ? [{ ...image, alt: row.description?.trim() || genericAlt, id: `upload-${row.id}`, wide: false, source: "upload" as const }]
      : [];
  });

  return [...builtins, ...uploads];
}
