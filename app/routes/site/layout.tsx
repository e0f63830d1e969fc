import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";

import { BannerSlot } from "~/components/layout/banner-slot";
import { Maintenance } from "~/components/layout/maintenance";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { CookieConsent } from "~/features/consent/components/cookie-consent";
import { getSuperAdminSettings } from "~/features/settings/settings.server";
import { allowedTrackingOrigins } from "~/features/settings/tracking-hosts";
import { VisitCounter, visitCounts } from "~/features/visits/components/visit-counter";
import { visitStats } from "~/features/visits/visits.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { languageForRequest } from "~/i18n/language.server";
import { matchScreen } from "~/i18n/paths";
import { useT } from "~/i18n/use-t";
import { publicConnectSources } from "~/lib/connect-sources.server";

import type { Route } from "./+types/layout";

/** Seconds a crawler or browser should wait before retrying while the site is offline. */
const RETRY_AFTER_S = 300;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const [settings, visits] = await Promise.all([getSuperAdminSettings(), visitStats()]);
  // What this page's scripts may fetch: the public paths of our origin (never the owner's API)
  // and the tracking code's analytics hosts, from the same settings this page renders with: the
  // page cache stores page and policy together, and a settings write drops both (docs/operations.md, "Page cache").
  const origin = new URL(context.publicUrl ?? request.url).origin;
  // A stay's pre-check-in page holds its token in the address and its guests' data in the page:
  // neither the owner's tracking code nor her banners' HTML run there.
  const privatePage = matchScreen(new URL(request.url).pathname)?.screen === "checkIn";
  const trackingCode = privatePage ? null : settings.trackingCode;
  const analytics = !settings.siteOffline && trackingCode ? allowedTrackingOrigins(trackingCode, settings.trackingHosts, origin) : [];
  context.setConnectSources?.([...publicConnectSources(origin), ...analytics]);
  const page = {
    lang,
    messages: messagesFor(lang, ["common"]),
    offline: settings.siteOffline,
    trackingCode,
    banners: privatePage
      ? { footer: null, midSite: null, mobileTop: null, mobileMid1: null, mobileMid2: null, mobileBottom: null }
      : {
          footer: settings.bannerFooter,
          midSite: settings.bannerMidSite,
          mobileTop: settings.bannerMobileTop,
          mobileMid1: settings.bannerMobileMid1,
          mobileMid2: settings.bannerMobileMid2,
          mobileBottom: settings.bannerMobileBottom,
        },
    visits: visitCounts(visits, lang),
  };
  if (settings.siteOffline) {
    return data(page, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_S), "Cache-Control": "no-store" } });
  }
  return page;
}

export type SiteLayoutData = Awaited<ReturnType<typeof loader>> extends infer T ? (T extends { data: infer D } ? D : T) : never;

/** Passes the offline answer's Retry-After and no-store on to the page (children add none of their own). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search || defaultShouldRevalidate;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  if (loaderData.offline) return <Maintenance />;
  const { banners } = loaderData;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-sea-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      <BannerSlot name="mobile-top" html={banners.mobileTop} className="md:hidden" />
      <SiteHeader />
      <Outlet />
      <BannerSlot name="mobile-bottom" html={banners.mobileBottom} className="md:hidden" />
      <BannerSlot name="footer" html={banners.footer} className="hidden md:block" />
      <SiteFooter visitCounter={<VisitCounter initial={loaderData.visits} />} />
      <CookieConsent trackingCode={loaderData.trackingCode} />
      {/* The toasts' close label in the page's language, for the page's script (app/islands/toast.ts). */}
      <div hidden data-toast-close={t("common.toast.close")} />
    </>
  );
}
