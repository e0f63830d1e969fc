import { AccountTab } from "~/features/auth/components/account-tab";
import { securityOverview } from "~/features/auth/factors.server";

import type { Route } from "./+types/account";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("account");

/** /admin/account: the account's own password, second factors and passkeys, whatever its role. */
export const loader = ({ request }: Route.LoaderArgs) => forSection(request, "account", (session) => securityOverview(session));

export default function AccountSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <AccountTab security={loaderData} />;
}
