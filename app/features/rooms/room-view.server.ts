import { memoContent } from "~/db/content-memo.server";
import { resolveImages, type PageImage } from "~/features/media/images.server";
import { formatPriceAmount, pricesByRoom, type SeasonPrices } from "~/features/pricing/price-text";
import { listPricing } from "~/features/rooms/room-prices.server";
import { roomTexts } from "~/features/rooms/room-text";
import { getRoomBySlug, listRooms } from "~/features/rooms/rooms.server";
import { type Language } from "~/i18n/languages";
import { SEASONS } from "~/lib/constants";

export type RoomDetail = {
  slug: string;
  name: string;
  maxGuests: number;
  description: string;
  shortDescription: string;
  amenities: string[];
  images: PageImage[];
  bookingUrl: string | null;
  airbnbUrl: string | null;
  /** Amounts formatted for the page's language ("70–85"), null where no price is set. */
  prices: SeasonPrices;
};

export type PriceListRoom = { slug: string; name: string; prices: SeasonPrices };

function formatted(prices: SeasonPrices | undefined, lang: Language): SeasonPrices {
  return Object.fromEntries(SEASONS.map((s) => [s, prices?.[s] ? formatPriceAmount(prices[s], lang) : null])) as SeasonPrices;
}

/** Everything the room page shows, or null for an unknown or hidden room. */
export const roomDetail = memoContent(async function roomDetail(slug: string, lang: Language): Promise<RoomDetail | null> {
  const room = await getRoomBySlug(slug);
  if (!room) return null;
  const [images, pricing] = await Promise.all([resolveImages(room.images, lang, room.name), listPricing()]);
  return {
    slug: room.slug,
    name: room.name,
    maxGuests: room.maxGuests,
    ...roomTexts(room, lang),
    amenities: room.amenities,
    images,
    bookingUrl: room.bookingUrl,
    airbnbUrl: room.airbnbUrl,
    prices: formatted(pricesByRoom(pricing).get(room.slug), lang),
  };
});

/** Every active room with its season prices, for the prices page. */
export const priceList = memoContent(async function priceList(lang: Language): Promise<PriceListRoom[]> {
  const [rooms, pricing] = await Promise.all([listRooms(), listPricing()]);
  const prices = pricesByRoom(pricing);
  return rooms.map((room) => ({ slug: room.slug, name: room.name, prices: formatted(prices.get(room.slug), lang) }));
});
