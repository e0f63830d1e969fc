import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";

import { Maintenance } from "~/components/layout/maintenance";
import { CookieConsent } from "~/features/consent/components/cookie-consent";
import { getSuperAdminSettings } from "~/features/settings/settings.server";
import { allowedTrackingOrigins } from "~/features/settings/tracking-hosts";
import { SiteFrame } from "~/features/site/components/site-frame";
import { VisitCounter, visitCounts } from "~/features/visits/components/visit-counter";
import { visitStats } from "~/features/visits/visits.server";
import { messagesFor } from "~/i18n/dictionaries.server";
import { matchScreen } from "~/i18n/paths";
import { publicConnectSources } from "~/lib/connect-sources.server";
import { languageForRequest } from "~/lib/language.server";

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
  if (loaderData.offline) return <Maintenance />;
  return (
    <SiteFrame
      banners={loaderData.banners}
      visitCounter={<VisitCounter initial={loaderData.visits} />}
      consent={<CookieConsent trackingCode={loaderData.trackingCode} />}
    >
      <Outlet />
    </SiteFrame>
  );
}
