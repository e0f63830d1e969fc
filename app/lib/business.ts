import { useRouteLoaderData } from "react-router";

import type { Language } from "~/i18n/languages";

import { regionName } from "./intl";

/** An opening window, "HH:MM" to "HH:MM". */
export type Hours = { from: string; to: string };

/**
 * The owner's business as the site shows it (GET /api/business): edited in the panel's
 * "Struttura" tab, stored in the database, seeded once from app/db/seed-data.ts. Every public
 * page, e-mail and structured datum reads it from there; nothing here is private.
 */
export type Business = {
  name: string;
  /** The line under the name; a missing translation falls back to Italian. */
  tagline: Record<Language, string | null>;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** The province's abbreviation (PE), or null. */
  province: string | null;
  /** ISO 3166-1 alpha-2 code (IT). */
  country: string;
  phone: string;
  whatsapp: string | null;
  email: string;
  taxiPhone: string;
  coordinates: { latitude: number; longitude: number };
  /** Codice Identificativo Nazionale; the law wants it on every advertisement. Empty until the owner enters it. */
  cin: string | null;
  /** The region's own code (CIR), where there is one. */
  regionalCode: string | null;
  hours: { checkIn: Hours; checkOut: Hours; reception: Hours; breakfast: Hours };
};

/**
 * What the owner enters in "Struttura" for herself and her guests' own e-mails, never shown on a
 * page: the account deposits are paid to, and what she adds to the pre-arrival e-mail in each
 * language (a door code, where to park). GET /api/business carries it only to her.
 */
export type BusinessOwnerDetails = {
  accountHolder: string | null;
  /** Upper case, without spaces; checked with its mod-97 check digits. */
  iban: string | null;
  bankName: string | null;
  arrivalNotes: Record<Language, string | null>;
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A WhatsApp chat link: wa.me wants the international number as digits only. */
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

export function taglineOf(business: Pick<Business, "tagline">, lang: Language): string {
  return business.tagline[lang]?.trim() || business.tagline.it || "";
}

/** "Via Roma 1, 65121 Pescara (PE)": street, postal code, city, province. */
export function addressLine(business: Business): string {
  return `${business.streetAddress}, ${localityLine(business)}`;
}

/** "65121 Pescara (PE)". */
export function localityLine(business: Business): string {
  return `${business.postalCode} ${business.city}${business.province ? ` (${business.province})` : ""}`;
}

/** The country's name in the page's language ("Italia", "Italy", "Italien"). */
export function countryName(code: string, lang: Language): string {
  try {
    return regionName(lang).of(code) ?? code;
  } catch {
    return code;
  }
}

export const mapPageUrl = ({ latitude, longitude }: Business["coordinates"]) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/** The business, from the root loader: every page (site and panels) has it. */
export function useBusiness(): Business {
  const data = useRouteLoaderData("root") as { business?: Business } | undefined;
  if (!data?.business) throw new Error("The root loader did not provide the business details");
  return data.business;
}

/** The business from a meta function's matches (the root route's data). */
export function businessName(matches: readonly ({ loaderData?: unknown } | undefined)[]): string {
  const root = matches[0]?.loaderData as { business?: Business } | undefined;
  return root?.business?.name ?? "";
}
