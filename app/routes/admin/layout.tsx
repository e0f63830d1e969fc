import { useCallback, useMemo, useState } from "react";
import { Outlet, redirect, useRevalidator } from "react-router";

import { ADMIN_SECTION_PATHS, legacyAdminAddress } from "~/components/admin/addresses";
import { panelShouldRevalidate, refreshWholePanel } from "~/components/admin/panel-refresh";
import { ADMIN_SECTION_IDS, ADMIN_SECTIONS } from "~/components/admin/sections";
import { T } from "~/components/admin/texts";
import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { sessionFromCookies } from "~/features/auth/auth.server";
import { LoginScreen } from "~/features/auth/components/login-screen";
import { countPendingQuotes } from "~/features/quotes/quotes.server";
import { countPendingReviews } from "~/features/reviews/reviews.server";
import { businessName } from "~/lib/business";
import { roleAllows } from "~/lib/roles";

import type { Route } from "./+types/layout";
import { PanelChrome } from "./panel-chrome";

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

/** The session and the badges; each section reads its own data. */
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
  const seesRequests = roleAllows(session.role, "manager");
  const [pendingQuotes, pendingReviews] = seesRequests ? await Promise.all([countPendingQuotes(), countPendingReviews()]) : [0, 0];
  return {
    authenticated: true as const,
    username: session.username ?? "admin",
    role: session.role,
    badges: { quotes: pendingQuotes, reviews: pendingReviews },
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
  return (
    <AdminSessionContext.Provider value={session}>
      <PanelChrome username={loaderData.username} role={loaderData.role} badges={loaderData.badges} onLoggedOut={reloadPanel}>
        <Outlet />
      </PanelChrome>
    </AdminSessionContext.Provider>
  );
}
