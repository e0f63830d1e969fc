import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

import { AboutStats } from "./about-stats";
import { AboutTaxi } from "./about-taxi";
import { AboutValues } from "./about-values";

type Props = {
  roomCount: number;
  photos: Record<"house" | "garden" | "beach" | "oldTown", PageImage>;
};

/** Who we are: the owner's story, the house in figures, its values, a few photos, the taxi and the way on. */
export function AboutPage({ roomCount, photos }: Props) {
  const { t } = useT();
  const business = useBusiness();
  return (
    <main id="main">
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")} subtitle={t("about.subtitle")} />

      <section
        aria-labelledby="story-title"
        className="container-page grid items-center gap-8 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-2 lg:gap-14"
      >
        <div>
          <h2 id="story-title" className="text-3xl font-semibold text-sea-950">
            {t("about.story.title")}
          </h2>
          <div className="mt-5 grid gap-4 text-lg leading-relaxed text-ink-700">
            <p>{t("about.story.p1", { name: business.name, city: business.city })}</p>
            <p>{t("about.story.p2")}</p>
            <p>{t("about.story.p3")}</p>
          </div>
          <p className="mt-6 font-display text-xl font-semibold text-terracotta-700 italic">— {t("about.story.signature")}</p>
        </div>
        <Picture
          image={photos.house}
          alt={photos.house.alt}
          sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
          priority
          className="block overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
          imgClassName="aspect-[4/3] w-full bg-sand-200 object-cover"
        />
      </section>

      <AboutStats roomCount={roomCount} />
      <AboutValues />

      <section aria-labelledby="photos-title" className="container-page py-12 sm:py-16">
        <h2 id="photos-title" className="text-3xl font-semibold text-sea-950">
          {t("about.photos.title")}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {(["garden", "beach", "oldTown"] as const).map((key) => (
            <li key={key}>
              <figure>
                <Picture
                  image={photos[key]}
                  alt={photos[key].alt}
                  sizes="(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw"
                  className="block overflow-hidden rounded-[var(--radius-card)]"
                  imgClassName="aspect-[4/3] w-full bg-sand-200 object-cover"
                />
                <figcaption className="mt-3 font-medium text-ink-700">{t(`about.photos.${key}`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <AboutTaxi />
    </main>
  );
}
