import { HousekeepingTab } from "~/features/rooms/components/housekeeping-tab";
import { roomsStatus } from "~/features/rooms/room-status.server";

import type { Route } from "./+types/housekeeping";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("housekeeping");

/** /admin/pulizie: today's rooms with their status, read here so the page comes whole from the server. */
export const loader = ({ request }: Route.LoaderArgs) => forSection(request, "housekeeping", async () => ({ status: await roomsStatus() }));

export default function HousekeepingSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <HousekeepingTab status={loaderData.status} />;
}
