import { preload } from "react-dom";

import { srcSet, variantSrc, type ImageInfo } from "~/lib/images";

type Props = {
  image: ImageInfo;
  alt: string;
  /** The rendered width, e.g. "(min-width: 768px) 50vw, 100vw": lets the browser pick the file. */
  sizes: string;
  /** The rendered width of the image's portrait crop, which a screen taller than 4:3 then shows instead. */
  portraitSizes?: string;
  /** Above the fold: eager and high priority (the LCP image); otherwise lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/** The file of a browser that reads no srcset. */
const fallbackWidth = (image: ImageInfo) => image.widths.find((w) => w >= 960) ?? image.widths[image.widths.length - 1]!;

/** Where the portrait crop is shown; the preload of the landscape picture says the contrary. */
const UPRIGHT = "(max-aspect-ratio: 3/4)";

/**
 * A responsive photo: AVIF, then WebP, then JPEG, each in every width; width and height set
 * so nothing moves while it loads. With `portraitSizes`, an upright screen gets the image's
 * portrait crop (art direction: the same place, framed for a phone).
 */
export function Picture({ image, alt, sizes, portraitSizes, priority = false, className, imgClassName }: Props) {
  if (!image.widths.length) {
    return (
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        className={imgClassName}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
      />
    );
  }
  const fallback = fallbackWidth(image);
  const portrait = portraitSizes ? image.portrait : undefined;
  // The page's LCP image: React writes this preload at the top of <head>, ahead of the scripts.
  if (priority) {
    const preloadOf = (picture: ImageInfo, pictureSizes: string, media?: string) =>
      preload(variantSrc(picture.src, fallbackWidth(picture), "avif"), {
        as: "image",
        type: "image/avif",
        imageSrcSet: srcSet(picture, "avif"),
        imageSizes: pictureSizes,
        fetchPriority: "high",
        media,
      });
    if (portrait) preloadOf(portrait, portraitSizes!, UPRIGHT);
    preloadOf(image, sizes, portrait ? `not all and ${UPRIGHT}` : undefined);
  }
  return (
    <picture className={className}>
      {portrait && (
        <>
          <source media={UPRIGHT} type="image/avif" srcSet={srcSet(portrait, "avif")} sizes={portraitSizes} />
          <source media={UPRIGHT} type="image/webp" srcSet={srcSet(portrait, "webp")} sizes={portraitSizes} />
          <source media={UPRIGHT} type="image/jpeg" srcSet={srcSet(portrait, "jpg")} sizes={portraitSizes} />
        </>
      )}
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        src={variantSrc(image.src, fallback, "jpg")}
        srcSet={srcSet(image, "jpg")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={imgClassName}
      />
    </picture>
  );
}
