import type { MetaDescriptor } from "react-router";
import { alternates } from "~/i18n/links";
import { translate, type MessageKey, type Translator, type Vars } from "~/i18n/t";
import { BUSINESS, DEFAULT_LANGUAGE, HOURS, type Language } from "./constants";

type MatchLike = { id: string; data?: unknown; loaderData?: unknown };
type MetaArgsLike = { matches: readonly (MatchLike | undefined)[]; location: { pathname: string } };
type Data = { lang?: Language; origin?: string; messages?: Record<string, unknown> };

const OG_LOCALE: Record<Language, string> = { it: "it_IT", en: "en_GB", de: "de_DE", es: "es_ES" };

function pageData(args: MetaArgsLike) {
  const datas = args.matches.map((m) => (m?.loaderData ?? m?.data) as Data | undefined).filter(Boolean) as Data[];
  const lang = datas.find((d) => d.lang)?.lang ?? DEFAULT_LANGUAGE;
  const origin = datas.find((d) => d.origin)?.origin ?? "";
  const dicts = datas.map((d) => d.messages).filter(Boolean).reverse();
  const t: Translator = (key, vars) => translate(dicts, key, vars);
  return { lang, origin, t };
}

export type SeoOptions = {
  /** i18n keys of the title and description. */
  title: MessageKey;
  description: MessageKey;
  vars?: Vars;
  /** Absolute path of the page's share image (a built-in or uploaded JPEG). */
  image?: string;
  /** The home page leads with the business name. */
  home?: boolean;
  jsonLd?: Record<string, unknown>;
};

/**
 * A page's <head> for search engines and sharing: localized title and description,
 * canonical URL, hreflang alternates for the four languages plus x-default, Open Graph.
 */
export function seoMeta(args: MetaArgsLike, options: SeoOptions): MetaDescriptor[] {
  const { lang, origin, t } = pageData(args);
  const title = t(options.title, options.vars);
  const description = t(options.description, options.vars);
  const fullTitle = options.home ? `${BUSINESS.name} – ${title}` : `${title} | ${BUSINESS.name}`;
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
    { property: "og:site_name", content: BUSINESS.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}${canonical}` },
    { property: "og:locale", content: OG_LOCALE[lang] },
    ...(options.image ? [{ property: "og:image", content: `${origin}${options.image}` }] : []),
  ];
  if (options.jsonLd) meta.push({ "script:ld+json": options.jsonLd });
  return meta;
}

/** schema.org BedAndBreakfast: what search engines show about the business. */
export function businessJsonLd(origin: string, amenityNames: string[], image?: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BedAndBreakfast",
    name: BUSINESS.name,
    url: `${origin}/`,
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    ...(image ? { image: `${origin}${image}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: BUSINESS.streetAddress,
      addressLocality: BUSINESS.city,
      postalCode: BUSINESS.postalCode,
      addressRegion: BUSINESS.region,
      addressCountry: BUSINESS.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: BUSINESS.latitude, longitude: BUSINESS.longitude },
    checkinTime: HOURS.checkIn.from,
    checkoutTime: HOURS.checkOut.to,
    numberOfRooms: 4,
    amenityFeature: amenityNames.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
  };
}

