import { CarTaxiFront, HandHeart, Leaf, Phone, Sparkles, Wheat } from "lucide-react";
import { Link } from "react-router";

import { IconCards } from "~/components/ui/icon-cards";
import { PageHeader } from "~/components/ui/page-header";
import { Picture } from "~/components/ui/picture";
import { builtinImage } from "~/features/media/images.server";
import { countActiveRooms } from "~/features/rooms/rooms.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { telHref, useBusiness } from "~/lib/business";
import { DISTANCES, RATING } from "~/lib/constants";
import { numberFormat } from "~/lib/intl";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return {
    lang,
    messages: messagesFor(lang, ["about"]),
    roomCount: await countActiveRooms(),
    photos: {
      house: builtinImage("about/house", lang),
      garden: builtinImage("about/garden", lang),
      beach: builtinImage("about/beach", lang),
      oldTown: builtinImage("about/old-town", lang),
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "about.meta.title",
    description: "about.meta.description",
    vars: { score: numberFormat(args.loaderData?.lang ?? "it").format(RATING.score) },
    image: args.loaderData?.photos.house.src,
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const business = useBusiness();
  const { photos } = loaderData;
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

      <Stats roomCount={loaderData.roomCount} />
      <Values />

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

      <Taxi />
    </main>
  );
}

function Stats({ roomCount }: { roomCount: number }) {
  const { lang, t } = useT();
  const number = (value: number, digits = 0) =>
    numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const stats = [
    { value: number(RATING.score, 1), suffix: t("about.stats.outOf", { max: RATING.outOf }), label: t("about.stats.rating"), id: "rating" },
    { value: number(RATING.reviews), label: t("about.stats.reviews"), id: "reviews" },
    { value: number(roomCount), label: t("about.stats.rooms"), id: "rooms" },
    {
      value: t("about.stats.stationValue", { km: number(DISTANCES.station.km, Number.isInteger(DISTANCES.station.km) ? 0 : 1) }),
      label: t("about.stats.station"),
      id: "station",
    },
  ];
  return (
    <section aria-labelledby="stats-title" className="bg-sea-900 py-12 text-white sm:py-14">
      <div className="container-page">
        <h2 id="stats-title" className="sr-only">
          {t("about.stats.title")}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.id} className="flex flex-col border-l-2 border-terracotta-500 pl-4" data-testid={`stat-${stat.id}`}>
              <dt className="order-2 mt-1 text-sand-100">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl font-semibold sm:text-5xl">
                {stat.value}
                {stat.suffix && <span className="ml-1.5 font-sans text-base font-medium text-sand-200">{stat.suffix}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Values() {
  const { t } = useT();
  const values = [
    { key: "welcome", Icon: HandHeart },
    { key: "local", Icon: Wheat },
    { key: "care", Icon: Sparkles },
    { key: "environment", Icon: Leaf },
  ] as const;
  return (
    <section aria-labelledby="values-title" className="bg-white py-12 sm:py-16">
      <div className="container-page">
        <h2 id="values-title" className="text-3xl font-semibold text-sea-950">
          {t("about.values.title")}
        </h2>
        <IconCards
          cards={values.map(({ key, Icon }) => ({ key, Icon, title: t(`about.values.${key}.title`), text: t(`about.values.${key}.text`) }))}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          badgeClassName="bg-sea-100 text-sea-800"
          headingClassName="lg:flex-col lg:items-start"
        />
      </div>
    </section>
  );
}

function Taxi() {
  const { lang, t } = useT();
  const { taxiPhone } = useBusiness();
  return (
    <section className="container-page grid gap-5 pb-4 lg:grid-cols-2">
      <div aria-labelledby="taxi-title" role="region" className="card flex flex-col p-6 sm:p-8">
        <h2 id="taxi-title" className="flex items-center gap-3 text-2xl font-semibold text-sea-950">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
            <CarTaxiFront aria-hidden="true" className="size-6" />
          </span>
          {t("about.taxi.title")}
        </h2>
        <p className="mt-4 text-ink-700">{t("about.taxi.text")}</p>
        <p className="mt-auto pt-5">
          <a href={telHref(taxiPhone)} className="btn-primary" aria-label={`${t("about.taxi.call")}: ${taxiPhone}`}>
            <Phone aria-hidden="true" className="size-5" />
            {taxiPhone}
          </a>
        </p>
      </div>
      <div aria-labelledby="cta-title" role="region" className="flex flex-col rounded-[var(--radius-card)] bg-sand-100 p-6 sm:p-8">
        <h2 id="cta-title" className="text-2xl font-semibold text-sea-950">
          {t("about.cta.title")}
        </h2>
        <p className="mt-4 text-ink-700">{t("about.cta.text")}</p>
        <p className="mt-auto flex flex-wrap gap-3 pt-5">
          <Link to={hrefFor("quote", lang)} className="btn-sea">
            {t("about.cta.quote")}
          </Link>
          <Link to={hrefFor("rooms", lang)} className="btn-outline">
            {t("about.cta.rooms")}
          </Link>
        </p>
      </div>
    </section>
  );
}
