import { getOwnerDetails } from "~/features/business/business.server";
import { BusinessTab } from "~/features/business/components/business-tab";

import type { Route } from "./+types/business";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("business");

/** The public details come with every page (the root loader); the owner's own are read here. */
export const loader = ({ request }: Route.LoaderArgs) => forSection(request, "business", async () => ({ owner: await getOwnerDetails() }));

export default function BusinessSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <BusinessTab owner={loaderData.owner} />;
}
