import { BedDouble, Building2, Clock, Coffee, MapPin, Plane, Train, Waves } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";

import { BannerSlot } from "~/components/layout/banner-slot";
import { Picture } from "~/components/ui/picture";
import { builtinImage } from "~/features/media/images.server";
import { HomeReviews, type HomeReview } from "~/features/reviews/components/home-reviews";
import { listPublishedReviews } from "~/features/reviews/reviews.server";
import { HomeRooms } from "~/features/rooms/components/home-rooms";
import { ROOM_CARD_NAMESPACES, roomCards } from "~/features/rooms/room-cards.server";
import { countActiveRooms } from "~/features/rooms/rooms.server";
import { getSiteSetting } from "~/features/settings/settings.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { useBusiness } from "~/lib/business";
import { DISTANCES, HOME_REVIEWS_MAX, RATING, SETTING_KEYS } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";
import { businessJsonLd, seoMeta } from "~/lib/seo";

import type { Route } from "./+types/home";
import type { loader as siteLoader } from "./layout";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const [showSetting, roomCount] = await Promise.all([getSiteSetting(SETTING_KEYS.showReviewsSection), countActiveRooms()]);
  const showReviews = showSetting.value === "true";
  // Not awaited: the page streams with a skeleton and the reviews follow.
  const reviews: Promise<HomeReview[]> | null = showReviews
    ? listPublishedReviews(HOME_REVIEWS_MAX)
        .then((list) => list.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })))
        .catch((error: unknown) => {
          console.error("Failed to fetch reviews", error);
          return [];
        })
    : null;
  return {
    lang,
    messages: messagesFor(lang, ["home", ...ROOM_CARD_NAMESPACES]),
    rooms: roomCards(lang),
    roomCount,
    hero: builtinImage("hero/adriatic-morning", lang),
    breakfastImage: builtinImage("breakfast/05", lang),
    aboutImage: builtinImage("about/house", lang),
    reviews,
  };
}

/** The hero covers the screen: on a tall phone its 3:2 picture is cropped, so it is drawn about 1.5× the screen's height wide. */
const HERO_SIZES = "(max-aspect-ratio: 3/2) 150vh, 100vw";
/** Upright, its 2:3 crop is drawn about two thirds of the screen's height wide. */
const HERO_PORTRAIT_SIZES = "67vh";

export const meta: Route.MetaFunction = (args) => {
  const hero = args.loaderData?.hero;
  return [
    ...seoMeta(args, {
      title: "home.meta.title",
      description: "home.meta.description",
      home: true,
      image: hero?.src,
      jsonLd: (business, origin) =>
        businessJsonLd(business, origin, {
          amenityNames: ["Free WiFi", "Air conditioning", "Private bathroom", "Breakfast", "Airport shuttle"],
          image: hero?.src,
          rooms: args.loaderData?.roomCount ?? 0,
        }),
    }),
  ];
};

