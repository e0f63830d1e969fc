import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { useRef, useState } from "react";

import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { useT } from "~/i18n/use-t";

/** How far a finger must travel sideways before it counts as a swipe to the next photo. */
const SWIPE_PX = 50;

type Props = {
  images: PageImage[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
};

const roundButton = "grid size-12 place-items-center rounded-full text-white transition-colors focus-visible:outline-white";
const barButton = `${roundButton} bg-white/10 hover:bg-white/25`;
const sideButton = `${roundButton} absolute top-1/2 -translate-y-1/2 bg-ink-900/60 hover:bg-ink-900/85`;

/**
 * Full-screen photo viewer: previous and next wrap around, a "photo N of M"
 * counter, an enlarge toggle, arrow keys, swipes on phones, Escape or the button to close.
 */
export function PhotoViewer({ images, index, onIndexChange, onClose, title }: Props) {
  const { t } = useT();
  const [zoomed, setZoomed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const total = images.length;
  const current = index === null ? undefined : images[index];

  const go = (delta: number) => {
    if (index === null || total < 2) return;
    setZoomed(false);
    onIndexChange((index + delta + total) % total);
  };

  const toggleZoom = () => {
    setZoomed((z) => !z);
    // Enlarging starts from the middle of the photo, where people look, not its top-left corner.
    requestAnimationFrame(() => {
      const el = stage.current;
      if (el) el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2, top: (el.scrollHeight - el.clientHeight) / 2 });
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // An enlarged photo is panned with the arrow keys; the buttons still change photo.
    if (zoomed) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    if (start === null || zoomed) return;
    const dx = event.changedTouches[0].clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root
      open={current !== undefined}
      onOpenChange={(open) => {
        if (open) return;
        setZoomed(false);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          onKeyDown={onKeyDown}
          // Without a Dialog.Trigger Radix has nowhere to return focus: send it back to the photo or button that opened the viewer.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ink-900 text-white outline-none"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
            <p aria-live="polite" className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
              {index !== null && t("room.gallery.counter", { n: index + 1, total })}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={toggleZoom}
                aria-pressed={zoomed}
                aria-label={t("room.gallery.enlarge")}
                title={zoomed ? t("room.gallery.shrink") : t("room.gallery.enlarge")}
                className={barButton}
              >
                {zoomed ? <ZoomOut aria-hidden="true" className="size-6" /> : <ZoomIn aria-hidden="true" className="size-6" />}
              </button>
              <Dialog.Close aria-label={t("room.gallery.close")} className={barButton}>
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={stage}
              // Focusable when enlarged, so keyboard users can pan it (scrollable-region-focusable).
              tabIndex={zoomed ? 0 : undefined}
              onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
              onTouchEnd={onTouchEnd}
              className={`absolute inset-0 flex ${zoomed ? "overflow-auto" : "items-center justify-center overflow-hidden px-2 sm:px-20"}`}
            >
              {current && (
                <Picture
                  key={current.src}
                  image={current}
                  alt={current.alt}
                  sizes={zoomed ? "200vw" : "100vw"}
                  priority
                  className="contents"
                  imgClassName={
                    zoomed
                      ? "m-auto block h-auto w-[min(100rem,200%)] max-w-none shrink-0"
                      : "h-auto max-h-full w-auto max-w-full object-contain"
                  }
                />
              )}
            </div>
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t("room.gallery.previous")}
                  className={`${sideButton} left-2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t("room.gallery.next")}
                  className={`${sideButton} right-2 sm:right-4`}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            )}
          </div>
          <p className="px-4 py-3 text-center text-sm text-white/85">{current?.alt}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
