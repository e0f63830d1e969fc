import { EmptyState } from "~/components/admin/empty-state";
import { Pager } from "~/components/admin/pager";
import type { Review as AdminReview } from "~/db/schema";
import type { Page } from "~/lib/pagination";

import { ReviewCard } from "./review-card";

type ReviewListProps = { id: string; title: string; empty: string; list: Page<AdminReview>; pager: string; param: string };

/** One list of the moderation (pending or published): its count, its cards, its pages. */
export function ReviewList({ id, title, empty, list, pager, param }: ReviewListProps) {
  const reviews = list.items;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 text-xl font-semibold text-sea-950">
        {title}
        <span className="rounded-full bg-sea-100 px-2.5 py-0.5 text-sm font-bold text-sea-900">{list.total}</span>
      </h3>
      {reviews.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{empty}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      <Pager label={pager} param={param} page={list} />
    </section>
  );
}
