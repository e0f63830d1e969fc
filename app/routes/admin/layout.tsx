import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Outlet, redirect, useRevalidator } from "react-router";

import { ADMIN_SECTION_PATHS, legacyAdminAddress } from "~/components/admin/addresses";
import { panelShouldRevalidate, refreshWholePanel } from "~/components/admin/panel-refresh";
import { ADMIN_SECTION_IDS, ADMIN_SECTIONS } from "~/components/admin/sections";
import { T } from "~/components/admin/texts";
import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { sessionFromCookies } from "~/features/auth/auth.server";
import { LoginScreen } from "~/features/auth/components/login-screen";
import { accountFactors, secondFactorRequired } from "~/features/auth/factors.server";
import { countPendingQuotes } from "~/features/quotes/quotes.server";
import { countPendingReviews } from "~/features/reviews/reviews.server";
import { businessName } from "~/lib/business";
import { roleAllows } from "~/lib/roles";

import type { Route } from "./+types/layout";
import { PanelChrome } from "./panel-chrome";

// Only an account without a second factor sees them (the notice once the page runs, as it reads
// the browser's storage): kept out of every section's first load.
const SecondFactorNotice = lazy(() =>
  import("~/features/auth/components/second-factor-notice").then((m) => ({ default: m.SecondFactorNotice })),
);
const SecondFactorSetup = lazy(() =>
  import("~/features/auth/components/second-factor-setup").then((m) => ({ default: m.SecondFactorSetup })),
);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${T.meta.title} | ${businessName(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The owner's data must never sit in a shared cache, nor in the browser's back/forward cache.
 * COEP makes the panel's opener policy "same-origin-plus-COEP", unlike the public pages': a
 * window a public page's script opens on /admin is moved to a browsing context group of its own,
 * and the script's handle to it goes dead (docs/decisions/0015-tracking-script-and-the-owners-data.md).
 * The panel loads nothing from other origins, so require-corp costs it nothing. Every section
 * inherits these headers.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Embedder-Policy": "require-corp",
});

/** The session, the account's second factors and the badges; each section reads its own data. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The single-page panel's addresses (/admin?scheda=richieste&richiesta=12), still in e-mails already sent.
  const moved = url.pathname.replace(/\/+$/, "") === "/admin" ? legacyAdminAddress(url.searchParams) : null;
  if (moved) throw redirect(moved);
  const session = await sessionFromCookies("admin", request.headers.get("cookie"));
  if (!session?.role) return { authenticated: false as const };
  // /admin opens on the first section the role may open.
  const first = ADMIN_SECTION_IDS.find((id) => roleAllows(session.role!, ADMIN_SECTIONS[id].role));
  if (url.pathname.replace(/\/+$/, "") === "/admin" && first && first !== ADMIN_SECTION_IDS[0]) throw redirect(ADMIN_SECTION_PATHS[first]);
  const hasFactor = session.userId !== null && (await accountFactors(session.userId)).length > 0;
  // The owner's policy: an account without a second factor sees only its set-up.
  const setupRequired = !hasFactor && (await secondFactorRequired());
  const seesRequests = roleAllows(session.role, "manager") && !setupRequired;
  const [pendingQuotes, pendingReviews] = seesRequests ? await Promise.all([countPendingQuotes(), countPendingReviews()]) : [0, 0];
  return {
    authenticated: true as const,
    username: session.username ?? "admin",
    role: session.role,
    badges: { quotes: pendingQuotes, reviews: pendingReviews },
    hasFactor,
    setupRequired,
  };
}

export const shouldRevalidate = panelShouldRevalidate;

/**
 * /admin/…: the sign-in form, or the panel around the open section once the server knows the
 * session (so a reload keeps the owner signed in). Signing in again after an expired session
 * brings her back to the section she was in, with what she was typing.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [expired, setExpired] = useState(false);

  const reloadPanel = useCallback(() => refreshWholePanel(revalidator.revalidate), [revalidator]);

  const onSessionExpired = useCallback(() => {
    setExpired(true);
    void reloadPanel();
  }, [reloadPanel]);
  const session = useMemo(() => ({ onSessionExpired }), [onSessionExpired]);

  const onLoggedIn = async () => {
    await reloadPanel();
    setExpired(false);
  };

  if (!loaderData.authenticated || expired) {
    return <LoginScreen onLoggedIn={onLoggedIn} />;
  }
  const { role, hasFactor, setupRequired } = loaderData;
  const setup = setupRequired ? (
    <Suspense fallback={null}>
      <SecondFactorSetup enabled={false} screen />
    </Suspense>
  ) : undefined;
  // "Il mio account" opens to every role: the invitation always leads there.
  const notice =
    hasFactor || setup ? undefined : (
      <Suspense fallback={null}>
        <SecondFactorNotice username={loaderData.username} href={`${ADMIN_SECTION_PATHS.account}#verifica-due-passaggi`} />
      </Suspense>
    );
  return (
    <AdminSessionContext.Provider value={session}>
      <PanelChrome
        username={loaderData.username}
        role={role}
        badges={loaderData.badges}
        onLoggedOut={reloadPanel}
        notice={notice}
        setup={setup}
      >
        <Outlet />
      </PanelChrome>
    </AdminSessionContext.Provider>
  );
}
