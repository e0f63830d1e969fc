import { useId } from "react";

import { Lightbox } from "~/components/ui/lightbox";
import { Picture } from "~/components/ui/picture";
import { useT } from "~/i18n/use-t";

import type { BreakfastPhoto } from "../breakfast-photos.server";
import { BreakfastGreetingTile } from "./breakfast-greeting-tile";

/**
 * Every photo a button that opens the lightbox on it: the page's script (app/islands/gallery.ts)
 * opens the lightbox `data-gallery` names, and fetches its code as a pointer, finger or focus
 * gets here.
 */
export function BreakfastGallery({ photos }: { photos: BreakfastPhoto[] }) {
  const { t } = useT();
  const lightboxId = useId();

  // Cells a row still has free after the last photo, per layout (two columns on phones,
  // three from lg): a greeting tile fills them so the grid never ends on a hole.
  const cells = photos.reduce((sum, p) => sum + (p.wide ? 2 : 1), 0);
  const freeOnPhone = (2 - (cells % 2)) % 2;
  const freeOnDesktop = (3 - (cells % 3)) % 3;

  return (
    <section aria-labelledby="gallery-title" className="container-page pt-6 pb-12 sm:pt-8 sm:pb-16">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="gallery-title" className="text-3xl font-semibold text-sea-950">
          {t("breakfast.gallery.title")}
        </h2>
        <p className="text-ink-600">{t("breakfast.gallery.hint")}</p>
      </div>
      <ul
        className="mt-6 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 lg:gap-4"
        data-testid="breakfast-gallery"
        data-gallery={lightboxId}
      >
        {photos.map((photo, i) => (
          <li
            key={photo.id}
            className={photo.wide ? "col-span-2" : undefined}
            data-wide={photo.wide || undefined}
            data-source={photo.source}
          >
            <button
              type="button"
              data-viewer-open={i}
              aria-label={t("breakfast.gallery.open", { alt: photo.alt })}
              aria-haspopup="dialog"
              // In three columns a panorama shares its row with a square and takes the row's height
              // (its own 2:1 would be a few px taller because of the gap); the photo is laid over it.
              className={`group relative block w-full overflow-hidden rounded-2xl bg-sand-200 ${photo.wide ? "aspect-[2/1] lg:aspect-auto lg:h-full" : "aspect-square"}`}
            >
              <Picture
                image={photo}
                alt=""
                sizes={
                  photo.wide
                    ? "(min-width: 1152px) 740px, (min-width: 1024px) 64vw, calc(100vw - 2rem)"
                    : "(min-width: 1152px) 370px, (min-width: 1024px) 32vw, calc(50vw - 1.25rem)"
                }
                priority={i === 0}
                className={`block size-full ${photo.wide ? "lg:absolute lg:inset-0" : ""}`}
                imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
        {freeOnPhone > 0 && <BreakfastGreetingTile className="lg:hidden" />}
        {freeOnDesktop > 0 && (
          <BreakfastGreetingTile className={`hidden lg:flex ${freeOnDesktop === 2 ? "col-span-2" : "aspect-square"}`} />
        )}
      </ul>
      <Lightbox
        id={lightboxId}
        items={photos.map((photo) => ({ image: photo, alt: photo.alt }))}
        labels={{
          title: t("breakfast.gallery.dialogTitle"),
          close: t("breakfast.gallery.close"),
          previous: t("breakfast.gallery.previous"),
          next: t("breakfast.gallery.next"),
          // Its {n} and {total} slots are the script's to fill.
          counter: t("breakfast.gallery.counter"),
        }}
      />
    </section>
  );
}
