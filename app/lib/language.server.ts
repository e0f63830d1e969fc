import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from "~/i18n/languages";
import { matchScreen } from "~/i18n/paths";
import { isLanguage } from "~/i18n/t";

import { readCookie } from "./cookies.server";

/**
 * The language of a page: the one its path names (or ?lang= on /, /privacy); otherwise the visitor's choice,
 * mirrored from localStorage into the bb-language cookie; otherwise Italian.
 */
export function languageForRequest(request: Request): Language {
  const url = new URL(request.url);
  return pageLanguage(url.pathname, url.searchParams.get("lang"), request.headers.get("cookie"));
}

/** The same choice from the parts of a request that decide it (the page cache keys on it). */
export function pageLanguage(
  pathname: string,
  askedLang: string | null,
  cookieHeader: string | null,
  match: ReturnType<typeof matchScreen> = matchScreen(pathname),
): Language {
  if (match?.screen === "admin" || match?.screen === "superAdmin") return "it";
  if (match?.lang) return match.lang;
  // A language-neutral page (/, /privacy) linked in a given language, e.g. from the switcher.
  if (isLanguage(askedLang)) return askedLang;
  const chosen = readCookie(cookieHeader, LANGUAGE_STORAGE_KEY);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}
