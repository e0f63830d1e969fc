import { RoomsTab } from "~/features/rooms/components/rooms-tab";
import { listAllRooms } from "~/features/rooms/rooms.server";

import type { Route } from "./+types/rooms";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("rooms");

/** Every room, shown on the site or not, with all its texts. */
export const loader = ({ request }: Route.LoaderArgs) => forSection(request, "rooms", async () => ({ rooms: await listAllRooms() }));

export default function RoomsSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <RoomsTab rooms={loaderData.rooms} />;
}
