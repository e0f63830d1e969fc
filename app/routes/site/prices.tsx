import { Leaf, Sun } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import { PageHeader } from "~/components/ui/page-header";
import { PricePerNight, useSeason } from "~/features/rooms/components/price";
import { QuoteCta } from "~/features/rooms/components/quote-cta";
import { ServicesSection } from "~/features/rooms/components/services";
import { priceList, type PriceListRoom } from "~/features/rooms/room-view.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { SEASONS, type Season } from "~/lib/constants";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/prices";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ["prices", "rooms", "amenities"]), rooms: await priceList(lang) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "prices.meta.title",
    description: "prices.meta.description",
    vars: { count: args.loaderData?.rooms.length ?? 0 },
  });

const SEASON_LOOK: Record<Season, { Icon: typeof Sun; band: string; icon: string }> = {
  high: { Icon: Sun, band: "bg-terracotta-100", icon: "bg-white text-terracotta-700" },
  low: { Icon: Leaf, band: "bg-sea-100", icon: "bg-white text-sea-800" },
};

/** a card per season listing every room's price per night, then the services. */
export default function Prices({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("prices.eyebrow")} title={t("prices.title")} subtitle={t("prices.subtitle")} />
      <div className="container-page pt-8 pb-12 sm:pt-10 sm:pb-16">
        <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {SEASONS.map((season) => (
            <SeasonCard key={season} season={season} rooms={loaderData.rooms} />
          ))}
        </div>
        <p className="mt-6 text-center text-ink-700">{t("prices.note")}</p>
      </div>
      <div className="border-y border-sand-200 bg-sand-100/60">
        <div className="container-page grid gap-14 py-12 sm:py-16">
          <ServicesSection group="included" wide />
          <ServicesSection group="extras" wide />
        </div>
      </div>
      <QuoteCta title={t("prices.cta.title")} text={t("prices.cta.text")} />
    </main>
  );
}

function SeasonCard({ season, rooms }: { season: Season; rooms: PriceListRoom[] }) {
  const { lang } = useT();
  const { name, months, minStay } = useSeason(season);
  const headingId = useId();
  const { Icon, band, icon } = SEASON_LOOK[season];
  return (
    <section aria-labelledby={headingId} className="card overflow-hidden">
      <div className={`flex items-center gap-4 px-6 py-5 ${band}`}>
        <span className={`grid size-12 shrink-0 place-items-center rounded-full ${icon}`}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-semibold text-sea-950">
            {name}
          </h2>
          <p className="text-sm font-medium text-ink-700">{months}</p>
          {minStay && <p className="text-sm text-ink-700">{minStay}</p>}
        </div>
      </div>
      <ul className="divide-y divide-sand-200 px-6">
        {rooms.map((room) => (
          <li key={room.slug} className="flex items-center justify-between gap-4 py-4">
            <Link
              to={hrefFor("room", lang, { slug: room.slug })}
              className="font-semibold text-sea-800 underline decoration-sea-200 decoration-2 underline-offset-4 hover:decoration-sea-700"
            >
              {room.name}
            </Link>
            <PricePerNight amount={room.prices[season]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
