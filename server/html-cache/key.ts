import { LRUCache } from "lru-cache";

import { LANGUAGES } from "~/i18n/languages";
import { matchScreen } from "~/i18n/paths";
import { todayInItaly } from "~/lib/dates";
import { pageLanguage } from "~/lib/language.server";

let today = { at: 0, value: "" };
/** The B&B's date, which the quote form's earliest day and the privacy page's date show. */
function italianDate(): string {
  const now = Date.now();
  if (now - today.at > 1000) today = { at: now, value: todayInItaly(new Date(now)) };
  return today.value;
}

/** What the key is made of: an Express request has these, and so does the fast path's (./hits.ts). */
export type KeyRequest = {
  method?: string;
  url?: string;
  /** The URL's path, without its query. */
  path: string;
  /** As Express gives them, after the trusted proxies' X-Forwarded-Proto / X-Forwarded-Host. */
  protocol: string;
  host: string | undefined;
  headers: { cookie?: string };
};

/**
 * The cache key of a public page request, or null when the request must reach React Router:
 * another method, a query string, a file (favicon, client-navigation .data, sitemap.xml),
 * the API or the admin panels. Pages are the same for every visitor of a language, so the key
 * is the origin (when the page's links use the request's), the path, the language and the B&B's date.
 */
export function pageKey(req: KeyRequest, publicUrl: string | undefined): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  // The only query kept is ?lang=xx alone: the hreflang links of / and /privacy use it.
  const url = req.url ?? "";
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const langParam = /^lang=[a-z]{2}$/.test(query) ? query.slice(5) : null;
  if (query && !(langParam && (LANGUAGES as readonly string[]).includes(langParam))) return null;
  const path = req.path;
  if (path.includes(".") || path.startsWith("/api/")) return null;
  try {
    const screen = publicScreen(path);
    if (screen === null) return null;
    const lang = pageLanguage(path, langParam, req.headers.cookie ?? null, screen);
    return `${publicUrl ? "" : `${req.protocol}://${req.host}`}${path}${query ? `?${query}` : ""} ${lang} ${italianDate()}`;
  } catch {
    return null; // e.g. a malformed %-escape: React Router answers it
  }
}

/**
 * Only a public screen's path written as the site writes it is kept. React Router matches after
 * decoding %-escapes and ignoring case, so /ADMIN and /%61dmin reach the panel: any path that
 * decoding or lowercasing would change goes to React Router every time, whatever it shows.
 * Returns the path's screen match, or null when the path is not kept.
 */
function publicScreen(path: string): Screen | null {
  let known = screens.get(path);
  if (known === undefined) screens.set(path, (known = checkPath(path) ?? false));
  return known || null;
}

type Screen = NonNullable<ReturnType<typeof matchScreen>>;

/** The answers for the paths asked most (a request pays for React Router's matcher once per path). */
const screens = new LRUCache<string, Screen | false>({ max: 1000 });

function checkPath(path: string): Screen | null {
  const decoded = path
    .split("/")
    .map((segment) => decodeURIComponent(segment))
    .join("/");
  if (decoded.toLowerCase() !== path) return null;
  const match = matchScreen(path);
  // The panels, and a stay's private pre-check-in page (its token in the path, its guests' data in the page).
  return match && match.screen !== "admin" && match.screen !== "superAdmin" && match.screen !== "checkIn" ? match : null;
}
