import type * as ViewerModule from "./viewer";

let loading: Promise<typeof ViewerModule> | undefined;

/** The viewer's code, fetched once; a failed fetch is tried again on the next reach or click. */
function loadViewer(): Promise<typeof ViewerModule> {
  loading ??= import("./viewer").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const preload = () => void loadViewer().catch(() => undefined);

/**
 * The photo galleries of the public pages (a room's, the breakfast page's). The server renders
 * each one's viewer, a closed <dialog> the gallery names in `data-gallery`; a button with
 * `data-viewer-open` opens it on that photo. The viewer's code is not in the page's script: it is
 * fetched when a pointer, finger or focus first reaches a gallery, so it is usually there by the
 * time of the click.
 */
export function initGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-gallery]")) {
    const dialog = document.getElementById(gallery.dataset.gallery ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    for (const type of ["pointerenter", "touchstart", "focusin"]) gallery.addEventListener(type, preload, { once: true, passive: true });
    gallery.addEventListener("click", (event) => {
      const opener = (event.target as Element).closest<HTMLElement>("[data-viewer-open]");
      if (!opener || !gallery.contains(opener)) return;
      const index = Number(opener.dataset.viewerOpen);
      loadViewer()
        .then(({ openViewer }) => openViewer(dialog, gallery, index, opener))
        .catch((error: unknown) => console.error("The photo viewer failed", error));
    });
  }
}
