import { assetsByPath } from "~/features/media/media.server";
import type { Language } from "~/i18n/languages";
import { BUILTIN_IMAGES, builtinImageBySrc, type BuiltinImage, type BuiltinImageKey } from "~/lib/builtin-images";
import type { ImageInfo } from "~/lib/images";

export type PageImage = ImageInfo & { alt: string };

/**
 * Resolves gallery paths (built-in photos under /images, uploads under /uploads) to what a
 * <Picture> needs. Unknown paths are dropped rather than shown broken.
 */
export async function resolveImages(paths: string[], lang: Language, fallbackAlt: string): Promise<PageImage[]> {
  const uploads = await assetsByPath(paths.filter((p) => p.startsWith("/uploads/")));
  return paths.flatMap((path): PageImage[] => {
    const builtin = builtinImageBySrc(path);
    if (builtin)
      return [{ src: builtin.src, width: builtin.width, height: builtin.height, widths: builtin.widths, alt: builtin.alt[lang] }];
    const asset = uploads.get(path);
    if (asset) return [{ src: asset.path, width: asset.width, height: asset.height, widths: asset.widths, alt: fallbackAlt }];
    return [];
  });
}

/** A built-in photo by key, with its alt text in the page's language. */
export function builtinImage(key: BuiltinImageKey, lang: Language): PageImage {
  const image = (BUILTIN_IMAGES as Record<string, BuiltinImage | undefined>)[key];
  if (!image) throw new Error(`Unknown built-in image ${key}`);
  const { src, width, height, widths, portrait } = image;
  return {
    src,
    width,
    height,
    widths: [...widths],
    ...(portrait && { portrait: { ...portrait, widths: [...portrait.widths] } }),
    alt: image.alt[lang],
  };
}
