import { ArrowLeft, BedDouble, BusFront, ExternalLink, Plane, TrainFront, Users, Waves, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { data, Link } from "react-router";

import { publicBusyOfSlug } from "~/features/availability/availability.server";
import { calendarWindow, guestCalendar, GuestCalendarView, type GuestCalendar } from "~/features/availability/components/guest-calendar";
import { AmenityList } from "~/features/rooms/components/amenity-list";
import { guestsLabel } from "~/features/rooms/components/guests";
import { PricePerNight, useSeason } from "~/features/rooms/components/price";
import { RoomGallery } from "~/features/rooms/components/room-gallery";
import { ServicesSection } from "~/features/rooms/components/services";
import { roomDetail, type RoomDetail } from "~/features/rooms/room-view.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { hrefFor } from "~/i18n/links";
import type { MessageKeyIn } from "~/i18n/t";
import { useT } from "~/i18n/use-t";
import { DISTANCES, SEASONS, type Language, type Season } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";
import { smallNumber } from "~/lib/intl";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/room";

/** The product's own sentence, kept as it is, in Italian, whatever the page's language. */
const BOOKING_SOON_IT = "I link di prenotazione per questa camera saranno disponibili a breve.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const messages = messagesFor(lang, ["room", "rooms", "amenities"]);
  try {
    const [room, availability] = await Promise.all([roomDetail(params.slug, lang), availabilityOf(params.slug, lang)]);
    if (room) return { lang, messages, room, availability };
    return data({ lang, messages, room: null, availability: null }, { status: 404 });
  } catch (error) {
    // a room that fails to load shows the same "not found" state, not a broken page.
    console.error(error);
    return data({ lang, messages, room: null, availability: null }, { status: 500 });
  }
}

/**
 * The room's next three months, free and taken nights, from today in Italy. A failure
 * here leaves the calendar out rather than the room page.
 */
async function availabilityOf(slug: string, lang: Language): Promise<GuestCalendar | null> {
  try {
    const today = todayInItaly();
    const { from, to } = calendarWindow(today);
    const busy = await publicBusyOfSlug(slug, from, to);
    return busy && guestCalendar(lang, today, busy);
  } catch (error) {
    console.error("The room's availability could not be read", error);
    return null;
  }
}

export const meta: Route.MetaFunction = (args) => {
  const room = args.loaderData?.room;
  if (!room)
    return [...seoMeta(args, { title: "room.notFound", description: "room.notFoundText" }), { name: "robots", content: "noindex" }];
  return seoMeta(args, {
    title: "room.meta.title",
    description: "room.meta.description",
    vars: { name: room.name, summary: room.shortDescription },
    image: room.images[0]?.src,
  });
};

export default function RoomPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useT();
  const { room, availability } = loaderData;
  if (!room) return <RoomNotFound />;
  return (
    <main id="main" className="pb-16 sm:pb-24">
      <div className="container-page pt-5 sm:pt-8">
        <Link
          to={hrefFor("rooms", lang)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-sea-800 no-underline hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("room.allRooms")}
        </Link>
        <header className="mt-1 mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-semibold text-sea-950 sm:text-5xl">{room.name}</h1>
            {room.shortDescription && <p className="mt-2 text-lg text-ink-700">{room.shortDescription}</p>}
          </div>
          <p className="inline-flex items-center gap-2 rounded-full bg-sea-100 px-4 py-2 text-sm font-semibold text-sea-900">
            <Users aria-hidden="true" className="size-4" />
            {guestsLabel(t, room.maxGuests)}
          </p>
        </header>
        <RoomGallery images={room.images} name={room.name} />
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-x-14">
          <RoomSection title={t("room.about")}>
            <p className="max-w-prose text-lg leading-relaxed text-ink-700">{room.description}</p>
          </RoomSection>
          {/* It spans the rows of the first column's sections: a row more with each optional one. */}
          <BookingPanel
            room={room}
            className={`lg:col-start-2 lg:row-start-1 ${ROW_SPAN[Number(room.amenities.length > 0) + Number(Boolean(availability))]}`}
          />
          {room.amenities.length > 0 && (
            <RoomSection title={t("room.amenitiesTitle")}>
              <AmenityList amenities={room.amenities} />
            </RoomSection>
          )}
          {availability && (
            <RoomSection title={t("room.availability.title")}>
              <GuestCalendarView calendar={availability} />
            </RoomSection>
          )}
          <ServicesSection group="included" title={t("room.comfortTitle")} className="lg:col-start-1" />
          <Nearby />
          <ServicesSection group="extras" className="lg:col-start-1" />
        </div>
      </div>
    </main>
  );
}

