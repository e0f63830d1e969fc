import { preload } from "react-dom";

import { srcSet, variantSrc, type ImageInfo } from "~/lib/images";

type Props = {
  image: ImageInfo;
  alt: string;
  /** The rendered width, e.g. "(min-width: 768px) 50vw, 100vw": lets the browser pick the file. */
  sizes: string;
  /** Above the fold: eager and high priority (the LCP image); otherwise lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/**
 * A responsive photo: AVIF, then WebP, then JPEG, each in every width; width and height set
 * so nothing moves while it loads.
 */
export function Picture({ image, alt, sizes, priority = false, className, imgClassName }: Props) {
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
  const fallback = image.widths.find((w) => w >= 960) ?? image.widths[image.widths.length - 1];
  // The page's LCP image: React writes this preload at the top of <head>, ahead of the scripts.
  if (priority)
    preload(variantSrc(image.src, fallback, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture className={className}>
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
