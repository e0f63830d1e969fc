import { ChevronLeft, ChevronRight, X } from "lucide-react";

import { ViewerPhotos, type ViewerPhoto } from "~/components/ui/viewer-photos";

export type LightboxLabels = {
  /** The dialog's accessible name, e.g. "Breakfast photos". */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** The position among the photos, with `{n}` and `{total}` slots: "{n} / {total}". */
  counter: string;
};

type Props = {
  /** The dialog's id, which the gallery names in `data-gallery`. */
  id: string;
  items: readonly ViewerPhoto[];
  labels: LightboxLabels;
};

const NAV_BUTTON =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 sm:absolute sm:top-1/2 sm:-translate-y-1/2";

/**
 * A full-screen photo viewer over any list of images: previous and next wrap around, arrow
 * keys and swipes turn, Escape closes, and an "n / total" counter says where you are. All of it
 * is in the server's HTML, a closed <dialog> with every photo in a <template>; the page's script
 * (app/islands/viewer.ts) opens it and turns the photos. Closed, it gives focus back to the
 * gallery's button of the photo shown last (`data-viewer-return="shown"`), so the page stays
 * where the guest was browsing.
 */
export function Lightbox({ id, items, labels }: Props) {
  const total = items.length;
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-caption`}
      data-viewer=""
      data-viewer-return="shown"
      // A modal <dialog> is in the top layer: full screen here, laid out only while open.
      className="fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-hidden border-0 bg-sea-950 p-0 text-white outline-none open:flex"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {labels.title}
      </h2>
      <div className="flex items-center justify-between gap-4 px-3 pt-3 sm:px-5 sm:pt-4">
        <p
          className="rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold tabular-nums"
          aria-live="polite"
          aria-atomic="true"
          data-testid="lightbox-counter"
          data-viewer-counter={labels.counter}
        />
        <button
          type="button"
          data-viewer-close=""
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          aria-label={labels.close}
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      <div data-viewer-stage="" className="flex min-h-0 flex-1 items-center justify-center px-2 py-3 sm:px-20" />

      {/* On phones previous and next sit at the bottom, under the thumb; wider screens put them at the sides. */}
      <div className="flex min-h-16 items-center justify-between gap-3 px-3 pb-4 sm:justify-center sm:px-20 sm:pb-6">
        {total > 1 && (
          <button type="button" data-viewer-step="-1" aria-label={labels.previous} className={`${NAV_BUTTON} sm:left-4`}>
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
        )}
        <p
          id={`${id}-caption`}
          data-viewer-caption=""
          className="min-w-0 flex-1 text-center text-sm text-sand-100 sm:max-w-3xl sm:text-base"
        />
        {total > 1 && (
          <button type="button" data-viewer-step="1" aria-label={labels.next} className={`${NAV_BUTTON} sm:right-4`}>
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        )}
      </div>
      <ViewerPhotos
        photos={items}
        sizes="100vw"
        className="flex max-h-full max-w-full items-center justify-center"
        imgClassName="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
      />
    </dialog>
  );
}
