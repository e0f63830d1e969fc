import { Link, useLocation } from "react-router";
import { alternates } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { LANGUAGE_STORAGE_KEY, type Language } from "~/lib/constants";

const NAMES: Record<Language, string> = { it: "Italiano", en: "English", de: "Deutsch", es: "Español" };

/** Remembers the visitor's language in localStorage and in a cookie the server reads. */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Links to the same screen in the other languages (/camere/due → /rooms/due). */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { lang, t } = useT();
  const { pathname } = useLocation();
  const links = alternates(pathname);
  if (!links) return null;
  return (
    <nav aria-label={t("common.language.label")} className={className}>
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.lang}>
            <Link
              to={link.href}
              hrefLang={link.lang}
              lang={link.lang}
              aria-current={link.lang === lang ? "true" : undefined}
              onClick={() => rememberLanguage(link.lang)}
              className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-semibold uppercase no-underline ${
                link.lang === lang ? "bg-sea-700 text-white" : "text-sea-800 hover:bg-sea-100"
              }`}
            >
              {/* Seen as "IT", heard as "Italiano". */}
              <span aria-hidden="true">{link.lang}</span>
              <span className="sr-only">{NAMES[link.lang]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
