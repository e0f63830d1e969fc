import { Car, Clock, ExternalLink, Mail, Map as MapIcon, MapPin, Phone, Plane, TrainFront } from "lucide-react";

import { PageHeader } from "~/components/ui/page-header";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { useT } from "~/i18n/use-t";
import { CONTACT_MAP_SIZE, CONTACT_MAP_SVG } from "~/lib/builtin-images";
import { localityLine, mapPageUrl, telHref, useBusiness, whatsappHref, type Business } from "~/lib/business";
import { DISTANCES, type Language } from "~/lib/constants";
import { smallNumber } from "~/lib/intl";
import { usePageNames } from "~/lib/page-names";
import { seoMeta } from "~/lib/seo";

import type { Route } from "./+types/contact";

/** e-mails are answered within 24 hours. */
const EMAIL_REPLY_HOURS = 24;

/** Half the width and height (degrees) of the area the interactive map shows around us. */
const MAP_SPAN = { lon: 0.012, lat: 0.007 };

const osmEmbedUrl = ({ latitude: lat, longitude: lon }: Business["coordinates"]) => {
  const bbox = [lon - MAP_SPAN.lon, lat - MAP_SPAN.lat, lon + MAP_SPAN.lon, lat + MAP_SPAN.lat].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lon}`)}`;
};

const km = (lang: Language, value: number) => smallNumber(value, lang);

export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  return { lang, messages: messagesFor(lang, ["contact"]) };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "contact.meta.title", description: "contact.meta.description" });

export default function Contact() {
  const { t } = useT();
  return (
    <main id="main">
      <PageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")} subtitle={t("contact.subtitle")} />
      <div className="container-page grid gap-5 pt-6 pb-12 sm:pt-8 sm:pb-16 lg:grid-cols-2">
        <Details />
        <Hours />
      </div>
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <MapSection />
        <Directions />
      </div>
    </main>
  );
}

function Row({ Icon, label, children }: { Icon: typeof Phone; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-w-0 pl-14">
      <dt className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-10 items-center justify-center rounded-full bg-sea-100 text-sea-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-lg text-ink-900">{children}</dd>
    </div>
  );
}

function Details() {
  const { t } = useT();
  const business = useBusiness();
  const { country } = usePageNames();
  return (
    <section aria-labelledby="details-title" className="card p-5 sm:p-8">
      <h2 id="details-title" className="text-2xl font-semibold text-sea-950">
        {t("contact.details.title")}
      </h2>
      <dl className="mt-6 grid gap-6">
        <Row Icon={MapPin} label={t("contact.details.address")}>
          <address className="not-italic">
            {business.streetAddress}
            <br />
            {localityLine(business)}, {country}
          </address>
        </Row>
        <Row Icon={Phone} label={t("contact.details.phone")}>
          <a href={telHref(business.phone)} className="font-semibold text-sea-800 underline">
            {business.phone}
          </a>
          <span className="block text-base text-ink-600">{t("contact.details.phoneHours", business.hours.reception)}</span>
          {business.whatsapp && (
            <a href={whatsappHref(business.whatsapp)} className="mt-1 block font-semibold text-sea-800 underline">
              {t("common.footer.whatsapp")} {business.whatsapp}
            </a>
          )}
        </Row>
        <Row Icon={Mail} label={t("contact.details.email")}>
          <a href={`mailto:${business.email}`} className="font-semibold text-sea-800 underline [overflow-wrap:anywhere]">
            {business.email}
          </a>
          <span className="block text-base text-ink-600">{t("contact.details.emailReply", { hours: EMAIL_REPLY_HOURS })}</span>
        </Row>
      </dl>
    </section>
  );
}

