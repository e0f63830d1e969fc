import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef } from "react";

import { Picture } from "~/components/ui/picture";
import type { ImageInfo } from "~/lib/images";

export type LightboxItem = { image: ImageInfo; alt: string; caption?: string };

export type LightboxLabels = {
  /** The dialog's accessible name, e.g. "Breakfast photos". */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** "3 / 12": the position among the photos. */
  counter: (position: number, total: number) => string;
};

type Props = {
  items: readonly LightboxItem[];
  /** The photo shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  labels: LightboxLabels;
  /**
   * Where focus goes on close, given the photo shown last. Without it, focus goes back to
   * whatever had it when the lightbox opened.
   */
  returnFocusTo?: (index: number) => HTMLElement | null | undefined;
};

const NAV_BUTTON =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 sm:absolute sm:top-1/2 sm:-translate-y-1/2";

/** A horizontal swipe longer than this (px) turns the photo, as on a phone's own gallery. */
const SWIPE_PX = 50;

/**
 * A full-screen photo viewer over any list of images: previous and next wrap around, arrow
 * keys and swipes turn, Escape closes, and an "n / total" counter says where you are.
 * Controlled: the caller owns which photo is open.
 */
export function Lightbox({ items, index, onIndexChange, labels, returnFocusTo }: Props) {
  const total = items.length;
  const open = index !== null && total > 0;
  const current = open ? Math.min(Math.max(index, 0), total - 1) : 0;
  const item = open ? items[current] : undefined;
  const lastShown = useRef(0);
  const openedFrom = useRef<HTMLElement | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const go = (step: number) => {
    if (!open) return;
    onIndexChange((current + step + total) % total);
  };

  const onTouchStart = (e: React.TouchEvent) => {
    const touch = e.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = touchStart.current;
    const touch = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Mostly-vertical gestures are scrolls or pinches, not swipes.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        lastShown.current = current;
        onIndexChange(null);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sea-950" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger, the dialog would otherwise drop focus on <body>.
            const target = returnFocusTo?.(lastShown.current) ?? openedFrom.current;
            if (target) {
              event.preventDefault();
              target.focus({ preventScroll: false });
            }
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") {
              event.preventDefault();
              go(1);
            } else if (event.key === "ArrowLeft") {
              event.preventDefault();
              go(-1);
            }
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
          <div className="flex items-center justify-between gap-4 px-3 pt-3 sm:px-5 sm:pt-4">
            <p
              className="rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold tabular-nums"
              aria-live="polite"
              aria-atomic="true"
              data-testid="lightbox-counter"
            >
              {open ? labels.counter(current + 1, total) : ""}
            </p>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              aria-label={labels.close}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex min-h-0 flex-1 items-center justify-center px-2 py-3 sm:px-20">
            {item && (
              <Picture
                key={item.image.src}
                image={item.image}
                alt={item.alt}
                sizes="100vw"
                priority
                className="flex max-h-full max-w-full items-center justify-center"
                imgClassName="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
              />
            )}
          </div>

          {/* On phones previous and next sit at the bottom, under the thumb; wider screens put them at the sides. */}
          <div className="flex min-h-16 items-center justify-between gap-3 px-3 pb-4 sm:justify-center sm:px-20 sm:pb-6">
            {total > 1 && (
              <button type="button" onClick={() => go(-1)} aria-label={labels.previous} className={`${NAV_BUTTON} sm:left-4`}>
                <ChevronLeft aria-hidden="true" className="size-7" />
              </button>
            )}
            <Dialog.Description className="min-w-0 flex-1 text-center text-sm text-sand-100 sm:max-w-3xl sm:text-base">
              {item?.caption ?? item?.alt ?? ""}
            </Dialog.Description>
            {total > 1 && (
              <button type="button" onClick={() => go(1)} aria-label={labels.next} className={`${NAV_BUTTON} sm:right-4`}>
                <ChevronRight aria-hidden="true" className="size-7" />
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
