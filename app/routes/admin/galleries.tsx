import { GalleriesTab } from "~/features/rooms/components/galleries-tab";
import { listRoomGalleries } from "~/features/rooms/galleries.server";

import type { Route } from "./+types/galleries";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("galleries");

export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "galleries", async () => ({ rooms: await listRoomGalleries() }));

export default function GalleriesSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <GalleriesTab rooms={loaderData.rooms} />;
}
