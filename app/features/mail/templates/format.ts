import type { Language } from "~/i18n/languages";
import { dateFormat, LOCALES } from "~/lib/intl";

/**
 * Formatting shared by the e-mails and the reply draft. Browser-safe (the draft is bundled into
 * the panel): Intl only, no Node modules.
 */

const DAY = 86_400_000;

/** A YYYY-MM-DD calendar date as UTC midnight, so that formatting in UTC never shifts the day. */
const calendarDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** "lunedì 12 luglio 2027", "Monday, 12 July 2027", "Montag, 12. Juli 2027", "lunes, 12 de julio de 2027". */
export function longDate(date: string, lang: Language): string {
  return dateFormat(LOCALES[lang], { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    calendarDay(date),
  );
}

/**
 * A stay's dates in a few words, for subjects: "12–15 lug 2027" (short) or "12–15 luglio 2027"
 * (long); across months "30 lug – 2 ago 2027", across years "30 dic 2027 – 2 gen 2028".
 */
export function dateRange(checkIn: string, checkOut: string, lang: Language, month: "short" | "long"): string {
  const from = calendarDay(checkIn);
  const to = calendarDay(checkOut);
  const withYear = dateFormat(LOCALES[lang], { timeZone: "UTC", day: "numeric", month, year: "numeric" });
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  if (sameYear && from.getUTCMonth() === to.getUTCMonth() && from.getTime() < to.getTime()) return withYear.formatRange(from, to);
  const start = sameYear ? dateFormat(LOCALES[lang], { timeZone: "UTC", day: "numeric", month }).format(from) : withYear.format(from);
  return `${start} – ${withYear.format(to)}`;
}

/** Nights between two calendar dates (used only when a caller has no count of its own). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((calendarDay(checkOut).getTime() - calendarDay(checkIn).getTime()) / DAY);

/**
 * The first name when it looks like a name, else null (the caller then greets generically):
 * the quote form must not become a way to mail a link or an address to a third party.
 */
export function greetableName(firstName: string): string | null {
  const name = firstName.trim().replace(/\s+/g, " ");
  if (!name || name.length > 40) return null;
  if (/https?|www|[@/:\d]/i.test(name)) return null;
  // A domain written without a scheme ("spam.example") and control characters.
  if (/[\p{L}\d-]\.[\p{L}]{2,}/u.test(name) || /\p{Cc}/u.test(name)) return null;
  return name;
}

/** The same tel: link as the site's. */
export { telHref } from "~/lib/business";

/** The price as the owner typed it, with "€ " in front unless she wrote a currency herself. */
export function priceText(price: string): string {
  const typed = price.trim().replace(/\s+/g, " ");
  return /\p{Sc}|\beur(o|os)?\b/iu.test(typed) ? typed : `€ ${typed}`;
}

/** A sentence ending with the price, without doubling a full stop she typed. */
export const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "150,50 €", "€150.50", "150,50 €", "150,50 €": an amount in cents, in the guest's language. */
export function euros(cents: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "EUR" }).format(cents / 100);
}
