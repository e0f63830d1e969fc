import { Link } from "react-router";

import { Picture } from "~/components/ui/picture";
import type { PageImage } from "~/features/media/images.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";

/** The hero covers the screen: on a tall phone its 3:2 picture is cropped, so it is drawn about 1.5× the screen's height wide. */
const HERO_SIZES = "(max-aspect-ratio: 3/2) 150vh, 100vw";
/** Upright, its 2:3 crop is drawn about two thirds of the screen's height wide. */
const HERO_PORTRAIT_SIZES = "67vh";

export function HomeHero({ image }: { image: PageImage }) {
  const { lang, t } = useT();
  const business = useBusiness();
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-sea-900 md:items-center">
      <Picture
        image={image}
        alt={image.alt}
        sizes={HERO_SIZES}
        portraitSizes={HERO_PORTRAIT_SIZES}
        priority
        className="absolute inset-0 -z-10"
        imgClassName="size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-950/85 via-sea-950/45 to-sea-950/10 md:bg-gradient-to-r md:from-sea-950/80 md:via-sea-950/40 md:to-transparent"
      />
      <div className="container-page py-14 md:py-24">
        <div className="max-w-xl text-white">
          <p className="text-sm font-semibold tracking-[0.14em] text-sand-200 uppercase">
            {t("home.hero.eyebrow", { city: business.city })}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">{t("home.hero.title")}</h1>
          <p className="mt-5 text-lg text-sand-100 sm:text-xl">{t("home.hero.subtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={hrefFor("rooms", lang)} className="btn-ghost-light">
              {t("home.hero.viewRooms")}
            </Link>
            <Link to={hrefFor("quote", lang)} className="btn-primary">
              {t("home.hero.bookNow")}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
