import { matchPath } from "react-router";

import { LANGUAGES, type Language } from "./languages";

/**
 * Every screen and its localized paths: the one table routes.ts, links and the
 * language switcher are built from. The first path of a language is the one links use.
 */
export type ScreenId =
  | "home"
  | "rooms"
  | "room"
  | "about"
  | "contact"
  | "prices"
  | "quote"
  | "breakfast"
  | "review"
  | "privacy"
  | "checkIn"
  | "admin"
  | "superAdmin";

type Screen = {
  file: string;
  /** Paths that name a language; or `any` for paths shared by all languages. */
  paths: Partial<Record<Language, string[]>> & { any?: string[] };
};

export const SCREENS: Record<ScreenId, Screen> = {
  home: { file: "routes/site/home.tsx", paths: { any: ["/"] } },
  rooms: { file: "routes/site/rooms.tsx", paths: { it: ["/camere"], en: ["/rooms"], de: ["/zimmer"], es: ["/habitaciones"] } },
  room: {
    file: "routes/site/room.tsx",
    paths: { it: ["/camere/:slug"], en: ["/rooms/:slug"], de: ["/zimmer/:slug"], es: ["/habitaciones/:slug"] },
  },
  about: { file: "routes/site/about.tsx", paths: { it: ["/chi-siamo"], en: ["/about"], de: ["/uber-uns"], es: ["/sobre-nosotros"] } },
  contact: { file: "routes/site/contact.tsx", paths: { it: ["/contatti"], en: ["/contact"], de: ["/kontakt"], es: ["/contacto"] } },
  prices: { file: "routes/site/prices.tsx", paths: { it: ["/prezzi", "/tariffe"], en: ["/rates"], de: ["/preise"], es: ["/tarifas"] } },
  quote: { file: "routes/site/quote.tsx", paths: { it: ["/preventivo"], en: ["/quote"], de: ["/angebot"], es: ["/presupuesto"] } },
  breakfast: {
    file: "routes/site/breakfast.tsx",
    paths: { it: ["/colazione"], en: ["/breakfast"], de: ["/fruhstuck"], es: ["/desayuno"] },
  },
  review: { file: "routes/site/review.tsx", paths: { it: ["/recensione"], en: ["/reviews"], de: ["/bewertungen"], es: ["/resenas"] } },
  privacy: { file: "routes/site/privacy.tsx", paths: { any: ["/privacy"] } },
  // A stay's private link (CHECK_IN_PATH): one path for every language, never in the sitemap or the page cache.
  checkIn: { file: "routes/site/check-in.tsx", paths: { any: ["/check-in/:token"] } },
  admin: { file: "routes/admin/layout.tsx", paths: { any: ["/admin"] } },
  superAdmin: { file: "routes/super-admin/super-admin.tsx", paths: { any: ["/super-admin"] } },
};

export type RouteEntry = { id: string; path: string; file: string; screen: ScreenId; lang: Language | null };

let entries: RouteEntry[] | undefined;

/** One entry per path, each with a unique route id such as "rooms.en.0". */
export function routeEntries(): RouteEntry[] {
  // Built once: every page request matches its path against them.
  return (entries ??= (Object.keys(SCREENS) as ScreenId[]).flatMap((screen) => {
    const { file, paths } = SCREENS[screen];
    return (["any", ...LANGUAGES] as const).flatMap((lang) =>
      (paths[lang] ?? []).map((path, i) => ({ id: `${screen}.${lang}.${i}`, path, file, screen, lang: lang === "any" ? null : lang })),
    );
  }));
}

/** The path of a screen in a language, with its parameters filled in. */
export function localizedPath(screen: ScreenId, lang: Language, params: Record<string, string> = {}): string {
  const { paths } = SCREENS[screen];
  const pattern = (paths[lang] ?? paths.any ?? [])[0] ?? "/";
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/**
 * Which screen a path shows, the language it names (if any) and its parameters (decoded). Paths
 * match exactly as written in SCREENS (case included), empty segments and trailing slashes aside;
 * the first matching entry wins.
 */
export function matchScreen(pathname: string): ScreenMatch | null {
  // A page asks several times per render (loaders, language switcher), and matchPath compiles a
  // pattern per call: remember the answers for recent paths (a small table, emptied when full).
  // The server only: in the browser it would be bytes for nothing.
  if (!import.meta.env.SSR) return findScreen(pathname);
  if (!recentMatches.has(pathname)) {
    if (recentMatches.size > 255) recentMatches.clear();
    recentMatches.set(pathname, findScreen(pathname));
  }
  return recentMatches.get(pathname) ?? null;
}

/** Shared between callers, so read-only. */
type ScreenMatch = Readonly<{ screen: ScreenId; lang: Language | null; params: Readonly<Record<string, string>> }>;
const recentMatches = new Map<string, ScreenMatch | null>();

function findScreen(pathname: string): ScreenMatch | null {
  const clean = `/${pathname.split("/").filter(Boolean).join("/")}`;
  for (const entry of routeEntries()) {
    const match = matchPath({ path: entry.path, caseSensitive: true, end: true }, clean);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.params).map(([name, value = ""]) => [name, decodeURIComponent(value)]));
      return { screen: entry.screen, lang: entry.lang, params };
    }
  }
  return null;
}
