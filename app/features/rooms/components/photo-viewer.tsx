import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";

import { ViewerPhotos } from "~/components/ui/viewer-photos";
import type { PageImage } from "~/features/media/images.server";
import { useT } from "~/i18n/use-t";

type Props = {
  /** The dialog's id, which the gallery names in `data-gallery`. */
  id: string;
  images: PageImage[];
  title: string;
};

const roundButton = "grid size-12 place-items-center rounded-full text-white transition-colors focus-visible:outline-white";
const barButton = `${roundButton} bg-white/10 hover:bg-white/25`;
const sideButton = `${roundButton} absolute top-1/2 -translate-y-1/2 bg-ink-900/60 hover:bg-ink-900/85`;

const STAGE_FITTED = "absolute inset-0 flex items-center justify-center overflow-hidden px-2 sm:px-20";
const STAGE_ZOOMED = "absolute inset-0 flex overflow-auto";
const PHOTO_FITTED = "h-auto max-h-full w-auto max-w-full object-contain";
const PHOTO_ZOOMED = "m-auto block h-auto w-[min(100rem,200%)] max-w-none shrink-0";

/**
 * Full-screen photo viewer: previous and next wrap around, a "photo N of M" counter, an enlarge
 * toggle, arrow keys, swipes on phones, Escape or the button to close. All of it is in the
 * server's HTML, a closed <dialog> in the page's language with every photo in a <template>; the
 * page's script (app/islands/viewer.ts) opens it and turns the photos. Enlarged, the stage and
 * the photo take the `data-zoomed-*` classes and the photo the larger `sizes`.
 */
export function PhotoViewer({ id, images, title }: Props) {
  const { t } = useT();
  const total = images.length;
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      data-viewer=""
      // A modal <dialog> is in the top layer: full screen here, laid out only while open.
      className="group fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-hidden border-0 bg-ink-900 p-0 text-white outline-none open:flex"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {title}
      </h2>
      <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
        <p
          aria-live="polite"
          data-viewer-counter={t("room.gallery.counter")}
          className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold"
        />
        <div className="flex items-center gap-2">
          <button
            type="button"
            data-viewer-zoom=""
            aria-pressed="false"
            aria-label={t("room.gallery.enlarge")}
            title={t("room.gallery.enlarge")}
            data-title-zoomed={t("room.gallery.shrink")}
            className={barButton}
          >
            <ZoomIn aria-hidden="true" className="size-6 group-data-zoomed:hidden" />
            <ZoomOut aria-hidden="true" className="hidden size-6 group-data-zoomed:block" />
          </button>
          <button type="button" data-viewer-close="" aria-label={t("room.gallery.close")} className={barButton}>
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <div
          data-viewer-stage=""
          data-zoomed-class={STAGE_ZOOMED}
          data-zoomed-photo-class={PHOTO_ZOOMED}
          data-zoomed-sizes="200vw"
          className={STAGE_FITTED}
        />
        {total > 1 && (
          <>
            <button
              type="button"
              data-viewer-step="-1"
              aria-label={t("room.gallery.previous")}
              className={`${sideButton} left-2 sm:left-4`}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button type="button" data-viewer-step="1" aria-label={t("room.gallery.next")} className={`${sideButton} right-2 sm:right-4`}>
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </>
        )}
      </div>
      <p data-viewer-caption="" className="px-4 py-3 text-center text-sm text-white/85" />
      <ViewerPhotos
        photos={images.map((image) => ({ image, alt: image.alt }))}
        sizes="100vw"
        className="contents"
        imgClassName={PHOTO_FITTED}
      />
    </dialog>
  );
}
