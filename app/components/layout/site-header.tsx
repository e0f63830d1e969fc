import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";

import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { LogoMark } from "~/components/layout/logo-mark";
import { NAV_ITEMS } from "~/components/layout/nav-links";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { taglineOf, useBusiness } from "~/lib/business";

function Logo() {
  const { lang } = useT();
  const business = useBusiness();
  return (
    <Link to={hrefFor("home", lang)} className="flex items-center gap-2.5 text-sea-900 no-underline">
      <LogoMark className="size-9 shrink-0" />
      <span className="leading-tight">
        <span className="block font-display text-lg font-semibold">{business.name}</span>
        <span className="hidden text-xs text-ink-600 sm:block md:hidden 2xl:block">{taglineOf(business, lang)}</span>
      </span>
    </Link>
  );
}

type LinkClass = (state: { isActive: boolean }) => string;

function DesktopNav({ className, linkClass, centered = false }: { className: string; linkClass: LinkClass; centered?: boolean }) {
  const { lang, t } = useT();
  return (
    <nav aria-label={t("common.nav.label")} className={className}>
      <ul className={`flex items-center gap-1 ${centered ? "container-page justify-center py-1.5" : ""}`}>
        {NAV_ITEMS.map((item) => (
          <li key={item.screen}>
            <NavLink to={hrefFor(item.screen, lang)} end className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The top bar: logo, navigation, language, the quote call-to-action; a menu below 768 px. */
export function SiteHeader() {
  const { lang, t } = useT();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full px-3 py-2 text-[0.95rem] font-medium no-underline ${isActive ? "bg-sea-100 text-sea-900" : "text-ink-700 hover:bg-sand-100 hover:text-sea-900"}`;

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav className="hidden xl:block" linkClass={linkClass} />
        <div className="hidden items-center gap-3 md:flex">
          <LanguageSwitcher />
          <Link to={hrefFor("quote", lang)} className="btn-primary min-h-10 px-4 py-2 text-sm">
            {t("common.nav.quote")}
          </Link>
        </div>
        <details className="group md:hidden">
          <summary
            className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-sea-900 [&::-webkit-details-marker]:hidden"
            aria-label={t("common.nav.menu")}
          >
            <Menu aria-hidden="true" className="size-5 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-open:block" />
            <span>{t("common.nav.menu")}</span>
          </summary>
          <div className="absolute inset-x-0 top-16 border-b border-sand-200 bg-sand-50 shadow-lg">
            <nav aria-label={t("common.nav.label")} className="container-page py-3">
              <ul className="grid gap-1">
                {NAV_ITEMS.map((item) => (
                  <li key={item.screen}>
                    <NavLink
                      to={hrefFor(item.screen, lang)}
                      end
                      className={({ isActive }) => `block ${linkClass({ isActive })} py-3 text-base`}
                    >
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-sand-200 pt-3">
                <LanguageSwitcher />
                <Link to={hrefFor("quote", lang)} className="btn-primary">
                  {t("common.nav.quote")}
                </Link>
              </div>
            </nav>
          </div>
        </details>
      </div>
      <DesktopNav className="hidden border-t border-sand-200 md:block xl:hidden" linkClass={linkClass} centered />
    </header>
  );
}
