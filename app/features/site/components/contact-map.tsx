import { ExternalLink, Map as MapIcon } from "lucide-react";

import { useT } from "~/i18n/use-t";
import { CONTACT_MAP_SIZE, CONTACT_MAP_SVG } from "~/lib/builtin-images";
import { mapPageUrl, useBusiness, type Business } from "~/lib/business";

/** Half the width and height (degrees) of the area the interactive map shows around us. */
const MAP_SPAN = { lon: 0.012, lat: 0.007 };

const osmEmbedUrl = ({ latitude: lat, longitude: lon }: Business["coordinates"]) => {
  const bbox = [lon - MAP_SPAN.lon, lat - MAP_SPAN.lat, lon + MAP_SPAN.lon, lat + MAP_SPAN.lat].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lon}`)}`;
};

/**
 * Our own illustrated map first: a third-party map would send the visitor's IP address to
 * OpenStreetMap, so it loads only when they ask for it or already consented to cookies
 * beyond the necessary ones: the page's script puts the map in the template in its place
 * (app/islands/contact-map.ts).
 */
export function ContactMap() {
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
