import { type Language } from "~/i18n/languages";
import { SEASONS, type Season } from "~/lib/constants";
import { LOCALES, numberFormat } from "~/lib/intl";

/** A room's price per night in each season; null where the owner has not set one. */
export type SeasonPrices = Record<Season, string | null>;

function amounts(text: string): number[] {
  return text
    .split(/[-–]/)
    .map((part) => Number(part.replace(/[€\s]/g, "").replace(",", ".")))
    .filter((n) => Number.isFinite(n) && n > 0);
}

/**
 * The amount of a stored price in the page's language, without the currency: "70-85" → "70–85",
 * "70.5" → "70,50" in Italian. Text that is not a price is shown as the owner typed it.
 */
export function formatPriceAmount(text: string, lang: Language): string {
  const values = amounts(text);
  if (!values.length) return text.trim();
  const format = (n: number) =>
    numberFormat(LOCALES[lang], { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 }).format(n);
  return values.map(format).join("–");
}

/** The lowest amount among a room's prices (a range counts from its low end): the "from €X" of a card. */
export function lowestPrice(prices: readonly (string | null | undefined)[]): number | null {
  const lows = prices.flatMap((p) => (p ? amounts(p).slice(0, 1) : []));
  return lows.length ? Math.min(...lows) : null;
}

/** Prices grouped by room slug, every season present (null when missing). */
export function pricesByRoom(
  entries: readonly { season: string; pricePerNight: string; room: { slug: string } }[],
): Map<string, SeasonPrices> {
  const bySlug = new Map<string, SeasonPrices>();
  for (const entry of entries) {
    if (!(SEASONS as readonly string[]).includes(entry.season)) continue;
    const prices = bySlug.get(entry.room.slug) ?? { high: null, low: null };
    prices[entry.season as Season] = entry.pricePerNight;
    bySlug.set(entry.room.slug, prices);
  }
  return bySlug;
}
