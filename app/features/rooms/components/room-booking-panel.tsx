import { useId } from "react";
import { Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { SEASONS } from "~/lib/constants";

import type { RoomDetail } from "../room-view.server";
import { RoomBookingLinks } from "./room-booking-links";
import { RoomSeasonPrice } from "./room-season-price";

/** Prices, the quote and contact buttons and the external booking links: what a guest acts on. */
export function RoomBookingPanel({ room, className }: { room: RoomDetail; className: string }) {
  const { lang, t } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card self-start p-6 sm:p-7 lg:sticky lg:top-24 ${className}`}>
      <h2 id={headingId} className="text-2xl font-semibold text-sea-950">
        {t("room.prices.title")}
      </h2>
      <dl className="mt-3 divide-y divide-sand-200">
        {SEASONS.map((season) => (
          <RoomSeasonPrice key={season} season={season} amount={room.prices[season]} />
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-600">{t("room.prices.note")}</p>
      <div className="mt-6 grid gap-3">
        <Link to={`${hrefFor("quote", lang)}?room=${encodeURIComponent(room.slug)}`} className="btn-primary">
          {t("room.actions.quote")}
        </Link>
        <Link to={hrefFor("contact", lang)} className="btn-outline">
          {t("room.actions.contact")}
        </Link>
      </div>
      <RoomBookingLinks bookingUrl={room.bookingUrl} airbnbUrl={room.airbnbUrl} />
    </section>
  );
}
