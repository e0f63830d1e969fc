import { PricesTab } from "~/features/pricing/components/prices-tab";
import { listPricingForPanel } from "~/features/rooms/room-prices.server";

import type { Route } from "./+types/prices";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("prices");

export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "prices", async () => ({ pricing: await listPricingForPanel() }));

export default function PricesSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <PricesTab pricing={loaderData.pricing} />;
}