function Hours() {
  const { t } = useT();
  const { hours } = useBusiness();
  const rows = [
    { label: t("contact.hours.reception"), value: t("contact.hours.range", hours.reception), note: t("contact.hours.byAppointment") },
    { label: t("contact.hours.checkIn"), value: t("contact.hours.range", hours.checkIn) },
    { label: t("contact.hours.checkOut"), value: t("contact.hours.range", hours.checkOut) },
  ];
  return (
    <section
      aria-labelledby="hours-title"
      className="rounded-[var(--radius-card)] bg-sea-900 p-5 text-white shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="hours-title" className="flex items-center gap-3 text-2xl font-semibold">
        <Clock aria-hidden="true" className="size-6 text-sand-300" />
        {t("contact.hours.title")}
      </h2>
      <dl className="mt-6 divide-y divide-white/15" data-testid="contact-hours">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-4 first:pt-0">
            <dt className="font-semibold text-sand-100">{row.label}</dt>
            <dd className="text-right">
              <span className="font-display text-2xl font-semibold tabular-nums">{row.value}</span>
              {row.note && <span className="block text-sm text-sand-200">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sand-100">{t("contact.hours.lateArrival", hours.checkIn)}</p>
    </section>
  );
}

/**
 * Our own illustrated map first: a third-party map would send the visitor's IP address to
 * OpenStreetMap, so it loads only when they ask for it or already consented to cookies
 * beyond the necessary ones: the page's script puts the map in the template in its place
 * (app/islands/contact-map.ts).
 */
function MapSection() {
  const { t } = useT();
  const business = useBusiness();
  const frameStyle = { aspectRatio: `${CONTACT_MAP_SIZE.width} / ${CONTACT_MAP_SIZE.height}` };
  return (
    <section aria-labelledby="map-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="map-title" className="text-3xl font-semibold text-sea-950">
          {t("contact.map.title")}
        </h2>
        <a
          href={mapPageUrl(business.coordinates)}
          className="inline-flex items-center gap-1.5 font-semibold text-sea-800 underline"
          rel="noopener"
        >
          {t("contact.map.open")}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
      <div className="mt-5 overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-[var(--shadow-card)]">
        <template data-map-frame="">
          <iframe
            src={osmEmbedUrl(business.coordinates)}
            title={t("contact.map.iframeTitle", { name: business.name })}
            className="block w-full border-0"
            style={frameStyle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </template>
        <div data-map-placeholder="">
          <img
            src={CONTACT_MAP_SVG}
            alt={t("contact.map.imageAlt")}
            width={CONTACT_MAP_SIZE.width}
            height={CONTACT_MAP_SIZE.height}
            loading="lazy"
            decoding="async"
            className="block h-auto w-full bg-sand-100"
          />
          <div className="flex flex-col items-start gap-3 border-t border-sand-200 p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5">
            <button type="button" className="btn-primary shrink-0" data-map-show="">
              <MapIcon aria-hidden="true" className="size-5" />
              {t("contact.map.show")}
            </button>
            <p className="text-sm text-ink-600">{t("contact.map.notice")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Directions() {
  const { lang, t } = useT();
  const { city } = useBusiness();
  const items = [
    { key: "plane", Icon: Plane, vars: { km: km(lang, DISTANCES.airport.km), minutes: DISTANCES.airport.minutes } },
    { key: "train", Icon: TrainFront, vars: { km: km(lang, DISTANCES.station.km), minutes: DISTANCES.station.minutes } },
    { key: "car", Icon: Car, vars: { city, centreKm: km(lang, DISTANCES.centre.km), seaKm: km(lang, DISTANCES.sea.km) } },
  ] as const;
  return (
    <section aria-labelledby="directions-title" className="pb-4">
      <h2 id="directions-title" className="text-3xl font-semibold text-sea-950">
        {t("contact.directions.title")}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3 lg:grid-cols-1">
        {items.map(({ key, Icon, vars }) => (
          <li key={key} className="card p-5 sm:p-6">
            <h3 className="flex items-center gap-3 text-xl font-semibold text-sea-900">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-terracotta-100 text-terracotta-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(`contact.directions.${key}.title`)}
            </h3>
            <p className="mt-3 text-ink-700">{t(`contact.directions.${key}.text`, vars)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
