import { BadgeCheck, Check, Mail, Star, Trash2, X } from "lucide-react";

import { formatShortDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Review as AdminReview } from "~/db/schema";

import { reviewsRoutes } from "../reviews.routes";
import { T } from "./texts";

/** The rating as five stars, read as one image: "4 stelle su 5". */
function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={T.reviews.stars(rating)} className="flex gap-0.5 text-terracotta-600">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-5 ${n <= rating ? "fill-current" : "text-sand-300"}`} />
      ))}
    </p>
  );
}

/** One review: its stars, title, author and text; "Approva" and "Rifiuta" while pending, "Elimina" once published. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const run = useAdminAction();
  const approval = usePanelAction(run);
  const removal = usePanelAction(run);
  const titleId = `review-${review.id}`;

  const approve = () =>
    approval.start(() => callApi(reviewsRoutes.approve, { params: { id: review.id } }), {
      success: { title: T.reviews.approved, description: T.reviews.approvedDescription },
      error: T.reviews.approveError,
    });

  const remove = () =>
    removal.start(() => callApi(reviewsRoutes.remove, { params: { id: review.id } }), {
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
            <button type="button" className="btn-sea" onClick={approve} disabled={approval.busy}>
              <Check aria-hidden="true" className="size-5" />
              {approval.busy ? T.common.saving : T.reviews.approve}
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
                  disabled={approval.busy}
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
