import { PricePerNight } from "~/features/rooms/components/price-per-night";
import { PricesPage } from "~/features/rooms/components/prices-page";
import { QuoteCta } from "~/features/rooms/components/quote-cta";
import { ServicesSection } from "~/features/rooms/components/services-section";
import { useSeason } from "~/features/rooms/components/use-season";
import { priceList } from "~/features/rooms/room-view.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { useT } from "~/i18n/use-t";
import { languageForRequest } from "~/lib/language.server";
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

/** The pricing feature's page, with the rooms feature's season names, prices, services and closing band. */
export default function Prices({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const seasons = { high: useSeason("high"), low: useSeason("low") };
  return (
    <PricesPage
      rooms={loaderData.rooms}
      seasons={seasons}
      price={(amount) => <PricePerNight amount={amount} />}
      services={
        <>
          <ServicesSection group="included" wide />
          <ServicesSection group="extras" wide />
        </>
      }
      cta={<QuoteCta title={t("prices.cta.title")} text={t("prices.cta.text")} />}
    />
  );
}
