import { BadgeCheck, Star } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";

import { hrefFor } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { dateFormat } from "~/lib/intl";

export type HomeReview = {
  id: number;
  guestName: string;
  rating: number;
  title: string;
  comment: string;
  createdAt: string;
  /** Written through a stay's personal link: a real guest's. */
  verified: boolean;
};

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-terracotta-600" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-4 ${n <= rating ? "fill-current" : "text-sand-300"}`} />
      ))}
    </p>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card h-44 animate-pulse bg-sand-100" />
      ))}
    </div>
  );
}

/**
 * The optional reviews section: a skeleton while loading, the newest six, or an
 * invitation to write one (also when loading failed).
 */
export function HomeReviews({ reviews }: { reviews: Promise<HomeReview[]> }) {
  const { lang, t } = useT();
  const empty = (
    <div className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-lg text-ink-700">{t("home.reviews.empty")}</p>
      <Link to={hrefFor("review", lang)} className="btn-sea shrink-0">
        {t("home.reviews.write")}
      </Link>
    </div>
  );
  const date = dateFormat(lang, { day: "numeric", month: "short", year: "numeric" });
  return (
    <section aria-labelledby="home-reviews" className="container-page py-16">
      <p className="eyebrow">{t("home.reviews.eyebrow")}</p>
      <h2 id="home-reviews" className="mt-2 text-3xl font-semibold text-sea-950 sm:text-4xl">
        {t("home.reviews.title")}
      </h2>
      <div className="mt-8">
        <Suspense fallback={<Skeleton label={t("home.reviews.loading")} />}>
          <Await resolve={reviews} errorElement={empty}>
            {(list) =>
              list.length === 0 ? (
                empty
              ) : (
                <>
                  <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {list.map((review) => (
                      <li key={review.id} className="card flex flex-col gap-3 p-6">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <Stars rating={review.rating} label={t("home.reviews.stars", { rating: review.rating })} />
                          {review.verified && (
                            <span className="inline-flex items-center gap-1 rounded-full border border-olive-700 px-2.5 py-0.5 text-sm font-semibold text-olive-700">
                              <BadgeCheck aria-hidden="true" className="size-4" />
                              {t("home.reviews.verified")}
                            </span>
                          )}
                        </div>
                        <h3 className="text-xl font-semibold text-sea-950">{review.title}</h3>
                        <p className="text-ink-700">{review.comment}</p>
                        <p className="mt-auto text-sm text-ink-600">
                          {t("home.reviews.by", { name: review.guestName })} ·{" "}
                          <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
                        </p>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-6">
                    <Link to={hrefFor("review", lang)} className="btn-outline">
                      {t("home.reviews.write")}
                    </Link>
                  </p>
                </>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
