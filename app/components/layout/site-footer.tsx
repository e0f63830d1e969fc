import type { ReactNode } from "react";
import { Link } from "react-router";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { BUSINESS, HOURS } from "~/lib/constants";
import { FOOTER_ITEMS } from "~/components/layout/nav-links";

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

type SiteFooterProps = {
  /** The visit counter (the visits feature's), in the footer's bottom line. */
  visitCounter: ReactNode;
  /** Opens the cookie preferences (the consent feature's). */
  onCookieSettings: () => void;
};

/** The footer every public page shares; what belongs to a feature comes in from the layout route. */
export function SiteFooter({ visitCounter, onCookieSettings }: SiteFooterProps) {
  const { lang, t } = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-sea-950 text-sand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl font-semibold text-white">{BUSINESS.name}</p>
          <p className="mt-2 max-w-sm text-sand-200">{t("common.tagline")}</p>
          <address className="mt-4 not-italic text-sand-100">
            {BUSINESS.streetAddress}
            <br />
            {BUSINESS.postalCode} {BUSINESS.city} ({BUSINESS.region}), Italia
            <br />
            <a className="text-white underline" href={telHref(BUSINESS.phone)}>
              {BUSINESS.phone}
            </a>
            <br />
            <a className="text-white underline" href={`mailto:${BUSINESS.email}`}>
              {BUSINESS.email}
            </a>
          </address>
        </div>
        <nav aria-label={t("common.footer.explore")}>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">{t("common.footer.explore")}</h2>
          <ul className="mt-3 grid gap-2">
            {FOOTER_ITEMS.map((item) => (
              <li key={item.label}>
                <Link className="text-white no-underline hover:underline" to={`${hrefFor(item.screen, lang)}${item.hash ? `#${item.hash}` : ""}`}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link className="text-white no-underline hover:underline" to="/admin" rel="nofollow">
                {t("common.footer.admin")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">{t("common.footer.hours")}</h2>
          <ul className="mt-3 grid gap-2 text-sand-100">
            <li>{t("common.footer.reception", HOURS.reception)}</li>
            <li>{t("common.footer.checkIn", HOURS.checkIn)}</li>
            <li>{t("common.footer.checkOut", HOURS.checkOut)}</li>
          </ul>
          <button type="button" onClick={onCookieSettings} className="mt-4 text-left text-white underline">
            {t("common.footer.cookieSettings")}
          </button>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-sand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {BUSINESS.name}. {t("common.footer.rights")}
          </p>
          {visitCounter}
        </div>
      </div>
    </footer>
  );
}
