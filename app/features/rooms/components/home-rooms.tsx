import { Suspense } from "react";
import { Await, Link } from "react-router";

import { RoomCard, type RoomCardData } from "~/features/rooms/components/room-card";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

/** Four placeholder cards while the rooms load, however many rooms there are. */
const SKELETON_CARDS = [0, 1, 2, 3] as const;

function RoomsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2">
      {SKELETON_CARDS.map((n) => (
        <li key={n} className="card overflow-hidden">
          <div className="aspect-[4/3] animate-pulse bg-sand-200" />
          <div className="grid gap-3 p-6">
            <div className="h-6 w-1/2 animate-pulse rounded bg-sand-200" />
            <div className="h-4 w-full animate-pulse rounded bg-sand-100" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-sand-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The rooms grid: four skeleton cards while loading, then the rooms. */
export function HomeRooms({ rooms }: { rooms: Promise<RoomCardData[]> }) {
  const { lang, t } = useT();
  return (
    <section aria-labelledby="home-rooms" className="container-page py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">{t("home.rooms.eyebrow")}</p>
          <h2 id="home-rooms" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
            {t("home.rooms.title")}
          </h2>
          <p className="mt-2 text-lg text-ink-700">{t("home.rooms.subtitle")}</p>
        </div>
        <Link to={hrefFor("rooms", lang)} className="btn-outline">
          {t("home.rooms.all")}
        </Link>
      </div>
      <div className="mt-8">
        <Suspense fallback={<RoomsSkeleton />}>
          <Await resolve={rooms}>
            {(list) => (
              <ul className="grid gap-6 md:grid-cols-2">
                {list.map((room) => (
                  <li key={room.slug}>
                    <RoomCard room={room} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
