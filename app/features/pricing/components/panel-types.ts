import type { Season } from "~/lib/constants";

/** One price row of "Gestione Prezzi"; a room without a price in that season yet has no id and "". */
export type AdminPrice = {
  id: number | null;
  roomId: number;
  season: Season;
  pricePerNight: string;
  room: { name: string; slug: string; isActive: boolean };
};
