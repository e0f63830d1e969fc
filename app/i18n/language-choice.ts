import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from "~/i18n/languages";

/**
 * The visitor's language choice lives in localStorage and in the `bb-language` cookie
 * the server reads. A switcher link carries `?set-lang=xx`: followed before the page has
 * hydrated (or without JavaScript), the server stores the choice in the cookie and redirects to
 * the clean address; LANGUAGE_SNIFF then mirrors the cookie into localStorage at first paint.
 */
export const LANGUAGE_CHOICE_PARAM = "set-lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** A switcher link's address: the page in that language, marked as the visitor's choice. */
export function withLanguageChoice(href: string, lang: Language): string {
  return `${href}${href.includes("?") ? "&" : "?"}${LANGUAGE_CHOICE_PARAM}=${lang}`;
}

const COOKIE_ATTRIBUTES = `; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The cookie, as the browser writes it (`document.cookie`, LANGUAGE_SNIFF) and the server sends it. */
export function languageCookie(lang: Language): string {
  return `${LANGUAGE_STORAGE_KEY}=${lang}${COOKIE_ATTRIBUTES}`;
}

/** Remembers the visitor's language in localStorage and in the cookie. */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  document.cookie = languageCookie(lang);
}

const KEY = JSON.stringify(LANGUAGE_STORAGE_KEY);
const VALUE = `(${LANGUAGES.join("|")})`;

/**
 * A classic inline script for <head>, run before the page paints. The cookie is the newer
 * record (the server sets it when a switcher link is followed), so it is copied into
 * localStorage. Without the cookie (cleared, or a choice made before it existed) the stored
 * choice is written back into it, and a language-neutral page (/, /privacy) rendered in another
 * language is loaded again, in the chosen one.
 */
export const LANGUAGE_SNIFF =
  `try{var k=${KEY},d=document.documentElement,m=document.cookie.match(/(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=${VALUE}(?=;|$)/),s=localStorage.getItem(k);` +
  `if(m){if(s!==m[1])localStorage.setItem(k,m[1])}` +
  `else if(/^${VALUE}$/.test(s||"")){document.cookie=k+"="+s+${JSON.stringify(COOKIE_ATTRIBUTES)};` +
  `if(d.hasAttribute("data-lang-neutral")&&d.lang!==s&&!/[?&]lang=/.test(location.search)&&document.cookie.indexOf(k+"="+s)>=0){d.style.visibility="hidden";location.replace(location.href)}}}catch(e){}`;
