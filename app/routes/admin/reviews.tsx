import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { ReviewsTab } from "~/features/reviews/components/reviews-tab";
import { listReviewsPage } from "~/features/reviews/reviews.server";
import { pageNumber } from "~/lib/pagination";

import type { Route } from "./+types/reviews";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("reviews");

/** The page asked of each list (?in-attesa=2&pubblicate=3). */
export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "reviews", async () => {
    const params = new URL(request.url).searchParams;
    const [pending, published] = await Promise.all([
      listReviewsPage(false, pageNumber(params.get(ADMIN_PAGE_PARAMS.pending))),
      listReviewsPage(true, pageNumber(params.get(ADMIN_PAGE_PARAMS.published))),
    ]);
    return { pending, published };
  });

export default function ReviewsSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <ReviewsTab pending={loaderData.pending} published={loaderData.published} />;
}
