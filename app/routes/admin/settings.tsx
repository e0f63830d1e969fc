import { TouristTaxCard } from "~/features/reports/components/tourist-tax-card";
import { getTouristTax } from "~/features/reports/tourist-tax.server";
import { SettingsTab } from "~/features/settings/components/settings-tab";
import { getSiteSetting } from "~/features/settings/settings.server";
import { SETTING_KEYS } from "~/lib/constants";

import type { Route } from "./+types/settings";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("settings");

const isOn = async (key: (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS]) => (await getSiteSetting(key)).value === "true";

export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "settings", async () => {
    const [showReviewsSection, prearrivalMail, poststayMail, touristTax] = await Promise.all([
      isOn(SETTING_KEYS.showReviewsSection),
      isOn(SETTING_KEYS.prearrivalMail),
      isOn(SETTING_KEYS.poststayMail),
      getTouristTax(),
    ]);
    return { switches: { showReviewsSection, prearrivalMail, poststayMail }, touristTax };
  });

export default function SettingsSection({ loaderData }: Route.ComponentProps) {
  return (
    loaderData && (
      <>
        <SettingsTab switches={loaderData.switches} />
        <TouristTaxCard settings={loaderData.touristTax} />
      </>
    )
  );
}
