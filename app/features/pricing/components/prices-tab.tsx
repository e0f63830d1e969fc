import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";
import { HydrateApart } from "~/components/ui/hydrate-apart";

import type { AdminPrice } from "./panel-types";
import { PriceRow } from "./price-row";
import { T } from "./texts";

/** High season first: it is the one the owner changes most. */
const seasonRank = (season: string) => (season === "high" ? 0 : 1);

/** "Gestione Prezzi": per room, its price a night in the high and the low season. */
export function PricesTab({ pricing }: { pricing: AdminPrice[] }) {
  const groups = new Map<string, AdminPrice[]>();
  for (const entry of pricing) groups.set(entry.room.name, [...(groups.get(entry.room.name) ?? []), entry]);

  return (
    <section aria-labelledby="tab-prices-title">
      <TabHeader id="tab-prices-title" title={T.tabs.prices}>
        {T.prices.intro}
      </TabHeader>
      {groups.size === 0 ? (
        <EmptyState>{T.prices.empty}</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {[...groups].map(([roomName, entries]) => (
            <HydrateApart key={roomName}>
              <article className="card p-5 sm:p-6" aria-labelledby={`price-room-${entries[0]!.roomId}`}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 id={`price-room-${entries[0]!.roomId}`} className="text-xl font-semibold text-sea-950">
                    {roomName}
                  </h3>
                  {!entries[0]!.room.isActive && (
                    <span className="rounded-full bg-sand-200 px-3 py-0.5 text-sm font-semibold text-ink-700">{T.prices.hidden}</span>
                  )}
                </div>
                <div className="mt-4 grid gap-4">
                  {[...entries]
                    .sort((a, b) => seasonRank(a.season) - seasonRank(b.season))
                    .map((entry) => (
                      <PriceRow key={`${entry.roomId}-${entry.season}`} entry={entry} />
                    ))}
                </div>
              </article>
            </HydrateApart>
          ))}
        </div>
      )}
    </section>
  );
}
