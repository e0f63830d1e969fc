import { BadgeCheck, Check, Mail, Star, Trash2, X } from "lucide-react";
import { useState } from "react";

import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { formatShortDate } from "~/components/admin/format";
import { Pager } from "~/components/admin/pager";
import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Review as AdminReview } from "~/db/schema";
import type { Page } from "~/lib/pagination";

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

type ReviewListProps = { id: string; title: string; empty: string; list: Page<AdminReview>; pager: string; param: string };

function ReviewList({ id, title, empty, list, pager, param }: ReviewListProps) {
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

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={T.reviews.stars(rating)} className="flex gap-0.5 text-terracotta-600">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-5 ${n <= rating ? "fill-current" : "text-sand-300"}`} />
      ))}
    </p>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const run = useAdminAction();
  const [approving, setApproving] = useState(false);
  const titleId = `review-${review.id}`;

  const approve = async () => {
    setApproving(true);
    await run(() => apiRequest("PATCH", `/api/reviews/${review.id}/approve`), {
      success: { title: T.reviews.approved, description: T.reviews.approvedDescription },
      error: T.reviews.approveError,
    });
    setApproving(false);
  };

  const remove = () =>
    run(() => apiRequest("DELETE", `/api/reviews/${review.id}`), {
      success: { title: T.reviews.deleted },
      error: T.reviews.deleteError,
    });

  return (
    <article aria-labelledby={titleId} className={`card h-full p-5 sm:p-6 ${review.isApproved ? "" : "border-l-4 border-terracotta-500"}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full border border-olive-700 bg-[#eaf1e1] px-2.5 py-0.5 text-sm font-semibold text-olive-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {T.reviews.verified}
          </span>
        )}
      </div>
      <h4 id={titleId} className="mt-2 font-display text-lg font-semibold break-words text-sea-950">
        {review.title}
      </h4>
      <p className="mt-1 text-sm text-ink-600">
        {T.reviews.by} <span className="font-semibold text-ink-900">{review.guestName}</span> · {formatShortDate(review.createdAt)}
      </p>
      {!review.isApproved && review.email && (
        <p className="mt-1">
          <a
            href={`mailto:${review.email}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold break-all text-sea-800 underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{T.reviews.email}: </span>
            {review.email}
          </a>
        </p>
      )}
      <p className="mt-3 whitespace-pre-line break-words text-ink-700">{review.comment}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {review.isApproved ? (
          <ConfirmDialog
            title={T.reviews.confirmDeleteTitle}
            description={T.reviews.confirmDeleteText}
            confirmLabel={T.reviews.delete}
            cancelLabel={T.common.cancel}
            onConfirm={remove}
            trigger={
              <button type="button" className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50">
                <Trash2 aria-hidden="true" className="size-5" />
                {T.reviews.delete}
              </button>
            }
          />
        ) : (
          <>
            <button type="button" className="btn-sea" onClick={approve} disabled={approving}>
              <Check aria-hidden="true" className="size-5" />
              {approving ? T.common.saving : T.reviews.approve}
            </button>
            <ConfirmDialog
              title={T.reviews.confirmRejectTitle}
              description={T.reviews.confirmRejectText}
              confirmLabel={T.reviews.reject}
              cancelLabel={T.common.cancel}
              onConfirm={remove}
              trigger={
                <button
                  type="button"
                  className="btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50"
                  disabled={approving}
                >
                  <X aria-hidden="true" className="size-5" />
                  {T.reviews.reject}
                </button>
              }
            />
          </>
        )}
      </div>
    </article>
  );
}
