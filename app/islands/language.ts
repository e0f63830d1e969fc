import { rememberLanguage } from "~/i18n/language-choice";
import { LANGUAGES, type Language } from "~/i18n/languages";

/**
 * A switcher link's address carries the choice for the server (`?set-lang=`), which stores it
 * and redirects: that works without this script. With it the choice is stored here and the
 * clean address opened at once, without the redirect.
 */
export function initLanguageLinks(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-language-choice]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const lang = link.dataset.languageChoice as Language;
    const clean = link.dataset.cleanHref;
    if (!LANGUAGES.includes(lang) || !clean) return;
    event.preventDefault();
    rememberLanguage(lang);
    location.assign(clean);
  });
}
