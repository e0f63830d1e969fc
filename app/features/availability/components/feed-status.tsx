import { TriangleAlert } from "lucide-react";

import { formatMoment } from "~/components/admin/format";

import type { Feed } from "./calendar-model";
import { T } from "./texts";

const TF = T.availability.feeds;

/** How a saved feed's syncs went: when it last worked, how many events, the last error, a warning when stale. */
export function FeedStatus({ feed }: { feed: Feed }) {
  return (
    <div className="mt-3 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-700">{TF.lastSuccess}</dt>
        <dd className="text-ink-900">{feed.lastSuccessAt ? formatMoment(feed.lastSuccessAt) : TF.never}</dd>
        <dt className="font-semibold text-ink-700">{TF.eventsLabel}</dt>
        <dd className="text-ink-900">{TF.events(feed.events)}</dd>
        {feed.lastError && (
          <>
            <dt className="font-semibold text-danger-700">{TF.lastError}</dt>
            <dd className="text-danger-700">{feed.lastError}</dd>
          </>
        )}
      </dl>
      {feed.stale && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-danger-700/40 bg-danger-50 px-3 py-2 font-semibold text-danger-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {TF.stale}
        </p>
      )}
    </div>
  );
}
