import { routeEntries } from "~/i18n/paths";

/**
 * What a public page's script may fetch from our own origin (its CSP connect-src), instead of
 * 'self': the two visit calls, the quote form's availability look-up, the offline watch, and
 * the two guest forms' pages, to which the script posts them (app/islands/forms.ts). Not the
 * owner's API nor the panels: a third-party tracking script running on a public page cannot
 * read /api/quotes with the owner's cookie (docs/decisions/0015-tracking-script-and-the-owners-data.md).
 */
export function publicConnectSources(origin: string): string[] {
  const own = origin.replace(/\/$/, "");
  // /api/availability: the quote form's look-up of the rooms free on the chosen dates.
  // /robots.txt: public anyway; audits that run in the page (Lighthouse's SEO check) read it by fetch.
  // /api/places and /api/check-in/ (a prefix: the token follows): the pre-check-in form's look-ups and post.
  const paths = new Set([
    "/api/visits",
    "/api/visits/count",
    "/api/availability",
    "/api/places",
    "/api/check-in/",
    "/api/super-admin/settings",
    "/robots.txt",
  ]);
  for (const entry of routeEntries()) {
    if (entry.screen === "quote" || entry.screen === "review") paths.add(entry.path);
  }
  return [...paths].map((p) => `${own}${p}`);
}
