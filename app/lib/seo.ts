import type { MetaDescriptor } from "react-router";

import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { alternates } from "~/i18n/links";
import { translate, type MessageKey, type Translator, type Vars } from "~/i18n/t";

import type { Business } from "./business";

type MatchLike = { id: string; data?: unknown; loaderData?: unknown };
type MetaArgsLike = { matches: readonly (MatchLike | undefined)[]; location: { pathname: string } };
type Data = { lang?: Language; origin?: string; messages?: Record<string, unknown>; business?: Business };

const OG_LOCALE: Record<Language, string> = { it: "it_IT", en: "en_GB", de: "de_DE", es: "es_ES" };

function pageData(args: MetaArgsLike) {
  const datas = args.matches.map((m) => (m?.loaderData ?? m?.data) as Data | undefined).filter(Boolean) as Data[];
  const lang = datas.find((d) => d.lang)?.lang ?? DEFAULT_LANGUAGE;
  const origin = datas.find((d) => d.origin)?.origin ?? "";
  const business = datas.find((d) => d.business)?.business;
  if (!business) throw new Error("The root loader did not provide the business details");
  const dicts = datas
    .map((d) => d.messages)
    .filter(Boolean)
    .reverse();
  const t: Translator = (key, vars) => translate(dicts, key, vars);
  return { lang, origin, t, business };
}

export type SeoOptions = {
  /** i18n keys of the title and description. */
  title: MessageKey;
  description: MessageKey;
  /** Values for the texts; a function when they come from the business details. */
  vars?: Vars | ((business: Business) => Vars);
  /** Absolute path of the page's share image (a built-in or uploaded JPEG). */
  image?: string;
  /** The home page leads with the business name. */
  home?: boolean;
  /** Structured data, built from the stored business details and the page's origin. */
  jsonLd?: (business: Business, origin: string) => Record<string, unknown>;
};

/**
 * A page's <head> for search engines and sharing: localized title and description,
 * canonical URL, hreflang alternates for the four languages plus x-default, Open Graph.
 */
export function seoMeta(args: MetaArgsLike, options: SeoOptions): MetaDescriptor[] {
  const { lang, origin, t, business } = pageData(args);
  // Every text may name the business and its city; a page's own values (a room's name) come first.
  const own = typeof options.vars === "function" ? options.vars(business) : options.vars;
  const vars = { name: business.name, city: business.city, ...own };
  const title = t(options.title, vars);
  const description = t(options.description, vars);
  const fullTitle = options.home ? `${business.name} – ${title}` : `${title} | ${business.name}`;
  const links = alternates(args.location.pathname, true) ?? [];
  const canonical = links.find((l) => l.lang === lang)?.href ?? args.location.pathname;
  const xDefault = links.find((l) => l.lang === DEFAULT_LANGUAGE)?.href;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin}${canonical}` },
    ...links.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l.lang, href: `${origin}${l.href}` })),
    ...(xDefault ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${xDefault}` }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}${canonical}` },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...(options.image ? [{ property: "og:image", content: `${origin}${options.image}` }] : []),
  ];
  if (options.jsonLd) meta.push({ "script:ld+json": options.jsonLd(business, origin) });
  return meta;
}

/** schema.org BedAndBreakfast: what search engines show about the business, from its stored details. */
export function businessJsonLd(
  business: Business,
  origin: string,
  details: { amenityNames: string[]; image?: string; rooms: number },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BedAndBreakfast",
    name: business.name,
    url: `${origin}/`,
    telephone: business.phone,
    email: business.email,
    ...(business.cin ? { identifier: { "@type": "PropertyValue", propertyID: "CIN", value: business.cin } } : {}),
    ...(details.image ? { image: `${origin}${details.image}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: business.streetAddress,
      addressLocality: business.city,
      postalCode: business.postalCode,
      ...(business.province ? { addressRegion: business.province } : {}),
      addressCountry: business.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.coordinates.latitude, longitude: business.coordinates.longitude },
    checkinTime: business.hours.checkIn.from,
    checkoutTime: business.hours.checkOut.to,
    numberOfRooms: details.rooms,
    amenityFeature: details.amenityNames.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
}
