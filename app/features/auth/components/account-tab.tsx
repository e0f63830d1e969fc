import { TabHeader } from "~/components/admin/tab-header";

import { AccountSecurity, type AccountSecurityState } from "./account-security";
import { PasskeysCard } from "./passkeys-card";
import { T } from "./texts";

/** "Il mio account": the signed-in account's own ways in, for every role. */
export function AccountTab({ security }: { security: AccountSecurityState }) {
  return (
    <section aria-labelledby="tab-account-title">
      <TabHeader id="tab-account-title" title={T.tabs.account}>
        {T.accountTab.intro}
      </TabHeader>
      <AccountSecurity security={security} />
      <PasskeysCard />
    </section>
  );
}
