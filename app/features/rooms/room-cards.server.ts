import { memoContent } from "~/db/content-memo.server";
import { resolveImages } from "~/features/media/images.server";
import { formatPriceAmount, lowestPrice, pricesByRoom } from "~/features/pricing/price-text";
import type { RoomCardData } from "~/features/rooms/components/room-card";
import { listPricing } from "~/features/rooms/room-prices.server";
import { roomTexts } from "~/features/rooms/room-text";
import { listRooms } from "~/features/rooms/rooms.server";
import { type Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { ROOM_CARD_AMENITIES } from "~/lib/constants";

export type { RoomCardData };

/** The text namespaces a page showing <RoomCard> must send (add them to its messagesFor). */
export const ROOM_CARD_NAMESPACES = ["rooms", "amenities"] as const satisfies readonly Namespace[];

/** The active rooms as cards, in their fixed order, with texts and cover in the page's language. */
export const roomCards = memoContent(async function roomCards(lang: Language): Promise<RoomCardData[]> {
  const [rooms, pricing] = await Promise.all([listRooms(), listPricing()]);
  const prices = pricesByRoom(pricing);
  return Promise.all(
    rooms.map(async (room) => {
      const [cover] = await resolveImages(room.images, lang, room.name);
      const seasons = prices.get(room.slug);
      const from = seasons ? lowestPrice([seasons.high, seasons.low]) : null;
      return {
        slug: room.slug,
        name: room.name,
        shortDescription: roomTexts(room, lang).shortDescription,
        maxGuests: room.maxGuests,
        amenities: room.amenities.slice(0, ROOM_CARD_AMENITIES),
        cover: cover ?? null,
        priceFrom: from === null ? null : formatPriceAmount(String(from), lang),
      };
    }),
  );
});
