import { resolveImages } from "~/features/media/images.server";
import type { ImageInfo } from "~/lib/images";

import type { AdminRoom } from "./components/panel-types";
import { listAllRooms } from "./rooms.server";

const imageInfo = ({ src, width, height, widths }: ImageInfo): ImageInfo => ({ src, width, height, widths });

/** Every room with its photos' thumbnails; hidden rooms too: the owner prepares a room's photos and links before showing it. */
export async function listRoomGalleries(): Promise<AdminRoom[]> {
  const allRooms = await listAllRooms();
  return Promise.all(
    allRooms.map(async (room) => {
      const resolved = await resolveImages(room.images, "it", room.name);
      return {
        id: room.id,
        slug: room.slug,
        name: room.name,
        images: room.images,
        previews: Object.fromEntries(resolved.map((image) => [image.src, imageInfo(image)])),
        bookingUrl: room.bookingUrl,
        airbnbUrl: room.airbnbUrl,
        isActive: room.isActive,
      };
    }),
  );
}

/** Each room's id, address, name and whether it is on the site, in the rooms' order: the sections that only name rooms. */
export async function listRoomNames(): Promise<{ id: number; slug: string; name: string; maxGuests: number; isActive: boolean }[]> {
  const allRooms = await listAllRooms();
  return allRooms.map(({ id, slug, name, maxGuests, isActive }) => ({ id, slug, name, maxGuests, isActive }));
}