const ROW_SPAN = ["lg:row-span-4", "lg:row-span-5", "lg:row-span-6"];

function RoomSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="lg:col-start-1">
      <h2 id={id} className="text-2xl font-semibold text-sea-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Prices, the quote and contact buttons and the external booking links: what a guest acts on. */
function BookingPanel({ room, className }: { room: RoomDetail; className: string }) {
  const { lang, t } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card self-start p-6 sm:p-7 lg:sticky lg:top-24 ${className}`}>
      <h2 id={headingId} className="text-2xl font-semibold text-sea-950">
        {t("room.prices.title")}
      </h2>
      <dl className="mt-3 divide-y divide-sand-200">
        {SEASONS.map((season) => (
          <SeasonPrice key={season} season={season} amount={room.prices[season]} />
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
      <BookingLinks bookingUrl={room.bookingUrl} airbnbUrl={room.airbnbUrl} />
    </section>
  );
}

function SeasonPrice({ season, amount }: { season: Season; amount: string | null }) {
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

function BookingLinks({ bookingUrl, airbnbUrl }: { bookingUrl: string | null; airbnbUrl: string | null }) {
  const { lang, t } = useT();
  const links = [
    { url: bookingUrl, label: t("room.booking.booking") },
    { url: airbnbUrl, label: t("room.booking.airbnb") },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url));
  return (
    <div className="mt-6 border-t border-sand-200 pt-6">
      <h3 className="font-sans text-base font-semibold text-ink-900">{t("room.booking.title")}</h3>
      {links.length ? (
        <ul className="mt-3 grid gap-3">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="btn-sea w-full">
                {link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {t("room.booking.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-xl bg-sand-100 p-4 text-sm text-ink-700">
          <p lang="it" className="font-medium text-ink-900">
            {BOOKING_SOON_IT}
          </p>
          {lang !== "it" && <p className="mt-1">{t("room.booking.soonTranslation")}</p>}
          <p className="mt-2">{t("room.booking.meanwhile")}</p>
        </div>
      )}
    </div>
  );
}

type Distance = { km?: number; minutes: number; byCar: boolean };

const NEARBY: { key: MessageKeyIn<"room.nearby">; Icon: LucideIcon; distance: Distance }[] = [
  { key: "airport", Icon: Plane, distance: DISTANCES.airport },
  { key: "station", Icon: TrainFront, distance: DISTANCES.station },
  { key: "beach", Icon: Waves, distance: DISTANCES.beach },
];

function Nearby() {
  const { lang, t } = useT();
  const describe = ({ km, minutes, byCar }: Distance) =>
    [
      km === undefined ? null : t("room.nearby.km", { km: smallNumber(km, lang) }),
      t(byCar ? "room.nearby.byCar" : "room.nearby.onFoot", { minutes }),
    ]
      .filter(Boolean)
      .join(" · ");
  const items = [
    ...NEARBY.map(({ key, Icon, distance }) => ({ key, Icon, name: t(`room.nearby.${key}`), detail: describe(distance) })),
    { key: "shuttle", Icon: BusFront, name: t("room.nearby.shuttle"), detail: t("room.nearby.shuttleText") },
  ];
  return (
    <RoomSection title={t("room.nearby.title")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map(({ key, Icon, name, detail }) => (
          <li key={key} className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-terracotta-100 text-terracotta-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-ink-900">{name}</span>
              <span className="block text-sm text-ink-700">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </RoomSection>
  );
}

function RoomNotFound() {
  const { lang, t } = useT();
  return (
    <main id="main" className="container-page grid min-h-[60vh] place-items-center py-16 text-center">
      <div className="max-w-lg">
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-sea-100 text-sea-800">
          <BedDouble aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-4xl font-semibold text-sea-950 sm:text-5xl">{t("room.notFound")}</h1>
        <p className="mt-4 text-lg text-ink-700">{t("room.notFoundText")}</p>
        <Link to={hrefFor("rooms", lang)} className="btn-primary mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("room.backToRooms")}
        </Link>
      </div>
    </main>
  );
}
