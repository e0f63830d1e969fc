import { mailConfigured } from "~/features/mail/mail.server";
import { UsersTab } from "~/features/users/components/users-tab";
import { listAccounts } from "~/features/users/users.server";

import type { Route } from "./+types/users";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("users");

/** /admin/utenti: the panel's accounts (the owner only), and whether invitations can go out now. */
export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "users", async (session) => ({
    accounts: (await listAccounts()).map((account) => ({ ...account, createdAt: account.createdAt.toISOString() })),
    me: session.userId,
    mailConfigured: mailConfigured(),
  }));

export default function UsersSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <UsersTab accounts={loaderData.accounts} me={loaderData.me} mailConfigured={loaderData.mailConfigured} />;
}
