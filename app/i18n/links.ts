import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";

import { localizedPath, matchScreen, SCREENS, type ScreenId } from "./paths";

/** Whether a screen's paths name a language (/rooms) or serve every language (/, /privacy). */
export function isLanguageNeutral(screen: ScreenId): boolean {
  return Boolean(SCREENS[screen].paths.any);
}

/**
 * A link to a screen in a language. Language-neutral screens carry ?lang= (for / and
 * /privacy the language otherwise comes from the visitor's stored choice).
 */
export function hrefFor(screen: ScreenId, lang: Language, params: Record<string, string> = {}, forceLang = false): string {
  const path = localizedPath(screen, lang, params);
  return isLanguageNeutral(screen) && forceLang ? `${path}?lang=${lang}` : path;
}

/**
 * The same page in every language: for the switcher (always naming the language) or for
 * canonical and hreflang links (`canonical`: Italian, the default, without ?lang=).
 */
export function alternates(pathname: string, canonical = false): { lang: Language; href: string }[] | null {
  const match = matchScreen(pathname);
  if (!match || match.screen === "admin" || match.screen === "superAdmin") return null;
  return LANGUAGES.map((lang) => ({ lang, href: hrefFor(match.screen, lang, match.params, !(canonical && lang === DEFAULT_LANGUAGE)) }));
}
