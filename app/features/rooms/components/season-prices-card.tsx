import { Leaf, Sun } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";

import type { PriceListRoom } from "~/features/rooms/room-view.server";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import type { Season } from "~/lib/constants";

/** A season's name, its months and its minimum stay (null when a night will do). */
export type SeasonWords = { name: string; months: string; minStay: string | null };

const SEASON_LOOK: Record<Season, { Icon: typeof Sun; band: string; icon: string }> = {
  high: { Icon: Sun, band: "bg-terracotta-100", icon: "bg-white text-terracotta-700" },
  low: { Icon: Leaf, band: "bg-sea-100", icon: "bg-white text-sea-800" },
};

type Props = {
  season: Season;
  words: SeasonWords;
  rooms: PriceListRoom[];
  price: (amount: string | null) => ReactNode;
};

/** One season: its name and dates in a coloured band, then each room's price per night. */
export function SeasonPricesCard({ season, words, rooms, price }: Props) {
  const { lang } = useT();
  const { name, months, minStay } = words;
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
            {price(room.prices[season])}
          </li>
        ))}
      </ul>
    </section>
  );
}
