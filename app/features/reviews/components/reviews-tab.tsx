import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { TabHeader } from "~/components/admin/tab-header";
import type { Review as AdminReview } from "~/db/schema";
import type { Page } from "~/lib/pagination";

import { ReviewList } from "./review-list";
import { T } from "./texts";

/** Moderation: pending → approved (public) or rejected (deleted); published → deleted. */
export function ReviewsTab({ pending, published }: { pending: Page<AdminReview>; published: Page<AdminReview> }) {
  return (
    <section aria-labelledby="tab-reviews-title">
      <TabHeader id="tab-reviews-title" title={T.tabs.reviews} />
      <div className="grid gap-10">
        <ReviewList
          id="reviews-pending"
          title={T.reviews.pending}
          empty={T.reviews.pendingEmpty}
          list={pending}
          pager={T.pager.pending}
          param={ADMIN_PAGE_PARAMS.pending}
        />
        <ReviewList
          id="reviews-published"
          title={T.reviews.published}
          empty={T.reviews.publishedEmpty}
          list={published}
          pager={T.pager.published}
          param={ADMIN_PAGE_PARAMS.published}
        />
      </div>
    </section>
  );
}
