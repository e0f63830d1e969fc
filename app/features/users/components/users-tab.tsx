import { useState } from "react";

import { TabHeader } from "~/components/admin/tab-header";

import { AccountItem } from "./account-item";
import type { AccountView } from "./account-view";
import type { HandOver } from "./invite-link";
import { T } from "./texts";
import { UserInviteForm } from "./user-invite-form";

type Props = { accounts: AccountView[]; me: number | null; mailConfigured: boolean };

/**
 * "Utenti": the people who use the panel, each with a role, and the invitation of a new one.
 * While no e-mail leaves, the latest invitation's link shows where it was asked for, one at a
 * time: an older one may no longer work.
 */
export function UsersTab({ accounts, me, mailConfigured }: Props) {
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  // Disabled or deleted, the person's link works no more: forgotten, even should she be enabled again.
  const voided = (id: number) => setHandOver((current) => (current?.accountId === id ? null : current));
  return (
    <section aria-labelledby="tab-users-title">
      <TabHeader id="tab-users-title" title={T.tabs.users}>
        {T.users.intro}
      </TabHeader>
      <div className="grid gap-6">
        <UserInviteForm mailConfigured={mailConfigured} handOver={handOver?.from === "invite" ? handOver : null} onHandOver={setHandOver} />
        <section aria-labelledby="users-list-title" className="card p-4 sm:p-6">
          <h3 id="users-list-title" className="mb-4 text-xl font-semibold text-sea-950">
            {T.users.listTitle}
          </h3>
          <ul className="divide-y divide-sand-200">
            {accounts.map((account) => (
              <AccountItem
                key={`${account.id}-${account.role}-${account.status}`}
                account={account}
                me={account.id === me}
                handOver={handOver?.from === "resend" && handOver.accountId === account.id ? handOver : null}
                onHandOver={setHandOver}
                onLinkVoided={() => voided(account.id)}
              />
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
