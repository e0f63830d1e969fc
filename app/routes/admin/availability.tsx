import { roomAvailabilityView } from "~/features/availability/availability.server";
import { AvailabilityTab } from "~/features/availability/components/availability-tab";
import { getSeasons } from "~/features/availability/seasons.server";
import { listRoomNames } from "~/features/rooms/galleries.server";

import type { Route } from "./+types/availability";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("availability");

/**
 * The rooms to choose from, the first one's feeds, month and blocks, and the seasons: the section
 * opens complete. Another room's are read when it is chosen.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  forSection(request, "availability", async () => {
    // The export address as the API writes it: PUBLIC_URL, else the address the request came to.
    const origin = context.publicUrl ?? new URL(request.url).origin;
    const rooms = await listRoomNames();
    const [first, seasons] = await Promise.all([rooms[0] ? roomAvailabilityView(rooms[0].id, origin) : undefined, getSeasons()]);
    return { rooms, first, seasons };
  });

export default function AvailabilitySection({ loaderData }: Route.ComponentProps) {
  return loaderData && <AvailabilityTab rooms={loaderData.rooms} first={loaderData.first} seasons={loaderData.seasons} />;
}
