import { Picture } from "~/components/ui/picture";
import type { ImageInfo } from "~/lib/images";

export type ViewerPhoto = { image: ImageInfo; alt: string };

/**
 * A photo viewer's photos, each <picture> in a <template>: the browser loads none of them with
 * the page, and the page's script (app/islands/viewer.ts) shows a copy of one at a time, the
 * server's own sources and widths, so the browser never has to build them. Its alt text is
 * also the viewer's caption.
 */
export function ViewerPhotos({
  photos,
  sizes,
  className,
  imgClassName,
}: {
  photos: readonly ViewerPhoto[];
  sizes: string;
  className: string;
  imgClassName: string;
}) {
  return photos.map((photo, i) => (
    <template key={`${i}-${photo.image.src}`} data-viewer-photo="">
      <Picture image={photo.image} alt={photo.alt} sizes={sizes} className={className} imgClassName={imgClassName} />
    </template>
  ));
}
