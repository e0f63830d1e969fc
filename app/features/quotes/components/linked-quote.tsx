import { Link, useSearchParams } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { todayInItaly } from "~/lib/dates";

import { isExpired } from "../quote-status";
import { QuoteCard } from "./quote-card";
import { T } from "./texts";
import { useQuoteDetail } from "./use-quote-detail";

type Props = {
  id: number;
  /** Changes when the panel's lists reload: the request is read again (a reply, a change). */
  version: unknown;
  openHistoryAtStart: boolean;
  onHistoryClosed: () => void;
};

/**
 * The request named by the page's address (/admin/richieste/12) when it is not on the page shown (another
 * page, another filter, older): read on its own and shown above the list, with its actions.
 */
export function LinkedQuote({ id, version, openHistoryAtStart, onHistoryClosed }: Props) {
  const [params] = useSearchParams();
  const { detail, retry } = useQuoteDetail(id, version, { keepStale: true });
  const search = params.toString();
  const close = (
    <Link
      to={{ pathname: ADMIN_SECTION_PATHS.quotes, search: search ? `?${search}` : "" }}
      preventScrollReset
      className="inline-flex min-h-11 items-center font-semibold text-sea-800 underline"
    >
      {T.quotes.linkedClose}
    </Link>
  );

  if (detail.state === "loading") return <p className="mb-5 text-ink-700">{T.quotes.history.loading}</p>;
  if (detail.state === "missing" || detail.state === "error") {
    return (
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-sand-300 bg-white px-5 py-3">
        <p className="text-ink-900">
          {detail.state === "missing" ? T.quotes.linkedMissing(id) : `${T.quotes.linkedError} ${detail.message}`}
        </p>
        <div className="flex gap-4">
          {detail.state === "error" && (
            <button type="button" onClick={retry} className="inline-flex min-h-11 items-center font-semibold text-sea-800 underline">
              {T.quotes.retry}
            </button>
          )}
          {close}
        </div>
      </div>
    );
  }
  const quote = detail.detail;
  return (
    <section aria-labelledby="linked-quote-title" className="mb-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
        <p id="linked-quote-title" className="eyebrow">
          {T.quotes.linked}
        </p>
        {close}
      </div>
      <div className="lg:max-w-[calc(50%-0.5rem)]">
        <QuoteCard
          quote={{ ...quote, expired: isExpired(quote, todayInItaly()) }}
          linked
          openHistoryAtStart={openHistoryAtStart}
          onHistoryClosed={onHistoryClosed}
        />
      </div>
    </section>
  );
}
