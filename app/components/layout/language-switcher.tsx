import { useLocation } from "react-router";

import { withLanguageChoice } from "~/i18n/language-choice";
import type { Language } from "~/i18n/languages";
import { alternates } from "~/i18n/links";
import { useT } from "~/i18n/use-t";

const NAMES: Record<Language, string> = { it: "Italiano", en: "English", de: "Deutsch", es: "Español" };

/**
 * Links to the same screen in the other languages (/camere/due → /rooms/due). Each link's
 * address carries the choice for the server (it works before the page's script runs and without
 * JavaScript); with the script, a click stores the choice and opens the clean address
 * (app/islands/language.ts).
 */
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
            <SwitcherLink lang={link.lang} href={link.href} current={link.lang === lang} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SwitcherLink({ lang, href, current }: { lang: Language; href: string; current: boolean }) {
  return (
    <a
      href={withLanguageChoice(href, lang)}
      hrefLang={lang}
      lang={lang}
      aria-current={current ? "true" : undefined}
      data-language-choice={lang}
      data-clean-href={href}
      className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-semibold uppercase no-underline ${
        current ? "bg-sea-700 text-white" : "text-sea-800 hover:bg-sea-100"
      }`}
    >
      {/* Seen as "IT", heard as "Italiano". */}
      <span aria-hidden="true">{lang}</span>
      <span className="sr-only">{NAMES[lang]}</span>
    </a>
  );
}
