import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

import { T } from "~/components/super-admin/texts";
import { KeyScreen } from "~/features/auth/components/key-screen";
import { pickSettings } from "~/features/settings/components/panel-settings";
import { getSuperAdminSettings } from "~/features/settings/settings.server";
import { businessName } from "~/lib/business";
import { SuperAdminPanel } from "~/routes/super-admin/super-admin-panel";

import type { Route } from "./+types/super-admin";
import { hasSuperAdminSession } from "./session.server";

const TITLE_ID = "super-admin-title";

/** The settings reach the browser only with a live session; the key never does. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await hasSuperAdminSession(request))) return { authorized: false as const };
  return { authorized: true as const, settings: pickSettings(await getSuperAdminSettings()) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${T.meta.title} | ${businessName(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
];

// What the panel shows depends on the session: never cached, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });

export default function SuperAdmin({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();

  // After logging in or out the screen is replaced under the keyboard: focus goes to the
  // new screen's heading, so keyboard and screen-reader users start from the top.
  const shown = useRef(loaderData.authorized);
  useEffect(() => {
    if (shown.current === loaderData.authorized) return;
    shown.current = loaderData.authorized;
    document.getElementById(TITLE_ID)?.focus();
  }, [loaderData.authorized]);

  return loaderData.authorized ? (
    <SuperAdminPanel settings={loaderData.settings} titleId={TITLE_ID} reload={reload} />
  ) : (
    <KeyScreen titleId={TITLE_ID} onAuthorized={reload} />
  );
}
