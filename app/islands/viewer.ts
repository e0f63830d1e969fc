/**
 * The public pages' photo viewers: the room gallery's and the breakfast lightbox. The server
 * renders each one whole (app/features/rooms/components/photo-viewer.tsx,
 * app/components/ui/lightbox.tsx): a closed <dialog> with its buttons and texts in the page's
 * language, and every photo's <picture> in a <template>. This only opens it and turns the
 * photos. A modal <dialog> keeps focus inside, closes on Escape and makes the page behind inert.
 *
 * Markup it reads: `data-viewer-counter` (a text with {n} and {total} slots),
 * `data-viewer-stage` (where the photo goes), `data-viewer-caption` (the photo's alt text),
 * buttons `data-viewer-step` (-1 or 1), `data-viewer-close` and `data-viewer-zoom`;
 * `data-viewer-return="shown"` on the dialog sends focus, on close, to the gallery's button of
 * the photo shown last rather than to the one that opened it.
 */

/** How far a finger must travel sideways before it counts as a swipe to the next photo. */
const SWIPE_PX = 50;

type Viewer = { open: (index: number, opener: HTMLElement) => void };

const viewers = new WeakMap<HTMLDialogElement, Viewer>();

export function openViewer(dialog: HTMLDialogElement, gallery: HTMLElement, index: number, opener: HTMLElement): void {
  let viewer = viewers.get(dialog);
  if (!viewer) {
    viewer = setUp(dialog, gallery);
    viewers.set(dialog, viewer);
  }
  viewer.open(index, opener);
}

function setUp(dialog: HTMLDialogElement, gallery: HTMLElement): Viewer {
  const photos = [...dialog.querySelectorAll<HTMLTemplateElement>("template[data-viewer-photo]")];
  const total = photos.length;
  const stage = dialog.querySelector<HTMLElement>("[data-viewer-stage]")!;
  const counter = dialog.querySelector<HTMLElement>("[data-viewer-counter]");
  const caption = dialog.querySelector<HTMLElement>("[data-viewer-caption]");
  const zoom = dialog.querySelector<HTMLButtonElement>("[data-viewer-zoom]");
  const stageClass = stage.className;
  const enlargeTitle = zoom?.title ?? "";
  let current = 0;
  let zoomed = false;
  let opener: HTMLElement | null = null;
  // The shown photo's own classes and sizes, put back when it is fitted to the screen again.
  let fitted: { photo: string; sizes: string } | null = null;

  const setZoom = (on: boolean) => {
    if (!zoom || on === zoomed) return;
    zoomed = on;
    dialog.toggleAttribute("data-zoomed", on);
    zoom.setAttribute("aria-pressed", String(on));
    zoom.title = on ? (zoom.dataset.titleZoomed ?? enlargeTitle) : enlargeTitle;
    stage.className = on ? (stage.dataset.zoomedClass ?? stageClass) : stageClass;
    // Enlarged, the stage scrolls: focusable, so keyboard users can pan it (scrollable-region-focusable).
    if (on) stage.tabIndex = 0;
    else stage.removeAttribute("tabindex");
    const img = stage.querySelector("img");
    if (!img) return;
    if (on) fitted = { photo: img.className, sizes: img.sizes };
    const sizes = on ? (stage.dataset.zoomedSizes ?? img.sizes) : (fitted?.sizes ?? img.sizes);
    img.className = on ? (stage.dataset.zoomedPhotoClass ?? img.className) : (fitted?.photo ?? img.className);
    for (const source of stage.querySelectorAll<HTMLSourceElement | HTMLImageElement>("source, img")) source.sizes = sizes;
  };

  const show = (index: number) => {
    setZoom(false);
    current = (index + total) % total;
    const picture = photos[current]!.content.cloneNode(true) as DocumentFragment;
    const img = picture.querySelector("img");
    // Kept lazy in the page, where it is not shown; here it is the one thing on screen.
    if (img) {
      img.loading = "eager";
      img.fetchPriority = "high";
    }
    stage.replaceChildren(picture);
    if (counter)
      counter.textContent = (counter.dataset.viewerCounter ?? "").replace("{n}", String(current + 1)).replace("{total}", String(total));
    if (caption) caption.textContent = img?.alt ?? "";
  };

  const go = (step: number) => {
    if (total > 1) show(current + step);
  };

  dialog.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button");
    if (!button) return;
    if (button.hasAttribute("data-viewer-close")) dialog.close();
    else if (button.dataset.viewerStep) go(Number(button.dataset.viewerStep));
    else if (button === zoom) {
      setZoom(!zoomed);
      // Enlarging starts from the middle of the photo, where people look, not its top-left corner.
      requestAnimationFrame(() =>
        stage.scrollTo({ left: (stage.scrollWidth - stage.clientWidth) / 2, top: (stage.scrollHeight - stage.clientHeight) / 2 }),
      );
    }
  });

  dialog.addEventListener("keydown", (event) => {
    // An enlarged photo is panned with the arrow keys; the buttons still change photo.
    if (zoomed || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  });

  let touchStart: { x: number; y: number } | null = null;
  dialog.addEventListener(
    "touchstart",
    (event) => {
      const touch = event.touches[0];
      // Two fingers pinch: not a swipe.
      touchStart = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    { passive: true },
  );
  dialog.addEventListener("touchend", (event) => {
    const start = touchStart;
    const touch = event.changedTouches[0];
    touchStart = null;
    if (!start || !touch || zoomed) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Mostly-vertical gestures are scrolls, not swipes.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go(dx < 0 ? 1 : -1);
  });

  // Closed by Escape or the button: focus goes back to the gallery, not to the top of the page.
  dialog.addEventListener("close", () => {
    setZoom(false);
    const target = dialog.dataset.viewerReturn === "shown" ? gallery.querySelector<HTMLElement>(`[data-viewer-open="${current}"]`) : opener;
    target?.focus();
  });

  return {
    open(index, from) {
      opener = from;
      show(index);
      if (!dialog.open) dialog.showModal();
    },
  };
}
