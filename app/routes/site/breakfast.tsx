import { Clock, Coffee, Croissant, Egg, Sun, Wheat } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import { IconCards } from "~/components/ui/icon-cards";
import { Lightbox } from "~/components/ui/lightbox";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { listBreakfastImages } from "~/features/breakfast/breakfast.server";
import { builtinImage, resolveImages, type PageImage } from "~/features/media/images.server";
import { messagesFor, t as translateFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import type { BuiltinImageKey } from "~/lib/builtin-images";
import { useBusiness } from "~/lib/business";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/breakfast";

const BUILTIN_KEYS = [
  "breakfast/01",
  "breakfast/02",
  "breakfast/03",
  "breakfast/04",
  "breakfast/05",
  "breakfast/06",
  "breakfast/07",
  "breakfast/08",
  "breakfast/09",
  "breakfast/10",
  "breakfast/11",
  "breakfast/12",
] as const satisfies readonly BuiltinImageKey[];

/** The 5th and 12th built-in photos are 2:1 panoramas and take two columns. */
const WIDE_KEYS: ReadonlySet<string> = new Set(["breakfast/05", "breakfast/12"]);

type GalleryPhoto = PageImage & { id: string; wide: boolean; source: "builtin" | "upload" };

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const builtins: GalleryPhoto[] = BUILTIN_KEYS.map((key) => ({
    ...builtinImage(key, lang),
    id: key,
    wide: WIDE_KEYS.has(key),
    source: "builtin" as const,
  }));

  const rows = await listBreakfastImages();
  const genericAlt = translateFor(lang, "breakfast.gallery.uploadedAlt");
  const paths = rows.map((row) => `/uploads/breakfast/${row.filename}`);
  const bySrc = new Map((await resolveImages(paths, lang, genericAlt)).map((image) => [image.src, image]));
  // The owner's photos follow the built-in ones, newest first; their description is the best alt text.
  const uploads = rows.flatMap((row, i): GalleryPhoto[] => {
    const image = bySrc.get(paths[i]);
    return image
      ? [{ ...image, alt: row.description?.trim() || genericAlt, id: `upload-${row.id}`, wide: false, source: "upload" as const }]
      : [];
  });

  return { lang, messages: messagesFor(lang, ["breakfast"]), photos: [...builtins, ...uploads] };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "breakfast.meta.title",
    description: "breakfast.meta.description",
    vars: (business) => business.hours.breakfast,
    image: args.loaderData?.photos[0]?.src,
  });

export default function Breakfast({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("breakfast.eyebrow")} title={t("breakfast.title")} subtitle={t("breakfast.subtitle")} />
      <Gallery photos={loaderData.photos} />
      <Offer />
      <Schedule />
    </main>
  );
}

/**
 * Every photo a button that opens the lightbox on it: the page's script (app/islands/gallery.ts)
 * opens the lightbox `data-gallery` names, and fetches its code as a pointer, finger or focus
 * gets here.
 */
function Gallery({ photos }: { photos: GalleryPhoto[] }) {
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
        {freeOnPhone > 0 && <GreetingTile className="lg:hidden" />}
        {freeOnDesktop > 0 && <GreetingTile className={`hidden lg:flex ${freeOnDesktop === 2 ? "col-span-2" : "aspect-square"}`} />}
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

/** Decorative: the hours it repeats are stated in the schedule below. */
function GreetingTile({ className }: { className: string }) {
  const { t } = useT();
  const { hours } = useBusiness();
  return (
    <li
      aria-hidden="true"
      className={`flex flex-col items-center justify-center gap-2 rounded-2xl bg-sea-900 p-4 text-center text-white ${className}`}
    >
      <Sun className="size-8 text-sand-300" />
      <span className="font-display text-2xl font-semibold">{t("breakfast.gallery.greeting")}</span>
      <span className="text-sm text-sand-100">{t("breakfast.gallery.greetingHours", hours.breakfast)}</span>
    </li>
  );
}

function Offer() {
  const { t } = useT();
  const items = [
    { key: "sweet", Icon: Croissant },
    { key: "savory", Icon: Egg },
    { key: "drinks", Icon: Coffee },
  ] as const;
  return (
    <section aria-labelledby="offer-title" className="bg-white py-12 sm:py-16">
      <div className="container-page">
        <h2 id="offer-title" className="text-3xl font-semibold text-sea-950">
          {t("breakfast.offer.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-700">{t("breakfast.offer.intro")}</p>
        <IconCards
          cards={items.map(({ key, Icon }) => ({
            key,
            Icon,
            title: t(`breakfast.offer.${key}.title`),
            text: t(`breakfast.offer.${key}.text`),
          }))}
          className="mt-8 grid gap-5 md:grid-cols-3"
          badgeClassName="bg-terracotta-100 text-terracotta-700"
        />
      </div>
    </section>
  );
}

function Schedule() {
  const { lang, t } = useT();
  const { hours } = useBusiness();
  return (
    <section aria-labelledby="schedule-title" className="container-page py-12 sm:py-16">
      <h2 id="schedule-title" className="text-3xl font-semibold text-sea-950">
        {t("breakfast.schedule.title")}
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <div className="rounded-[var(--radius-card)] bg-sea-900 p-6 text-white shadow-[var(--shadow-card)]">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">
            <Clock aria-hidden="true" className="size-4" />
            {t("breakfast.schedule.time.title")}
          </h3>
          <p className="mt-3 font-display text-4xl font-semibold tabular-nums">{t("breakfast.schedule.time.range", hours.breakfast)}</p>
          <p className="mt-3 text-sand-100">{t("breakfast.schedule.time.text")}</p>
        </div>
        <div className="card p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-sea-900">
            <Coffee aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("breakfast.schedule.service.title")}
          </h3>
          <p className="mt-3 text-ink-700">{t("breakfast.schedule.service.text")}</p>
        </div>
        <div className="card p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-sea-900">
            <Wheat aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("breakfast.schedule.diets.title")}
          </h3>
          <p className="mt-3 text-ink-700">{t("breakfast.schedule.diets.text")}</p>
        </div>
      </div>
      <div className="mt-8 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg text-ink-900">{t("breakfast.cta.text")}</p>
        <Link to={hrefFor("contact", lang)} className="btn-sea shrink-0">
          {t("breakfast.cta.button")}
        </Link>
      </div>
    </section>
  );
}
