import type { Quote, Review } from "~/db/schema";
import type { ImageInfo } from "~/lib/images";
import type { Page } from "~/lib/pagination";

/** The query parameters naming the page shown of each paginated list of the panel (/admin?richieste=2). */
export const ADMIN_PAGE_PARAMS = { quotes: "richieste", pending: "in-attesa", published: "pubblicate" } as const;

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
  /** Paginated lists: one page each, with their totals. */
  quotes: Page<AdminQuote>;
  breakfastImages: AdminBreakfastImage[];
  pendingReviews: Page<AdminReview>;
  publishedReviews: Page<AdminReview>;
  showReviewsSection: boolean;
};
