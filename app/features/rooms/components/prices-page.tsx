import type { ReactNode } from "react";

import { PageHeader } from "~/components/ui/page-header";
import type { PriceListRoom } from "~/features/rooms/room-view.server";
import { useT } from "~/i18n/use-t";
import { SEASONS, type Season } from "~/lib/constants";

import { SeasonPricesCard, type SeasonWords } from "./season-prices-card";

type Props = {
  /** Every active room's prices (the rooms feature's priceList). */
  rooms: PriceListRoom[];
  /**
   * The rooms feature's pieces, which the route passes in (a feature never uses another's
   * components): each season's name and dates, a price per night, the services and the closing band.
   */
  seasons: Record<Season, SeasonWords>;
  price: (amount: string | null) => ReactNode;
  services: ReactNode;
  cta: ReactNode;
};

/** The prices page: a card per season listing every room's price per night, then the services. */
export function PricesPage({ rooms, seasons, price, services, cta }: Props) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("prices.eyebrow")} title={t("prices.title")} subtitle={t("prices.subtitle")} />
      <div className="container-page pt-8 pb-12 sm:pt-10 sm:pb-16">
        <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {SEASONS.map((season) => (
            <SeasonPricesCard key={season} season={season} words={seasons[season]} rooms={rooms} price={price} />
          ))}
        </div>
        <p className="mt-6 text-center text-ink-700">{t("prices.note")}</p>
      </div>
      <div className="border-y border-sand-200 bg-sand-100/60">
        <div className="container-page grid gap-14 py-12 sm:py-16">{services}</div>
      </div>
      {cta}
    </main>
  );
}