function Hero({ image }: { image: Route.ComponentProps["loaderData"]["hero"] }) {
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

function Features() {
  const { t } = useT();
  const { hours } = useBusiness();
  const items = [
    { icon: MapPin, key: "location", vars: { sea: DISTANCES.sea.minutes, centre: DISTANCES.centre.minutes } },
    { icon: BedDouble, key: "comfort", vars: {} },
    { icon: Coffee, key: "breakfast", vars: hours.breakfast },
  ] as const;
  return (
    <section aria-labelledby="home-features" className="container-page py-16">
      <h2 id="home-features" className="sr-only">
        {t("home.features.title")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ icon: Icon, key, vars }) => (
          <li key={key} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sea-100 text-sea-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-sea-950">{t(`home.features.${key}.title`)}</h3>
              <p className="mt-1 text-ink-700">{t(`home.features.${key}.text`, vars)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreakfastTeaser({ image }: { image: Route.ComponentProps["loaderData"]["breakfastImage"] }) {
  const { lang, t } = useT();
  const { hours } = useBusiness();
  return (
    <section aria-labelledby="home-breakfast" className="bg-sand-100">
      <div className="container-page grid items-center gap-8 py-16 md:grid-cols-2">
        <Picture
          image={image}
          alt={image.alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="block overflow-hidden rounded-[var(--radius-card)]"
          imgClassName="h-auto w-full"
        />
        <div>
          <p className="eyebrow">{t("home.breakfast.eyebrow")}</p>
          <h2 id="home-breakfast" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
            {t("home.breakfast.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-700">{t("home.breakfast.text", hours.breakfast)}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-sea-900">
            <Clock aria-hidden="true" className="size-5 text-terracotta-600" />
            {t("home.breakfast.hours", hours.breakfast)}
          </p>
          <p className="mt-6">
            <Link to={hrefFor("breakfast", lang)} className="btn-sea">
              {t("home.breakfast.cta")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

function AboutPreview({ image }: { image: Route.ComponentProps["loaderData"]["aboutImage"] }) {
  const { lang, t } = useT();
  return (
    <section aria-labelledby="home-about" className="container-page grid items-center gap-10 py-16 md:grid-cols-2">
      <div className="md:order-2">
        <Picture
          image={image}
          alt={image.alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="block overflow-hidden rounded-[var(--radius-card)]"
          imgClassName="h-auto w-full"
        />
      </div>
      <div>
        <p className="eyebrow">{t("home.about.eyebrow")}</p>
        <h2 id="home-about" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
          {t("home.about.title")}
        </h2>
        <p className="mt-4 text-lg text-ink-700">{t("home.about.text")}</p>
        <dl className="mt-6 flex gap-4">
          <div className="card px-5 py-4">
            <dt className="text-sm text-ink-600">{t("home.about.rating")}</dt>
            <dd className="font-display text-3xl font-semibold text-sea-900">
              {t("home.about.ratingValue", { score: smallNumber(RATING.score, lang) })}
            </dd>
          </div>
          <div className="card px-5 py-4">
            <dt className="text-sm text-ink-600">{t("home.about.reviews", { count: RATING.reviews })}</dt>
            <dd className="font-display text-3xl font-semibold text-sea-900">{RATING.reviews}</dd>
          </div>
        </dl>
        <p className="mt-6">
          <Link to={hrefFor("about", lang)} className="btn-outline">
            {t("home.about.cta")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Location() {
  const { lang, t } = useT();
  const km = (value: number) => smallNumber(value, lang);
  const places = [
    { icon: Plane, key: "airport", d: DISTANCES.airport },
    { icon: Building2, key: "centre", d: DISTANCES.centre },
    { icon: Waves, key: "sea", d: DISTANCES.sea },
    { icon: Train, key: "station", d: DISTANCES.station },
  ] as const;
  return (
    <section aria-labelledby="home-location" className="bg-sea-900 text-white">
      <div className="container-page py-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-sand-200 uppercase">{t("home.location.eyebrow")}</p>
        <h2 id="home-location" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t("home.location.title")}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {places.map(({ icon: Icon, key, d }) => (
            <li key={key} className="rounded-2xl bg-white/10 p-5">
              <Icon aria-hidden="true" className="size-6 text-sand-200" />
              <p className="mt-3 text-lg font-semibold">{t(`home.location.${key}`)}</p>
              <p className="text-sand-100">
                {t(d.byCar ? "home.location.byCar" : "home.location.onFoot", { km: km(d.km), minutes: d.minutes })}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={hrefFor("contact", lang)} className="btn-ghost-light">
            {t("home.location.cta")}
          </Link>
        </p>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof siteLoader>("site");
  const banners = site && "banners" in site ? site.banners : undefined;
  return (
    <main id="main">
      <Hero image={loaderData.hero} />
      <Features />
      <HomeRooms rooms={loaderData.rooms} />
      <BreakfastTeaser image={loaderData.breakfastImage} />
      <BannerSlot name="mobile-mid-1" html={banners?.mobileMid1} className="md:hidden" />
      <BannerSlot name="mid-site" html={banners?.midSite} className="hidden md:block" />
      {loaderData.reviews && <HomeReviews reviews={loaderData.reviews} />}
      <AboutPreview image={loaderData.aboutImage} />
      <BannerSlot name="mobile-mid-2" html={banners?.mobileMid2} className="md:hidden" />
      <Location />
    </main>
  );
}
