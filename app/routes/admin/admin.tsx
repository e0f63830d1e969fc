import { useCallback, useMemo, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { AdminPanel, tabFromParams, type AdminTabId } from "~/routes/admin/admin-panel";
import { LoginScreen } from "~/features/auth/components/login-screen";
import { T } from "~/components/admin/texts";
import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { businessName } from "~/lib/business";
import type { Route } from "./+types/admin";
import { loadAdminData } from "./admin-data.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${T.meta.title} | ${businessName(matches)}` }, { name: "robots", content: "noindex, nofollow" }];

/**
 * The owner's data must never sit in a shared cache, nor in the browser's back/forward cache.
 * COEP makes the panel's opener policy "same-origin-plus-COEP", unlike the public pages': a
 * window a public page's script opens on /admin is moved to a browsing context group of its own,
 * and the script's handle to it goes dead (docs/decisions/0015-tracking-script-and-the-owners-data.md).
 * The panel loads nothing from other origins, so require-corp costs it nothing.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Embedder-Policy": "require-corp",
});

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminData(request);
}

/**
 * /admin: the login form, or the panel once the server knows the session (so a reload keeps
 * the owner signed in). The open tab lives here, above both, so that signing in again after
 * an expired session brings the owner back to where she was; the address may name the first one.
 */
export default function Admin({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [expired, setExpired] = useState(false);
  const [params] = useSearchParams();
  // The address names the first tab (/admin?scheda=richieste); after that the tab is the owner's choice.
  const [tab, setTab] = useState<AdminTabId>(() => tabFromParams(params));

  const onSessionExpired = useCallback(() => {
    setExpired(true);
    void revalidator.revalidate();
  }, [revalidator]);
  const session = useMemo(() => ({ onSessionExpired }), [onSessionExpired]);

  const onLoggedIn = async () => {
    await revalidator.revalidate();
    setExpired(false);
  };

  if (!loaderData.authenticated || expired) {
    return <LoginScreen onLoggedIn={onLoggedIn} />;
  }
  return (
    <AdminSessionContext.Provider value={session}>
      <AdminPanel data={loaderData} tab={tab} onTabChange={setTab} onLoggedOut={() => revalidator.revalidate()} />
    </AdminSessionContext.Provider>
  );
}
