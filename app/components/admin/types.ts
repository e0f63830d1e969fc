import type { Room } from "~/db/schema";
import type { Quote, Review } from "~/db/schema";
import type { ImageInfo } from "~/lib/images";
import type { Page } from "~/lib/pagination";

/** The query parameters naming the page shown of each paginated list of the panel (/admin?richieste=2). */
export const ADMIN_PAGE_PARAMS = { quotes: "richieste", pending: "in-attesa", published: "pubblicate", outbox: "posta" } as const;

/**
 * The panel's other address parameters: the tab opened (the owner's e-mails link to
 * /admin?scheda=richieste&richiesta=12 and /admin?scheda=recensioni), the request shown, and
 * the requests' status filter.
 */
export const ADMIN_PARAMS = { tab: "scheda", quote: "richiesta", quoteStatus: "stato" } as const;

/** What the /admin loader sends to the panel once the owner is signed in. */

/** One price row of "Gestione Prezzi"; a room without a price in that season yet has no id and "". */
export type AdminPrice = {
  id: number | null;
  roomId: number;
  season: string;
  pricePerNight: string;
  room: { name: string; slug: string; isActive: boolean };
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
  /** false: not on the site (the "Camere" tab's switch); the owner may still prepare its photos. */
  isActive: boolean;
};

export type AdminBreakfastImage = {
  id: number;
  originalName: string;
  description: string | null;
  uploadedAt: Date;
  image: ImageInfo | null;
};

/** A request as the list shows it: expired when its check-out has passed while still pending or answered. */
export type AdminQuote = Quote & { expired: boolean };

export type AdminQuoteStatus = "pending" | "answered" | "confirmed" | "declined" | "cancelled";

/** One e-mail of the outbox as the panel lists it. */
export type AdminOutboxMessage = {
  id: number;
  kind: string;
  quoteId: number | null;
  reviewId: number | null;
  audience: string;
  to: string | null;
  subject: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};
export type AdminReview = Review;

export type AdminData = {
  authenticated: true;
  username: string;
  /** Every room, active or not, with all its texts: the "Camere" tab edits them. */
  roomsEditable: Room[];
  pricing: AdminPrice[];
  rooms: AdminRoom[];
  /** Paginated lists: one page each, with their totals. */
  quotes: Page<AdminQuote>;
  /** The requests in all and per status (the filter's counts). */
  quoteCounts: Record<AdminQuoteStatus | "all", number>;
  /** The status the list is filtered by, if any. */
  quoteStatus: AdminQuoteStatus | null;
  /** E-mail: whether SMTP_URL is set, where the owner's notifications go, and the messages not sent yet (queued or failed), newest first. */
  mail: { configured: boolean; ownerEmail: string | null; unsent: { items: AdminOutboxMessage[]; page: number; hasNext: boolean } };
  breakfastImages: AdminBreakfastImage[];
  pendingReviews: Page<AdminReview>;
  publishedReviews: Page<AdminReview>;
  showReviewsSection: boolean;
};
