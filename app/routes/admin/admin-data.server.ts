import { ADMIN_PAGE_PARAMS, ADMIN_PARAMS, type AdminData } from "~/components/admin/types";
import { sessionFromCookies } from "~/features/auth/auth.server";
import { listBreakfastImages } from "~/features/breakfast/breakfast.server";
import { resolveImages } from "~/features/media/images.server";
import { listPricingForPanel } from "~/features/pricing/pricing.server";
import { listQuotesPage, quoteCounts } from "~/features/quotes/quotes.server";
import { isExpired, isQuoteStatus } from "~/features/quotes/quote-status";
import { mailConfigured, ownerAddress } from "~/features/mail/mail.server";
import { listOutbox } from "~/features/mail/outbox.server";
import { todayInItaly } from "~/lib/dates";
import { listReviewsPage } from "~/features/reviews/reviews.server";
import { listAllRooms } from "~/features/rooms/rooms.server";
import { getSiteSetting } from "~/features/settings/settings.server";
import { SETTING_KEYS } from "~/lib/constants";
import type { ImageInfo } from "~/lib/images";
import { pageNumber } from "~/lib/pagination";

const imageInfo = ({ src, width, height, widths }: ImageInfo): ImageInfo => ({ src, width, height, widths });

/**
 * Everything the panel's tabs show, read straight from the features, or only
 * `authenticated: false` when the request carries no live admin session: nothing private is
 * ever sent to a signed-out browser.
 */
export async function loadAdminData(request: Request): Promise<AdminData | { authenticated: false }> {
  const session = await sessionFromCookies("admin", request.headers.get("cookie"));
  if (!session) return { authenticated: false };

  const params = new URL(request.url).searchParams;
  const page = (list: keyof typeof ADMIN_PAGE_PARAMS) => pageNumber(params.get(ADMIN_PAGE_PARAMS[list]));
  const asked = params.get(ADMIN_PARAMS.quoteStatus);
  const quoteStatus = isQuoteStatus(asked) ? asked : null;
  const [pricing, allRooms, quotes, counts, unsent, breakfast, pendingReviews, publishedReviews, showReviews] = await Promise.all([
    listPricingForPanel(),
    listAllRooms(),
    listQuotesPage(page("quotes"), quoteStatus ?? undefined),
    quoteCounts(),
    listOutbox("unsent", page("outbox")),
    listBreakfastImages(),
    listReviewsPage(false, page("pending")),
    listReviewsPage(true, page("published")),
    getSiteSetting(SETTING_KEYS.showReviewsSection),
  ]);

  const today = todayInItaly();
  // Hidden rooms too: the owner prepares a room's photos and links before showing it.
  const adminRooms = await Promise.all(
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

  const breakfastPreviews = await resolveImages(
    breakfast.map((b) => `/uploads/breakfast/${b.filename}`),
    "it",
    "",
  );
  const previewByPath = new Map(breakfastPreviews.map((image) => [image.src, imageInfo(image)]));

  return {
    authenticated: true,
    username: session.username ?? "admin",
    roomsEditable: allRooms,
    pricing,
    rooms: adminRooms,
    quotes: { ...quotes, items: quotes.items.map((q) => ({ ...q, expired: isExpired(q, today) })) },
    quoteCounts: counts,
    quoteStatus,
    mail: { configured: mailConfigured(), ownerEmail: ownerAddress() ?? null, unsent },
    breakfastImages: breakfast.map((b) => ({
      id: b.id,
      originalName: b.originalName,
      description: b.description,
      uploadedAt: b.uploadedAt,
      image: previewByPath.get(`/uploads/breakfast/${b.filename}`) ?? null,
    })),
    pendingReviews,
    publishedReviews,
    showReviewsSection: showReviews.value === "true",
  };
}
