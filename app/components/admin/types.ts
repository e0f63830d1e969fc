import type { Quote, Review } from "~/db/schema";
import type { ImageInfo } from "~/lib/images";

/** What the /admin loader sends to the panel once the owner is signed in. */

export type AdminPrice = {
  id: number;
  roomId: number;
  season: string;
  pricePerNight: string;
  room: { name: string; slug: string };
};

export type AdminRoom = {
  id: number;
  slug: string;
  name: string;
  /** The gallery as stored, in order; the first is the cover. */
  images: string[];
  /** Thumbnails by path; a path missing here has no preview (shown as a placeholder). */
  previews: Record<string, ImageInfo>;
  bookingUrl: string | null;
  airbnbUrl: string | null;
};

export type AdminBreakfastImage = {
  id: number;
  originalName: string;
  description: string | null;
  uploadedAt: Date;
  image: ImageInfo | null;
};

export type AdminQuote = Quote;
export type AdminReview = Review;

export type AdminData = {
  authenticated: true;
  username: string;
  pricing: AdminPrice[];
  rooms: AdminRoom[];
  quotes: AdminQuote[];
  breakfastImages: AdminBreakfastImage[];
  reviews: AdminReview[];
  showReviewsSection: boolean;
};
