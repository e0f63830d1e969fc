import { PageHeader } from "~/components/ui/page-header";
import { QuoteCta } from "~/features/rooms/components/quote-cta";
import { RoomCard } from "~/features/rooms/components/room-card";
import { ServicesSection } from "~/features/rooms/components/services";
import { ROOM_CARD_NAMESPACES, roomCards } from "~/features/rooms/room-cards.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { useT } from "~/i18n/use-t";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/rooms";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ROOM_CARD_NAMESPACES), rooms: await roomCards(lang) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "rooms.meta.title",
    description: "rooms.meta.description",
    vars: { count: args.loaderData?.rooms.length ?? 0 },
    image: args.loaderData?.rooms.find((room) => room.cover)?.cover?.src,
  });

/** a banner, the room grid and the services every room includes. */
export default function Rooms({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { rooms } = loaderData;
  return (
    <main id="main">
      <PageHeader
        eyebrow={t("rooms.eyebrow", { count: loaderData.rooms.length })}
        title={t("rooms.title")}
        subtitle={t("rooms.subtitle")}
      />
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
