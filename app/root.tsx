import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import favicon from "../public/favicon.png?inline";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { afterHydration } from "./components/ui/hydrate-apart";
import { Toaster } from "./components/ui/toaster";
import { getSeasons } from "./features/availability/seasons.server";
import { getBusiness } from "./features/business/business.server";
import displayFont from "./fonts/fraunces-600-latin.woff2?url";
import { ISLANDS_SRC } from "./islands/entry.server";
import { countryName } from "./lib/business";
import { languageForRequest } from "./lib/language.server";
import type { PageNames } from "./lib/page-names";
import { seasonRange } from "./lib/season-range";

import "./context";

import { CONSENT_SNIFF } from "./features/consent/consent";
import { LANGUAGE_SNIFF } from "./i18n/language-choice";
import { isLanguageNeutral } from "./i18n/links";
import { matchScreen } from "./i18n/paths";

/**
 * The icon in the page itself (0.6 KB): one request fewer while a phone loads the page. A PNG
 * drawn from /favicon.svg (scripts/favicon.mjs), since an SVG icon costs the page's main thread
 * a whole SVG document.
 */
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/png" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageForRequest(request);
  const url = new URL(request.url);
  const origin = context.publicUrl ?? url.origin;
  const screen = matchScreen(url.pathname)?.screen;
  // A page whose path names no language (/, /privacy): LANGUAGE_SNIFF may reload it in the visitor's.
  const languageNeutral = screen ? isLanguageNeutral(screen) : false;
  const [business, seasons] = await Promise.all([getBusiness(), getSeasons()]);
  // Words that need Intl (month and country names) are made here: in a phone's browser the first
  // DateTimeFormat alone took about 100 ms of the main thread while hydrating.
  const names: PageNames = {
    country: countryName(business.country, lang),
    seasons: { high: seasonRange("high", lang, seasons), low: seasonRange("low", lang, seasons) },
  };
  return { lang, origin, nonce: context.cspNonce, languageNeutral, business, seasons, names, islands: ISLANDS_SRC };
}

/** The page language can change with the path (/camere → /rooms): recompute it on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search || defaultShouldRevalidate;
}

/** The id of the public site's layout route (app/routes.ts). */
const SITE = "site";

/**
 * The public pages' script (its address in data-src), asked for once the browser reports the
 * first paint: it only enhances what already works without it, so it never competes with the
 * stylesheet, the font and the first photo (docs/decisions/0025-largest-paint-in-few-round-trips.md).
 * Where no paint is reported (a browser without paint timing; a page opened in a background
 * tab), it is asked for after load: at once, or 3 s later.
 */
const LOAD_AFTER_FIRST_PAINT = `{const src=document.currentScript.dataset.src;let asked=false;const go=()=>{if(asked)return;asked=true;const s=document.createElement("script");s.type="module";s.src=src;document.body.append(s)};const paints=self.PerformanceObserver?.supportedEntryTypes?.includes("paint");if(paints)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true});addEventListener("load",()=>setTimeout(go,paints?3000:0),{once:true})}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "en";
  const nonce = data?.nonce;
  // A public page is complete as the server sends it and never hydrates: its few interactive
  // parts are small scripts of their own (app/islands/), not React and React Router
  // (docs/decisions/0024-public-pages-without-react.md). The panels are React applications.
  const islands = useMatches().some((match) => match.id === SITE) && data?.islands;
  return (
    // CONSENT_SNIFF sets data-consent on <html> before hydration.
    <html lang={lang} data-lang-neutral={data?.languageNeutral ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* They run once, before paint, from the server's HTML: the browser bundle never needs their text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_SNIFF + LANGUAGE_SNIFF : "" }}
        />
        {/* With a precedence, React writes the stylesheet ahead of the module preloads, so it loads first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="preload" href={displayFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islands ? (
          <script nonce={nonce} data-src={islands} dangerouslySetInnerHTML={{ __html: LOAD_AFTER_FIRST_PAINT }} />
        ) : (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and curious people) see that the page came alive in the browser, all its parts.
    afterHydration(() => (document.documentElement.dataset.hydrated = "true"));
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main>
      <h1>{notFound ? "Page Not Found" : "Si è verificato un errore"}</h1>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
