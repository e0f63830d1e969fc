import Negotiator from "negotiator";

import { LANGUAGES, type Language } from "~/i18n/languages";

import { isLanguage } from "./t";

/**
 * The best of our languages for an Accept-Language header (quality values, de-CH → de), or
 * undefined when it names none of them. Without a header there is no preference (negotiator
 * would read a missing header as `*`).
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  return new Negotiator({ headers: { "accept-language": header } }).languages([...LANGUAGES]).find(isLanguage);
}
