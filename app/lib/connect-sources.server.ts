import { routeEntries } from "~/i18n/paths";

/**
 * What a public page's scripts may fetch from our own origin (its CSP connect-src), instead of
 * 'self': the two visit calls, the quote form's availability look-up, the offline watch, React
 * Router's route discovery and the data of the public screens' client navigations and form
 * actions (`/camere.data`, `/_root.data`, every room under `/camere/`). Not the owner's API nor the panels: a third-party tracking
 * script running on a public page cannot read /api/quotes with the owner's cookie
 * (docs/decisions/0015-tracking-script-and-the-owners-data.md).
 */
export function publicConnectSources(origin: string): string[] {
  const own = origin.replace(/\/$/, "");
  // /api/availability: the quote form's look-up of the rooms free on the chosen dates.
  // /robots.txt: public anyway; audits that run in the page (Lighthouse's SEO check) read it by fetch.
  const paths = new Set([
    "/api/visits",
    "/api/visits/count",
    "/api/availability",
    "/api/super-admin/settings",
    "/__manifest",
    "/_root.data",
    "/robots.txt",
  ]);
  for (const entry of routeEntries()) {
    if (entry.screen === "admin" || entry.screen === "superAdmin" || entry.path === "/") continue;
    // A path with a parameter (/camere/:slug): its prefix, which CSP matches as a folder.
    const param = entry.path.indexOf(":");
    paths.add(param >= 0 ? entry.path.slice(0, param) : `${entry.path}.data`);
  }
  return [...paths].map((p) => `${own}${p}`);
}
