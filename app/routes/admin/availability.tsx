import { AvailabilityTab } from "~/features/availability/components/availability-tab";
import { listRoomNames } from "~/features/rooms/galleries.server";

import type { Route } from "./+types/availability";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("availability");

/** The rooms to choose from; each room's feeds, calendar and blocks are read when it is chosen. */
export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "availability", async () => ({ rooms: await listRoomNames() }));

export default function AvailabilitySection({ loaderData }: Route.ComponentProps) {
  return loaderData && <AvailabilityTab rooms={loaderData.rooms} />;
}
