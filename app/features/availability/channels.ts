/**
 * Where a stay came from: a request on the site, a channel whose calendar the house imports
 * (Airbnb, Booking.com), the owner's own booking or something else. The calendars are this
 * feature's, so the channels are too; stays name their source with them.
 */
export const STAY_SOURCES = ["request", "airbnb", "booking", "direct", "other"] as const;
export type StaySource = (typeof STAY_SOURCES)[number];

/** How the panel names a stay's source. */
export const SOURCE_LABELS: Record<StaySource, string> = {
  request: "Richiesta dal sito",
  airbnb: "Airbnb",
  booking: "Booking.com",
  direct: "Diretta",
  other: "Altro",
};

/** The channel a feed belongs to, by the name the owner gave it ("Airbnb", "Booking.com"). */
export function channelOfFeed(feedName: string): StaySource {
  const name = feedName.toLowerCase();
  return name.includes("airbnb") ? "airbnb" : name.includes("booking") ? "booking" : "other";
}
