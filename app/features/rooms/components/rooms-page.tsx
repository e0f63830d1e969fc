import { PageHeader } from "~/components/ui/page-header";
import { useT } from "~/i18n/use-t";

import { QuoteCta } from "./quote-cta";
import { RoomCard, type RoomCardData } from "./room-card";
import { ServicesSection } from "./services-section";

/** The rooms page: a banner, the room grid and the services every room includes. */
export function RoomsPage({ rooms }: { rooms: RoomCardData[] }) {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("rooms.eyebrow", { count: rooms.length })} title={t("rooms.title")} subtitle={t("rooms.subtitle")} />
      <section aria-labelledby="rooms-grid" className="container-page pt-8 pb-12 sm:pt-10 sm:pb-16">
        <h2 id="rooms-grid" className="text-2xl font-semibold text-sea-950 sm:text-3xl">
          {t("rooms.gridTitle")}
        </h2>
        {rooms.length ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:gap-8">
            {rooms.map((room, i) => (
              <li key={room.slug}>
                <RoomCard room={room} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-ink-700">{t("rooms.empty")}</p>
        )}
      </section>
      <div className="border-y border-sand-200 bg-sand-100/60">
        <ServicesSection group="included" wide className="container-page py-12 sm:py-16" />
      </div>
      <QuoteCta title={t("rooms.cta.title")} text={t("rooms.cta.text")} />
    </main>
  );
}
