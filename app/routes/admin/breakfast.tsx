import { listBreakfastForPanel } from "~/features/breakfast/breakfast.server";
import { BreakfastTab } from "~/features/breakfast/components/breakfast-tab";

import type { Route } from "./+types/breakfast";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("breakfast");

export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "breakfast", async () => ({ images: await listBreakfastForPanel() }));

export default function BreakfastSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <BreakfastTab images={loaderData.images} />;
}
