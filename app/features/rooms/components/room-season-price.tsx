import type { Season } from "~/lib/constants";

import { PricePerNight } from "./price-per-night";
import { useSeason } from "./use-season";

/** A season of the booking panel: its name, months and minimum stay, and the room's price per night. */
export function RoomSeasonPrice({ season, amount }: { season: Season; amount: string | null }) {
  const { name, months, minStay } = useSeason(season);
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt>
        <span className="block font-semibold text-ink-900">{name}</span>
        <span className="block text-sm text-ink-600">{months}</span>
        {minStay && <span className="block text-sm text-ink-600">{minStay}</span>}
      </dt>
      <dd>
        <PricePerNight amount={amount} />
      </dd>
    </div>
  );
}
