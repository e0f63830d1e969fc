import { T } from "~/components/admin/texts";
import { AccountSecurity } from "~/features/auth/components/account-security";
import { SettingsTab } from "~/features/settings/components/settings-tab";
import { getSiteSetting } from "~/features/settings/settings.server";
import { SETTING_KEYS } from "~/lib/constants";

import type { Route } from "./+types/settings";
import { sectionMeta } from "./section-meta";
import { forOwner } from "./session.server";

export const meta = sectionMeta(T.tabs.settings);

export const loader = ({ request }: Route.LoaderArgs) =>
  forOwner(request, async () => ({ showReviewsSection: (await getSiteSetting(SETTING_KEYS.showReviewsSection)).value === "true" }));

export default function SettingsSection({ loaderData }: Route.ComponentProps) {
  return (
    loaderData && (
      <>
        <SettingsTab showReviewsSection={loaderData.showReviewsSection} />
        <AccountSecurity />
      </>
    )
  );
}
