/**
 * Intl formatters, made once per locale and options. Building one costs far more than using it
 * (a third of a millisecond for a DateTimeFormat), and a page formats dozens of numbers and dates.
 * In the browser too, where the panels format in render; public pages get such words written by
 * their loaders (PageNames), since a page's first formatter costs a phone ~60 ms.
 * The table stays small by construction: its keys are the four languages' locales and option
 * literals written in the code, never input.
 */
import type { Language } from "~/i18n/languages";

/** The locale each page language formats dates and numbers in. */
export const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB", de: "de-DE", es: "es-ES" };

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames;

const made = new Map<string, Formatter>();

/** The formatter kept under `key`, made by `make` the first time. */
function once<T extends Formatter>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

export const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  once("d" + locale + JSON.stringify(options), () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  once("n" + locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options));

/**
 * A small number (below 1000, at most three decimals, as the distances and the rating are) as
 * Intl.NumberFormat writes it in our languages ("1,5"; "1.5" in English), without building one:
 * a page's first Intl formatter costs a phone ~60 ms of main thread while hydrating.
 */
export const smallNumber = (value: number, lang: string) => (lang === "en" ? String(value) : String(value).replace(".", ","));

/** Country names in a language ("Italia", "Italy", "Italien"). */
export const regionName = (locale: string) => once("r" + locale, () => new Intl.DisplayNames(locale, { type: "region" }));
