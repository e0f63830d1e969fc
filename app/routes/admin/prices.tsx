import { T } from "~/components/admin/texts";
import { PricesTab } from "~/features/pricing/components/prices-tab";
import { listPricingForPanel } from "~/features/pricing/pricing.server";

import type { Route } from "./+types/prices";
import { sectionMeta } from "./section-meta";
import { forOwner } from "./session.server";

export const meta = sectionMeta(T.tabs.prices);

export const loader = ({ request }: Route.LoaderArgs) => forOwner(request, async () => ({ pricing: await listPricingForPanel() }));

export default function PricesSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <PricesTab pricing={loaderData.pricing} />;
}
