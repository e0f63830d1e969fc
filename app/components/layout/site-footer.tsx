import type { ReactNode } from "react";
import { Link } from "react-router";

import { FOOTER_ITEMS } from "~/components/layout/nav-links";
import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { localityLine, taglineOf, telHref, useBusiness, whatsappHref } from "~/lib/business";
import { usePageNames } from "~/lib/page-names";

type SiteFooterProps = {
  /** The visit counter (the visits feature's), in the footer's bottom line. */
  visitCounter: ReactNode;
};

/** The footer every public page shares; what belongs to a feature comes in from the layout route. */
export function SiteFooter({ visitCounter }: SiteFooterProps) {
  const { lang, t } = useT();
  const business = useBusiness();
  const { country } = usePageNames();
  const { hours } = business;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-sea-950 text-sand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl font-semibold text-white">{business.name}</p>
          <p className="mt-2 max-w-sm text-sand-200">{taglineOf(business, lang)}</p>
          <address className="mt-4 not-italic text-sand-100">
            {business.streetAddress}
            <br />
            {localityLine(business)}, {country}
            <br />
            <a className="text-white underline" href={telHref(business.phone)}>
              {business.phone}
            </a>
            {business.whatsapp && (
              <>
                <br />
                <a className="text-white underline" href={whatsappHref(business.whatsapp)}>
                  {t("common.footer.whatsapp")} {business.whatsapp}
                </a>
              </>
            )}
            <br />
            <a className="text-white underline [overflow-wrap:anywhere]" href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </address>
          {(business.cin || business.regionalCode) && (
            <p className="mt-4 text-sm text-sand-200">
              {business.cin && <span className="block">{t("common.footer.cin", { cin: business.cin })}</span>}
              {business.regionalCode && <span className="block">{t("common.footer.regionalCode", { code: business.regionalCode })}</span>}
            </p>
          )}
        </div>
        <nav aria-label={t("common.footer.explore")}>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">{t("common.footer.explore")}</h2>
          <ul className="mt-3 grid gap-2">
            {FOOTER_ITEMS.map((item) => (
              <li key={item.label}>
                <Link
                  className="text-white no-underline hover:underline"
                  to={`${hrefFor(item.screen, lang)}${item.hash ? `#${item.hash}` : ""}`}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* A full document load: the public page's scripts (a consented tracking code) never run on in the panel. */}
              <a className="text-white no-underline hover:underline" href="/admin" rel="nofollow">
                {t("common.footer.admin")}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sand-200 uppercase">{t("common.footer.hours")}</h2>
          <ul className="mt-3 grid gap-2 text-sand-100">
            <li>{t("common.footer.reception", hours.reception)}</li>
            <li>{t("common.footer.checkIn", hours.checkIn)}</li>
            <li>{t("common.footer.checkOut", hours.checkOut)}</li>
          </ul>
          {/* Opens the cookie banner on its toggles (app/islands/consent.ts). */}
          <button type="button" data-consent-settings="" className="mt-4 text-left text-white underline">
            {t("common.footer.cookieSettings")}
          </button>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-sand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {business.name}. {t("common.footer.rights")}
          </p>
          {visitCounter}
        </div>
      </div>
    </footer>
  );
}
