import { Expand, Images } from "lucide-react";
import { useId } from "react";

import { ComingSoon } from "~/components/layout/coming-soon";
import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { PhotoViewer } from "~/features/rooms/components/photo-viewer";
import { useT } from "~/i18n/use-t";

/** A main photo plus four thumbnails; "view all" only when there are more. */
const THUMBNAILS = 4;

/** Desktop grid by number of thumbnails, so a shorter gallery leaves no holes. */
const LAYOUTS: Record<number, { grid: string; main: string }> = {
  0: { grid: "md:grid-cols-1", main: "md:col-span-1" },
  1: { grid: "md:grid-cols-3 md:grid-rows-1", main: "md:col-span-2" },
  2: { grid: "md:grid-cols-3 md:grid-rows-2", main: "md:col-span-2 md:row-span-2" },
  3: { grid: "md:grid-cols-3 md:grid-rows-3", main: "md:col-span-2 md:row-span-3" },
  4: { grid: "md:grid-cols-4 md:grid-rows-2", main: "md:col-span-2 md:row-span-2" },
};

type TileProps = { image: PageImage; n: number; total: number; sizes: string; priority?: boolean; className?: string };

function Tile({ image, n, total, sizes, priority = false, className = "" }: TileProps) {
  const { t } = useT();
  return (
    <button type="button" data-viewer-open={n - 1} className={`group relative block overflow-hidden rounded-2xl bg-sand-100 ${className}`}>
      <Picture
        image={image}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className="block size-full"
        imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <span className="sr-only">, {t("room.gallery.open", { n, total })}</span>
      {n === 1 && (
        <span
          aria-hidden="true"
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full bg-white/90 text-sea-900 shadow"
        >
          <Expand className="size-5" />
        </span>
      )}
    </button>
  );
}

/**
 * The room's photos: a main one and four thumbnails, each opening the full-screen viewer on
 * itself, and "view all" on the first. The page's script (app/islands/gallery.ts) opens the
 * viewer `data-gallery` names, and fetches its code as a pointer, finger or focus gets here.
 */
export function RoomGallery({ images, name }: { images: PageImage[]; name: string }) {
  const { t } = useT();
  const viewerId = useId();

  if (!images.length) return <ComingSoon variant="section" headingLevel={2} text={t("room.gallery.noPhotos")} />;

  const [main, ...rest] = images;
  const thumbs = rest.slice(0, THUMBNAILS);
  const layout = LAYOUTS[thumbs.length];
  const total = images.length;
  return (
    <>
      <div className={`grid grid-cols-4 gap-2 md:h-[26rem] md:gap-3 lg:h-[30rem] ${layout.grid}`} data-gallery={viewerId}>
        <div className={`relative col-span-4 aspect-[4/3] md:aspect-auto ${layout.main}`}>
          <Tile
            image={main}
            n={1}
            total={total}
            sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
            priority
            className="size-full"
          />
          {total > 1 + THUMBNAILS && (
            <button
              type="button"
              data-viewer-open="0"
              className="btn absolute right-3 bottom-3 min-h-10 bg-white px-4 py-2 text-sm text-sea-900 shadow-md hover:bg-sand-50"
            >
              <Images aria-hidden="true" className="size-4" />
              {t("room.gallery.viewAll", { count: total })}
            </button>
          )}
        </div>
        {thumbs.map((image, i) => (
          <Tile
            key={image.src}
            image={image}
            n={i + 2}
            total={total}
            sizes="(min-width: 1152px) 288px, (min-width: 768px) 25vw, calc(25vw - 1rem)"
            className="aspect-square md:col-span-1 md:aspect-auto md:size-full"
          />
        ))}
      </div>
      <PhotoViewer id={viewerId} images={images} title={t("room.gallery.title", { name })} />
    </>
  );
}
