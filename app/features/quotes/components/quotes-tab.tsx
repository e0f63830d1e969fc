import { useMemo, type ReactNode } from "react";

import { ADMIN_PAGE_PARAMS } from "~/components/admin/addresses";
import { EmptyState } from "~/components/admin/empty-state";
import { Pager } from "~/components/admin/pager";
import { TabHeader } from "~/components/admin/tab-header";
import { HydrateApart } from "~/components/ui/hydrate-apart";
import type { Page } from "~/lib/pagination";

import { LinkedQuote } from "./linked-quote";
import type { AdminQuote, AdminQuoteCounts, AdminQuoteStatus } from "./panel-types";
import { QuoteCard } from "./quote-card";
import { QuotesContext, type PanelRoom, type QuotesTabContext } from "./quote-view";
import { StatusFilter } from "./status-filter";
import { T } from "./texts";

type Props = {
  quotes: Page<AdminQuote>;
  counts: AdminQuoteCounts;
  /** The status the list is filtered by (?stato=), if any. */
  status: AdminQuoteStatus | null;
  /** The rooms, by their address (which the requests carry) and id (which a stay takes). */
  rooms: PanelRoom[];
  /** The request named by the address (/admin/richieste/12), shown first with its history open. */
  linkedId: number | null;
  mailConfigured: boolean;
  /** Whether Struttura holds the account a deposit is paid to. */
  depositAccount: boolean;
  /** The e-mail section (the mail feature's, passed in by the panel): first when a message could not be sent. */
  outbox?: ReactNode;
  outboxFirst?: boolean;
};

/** Requests whose history was opened from the page's link and closed: switching tabs does not open it again. */
const linkHandled = new Set<number>();

/**
 * The owner's inbox: the requests newest first, a page at a time, filtered by status; each with
 * its actions (reply, confirm, decline, cancel, history, erase); the e-mails not sent.
 * /admin/richieste/12 (the owner's e-mail links) opens request 12's history.
 */
export function QuotesTab({
  quotes: list,
  counts,
  status,
  rooms,
  linkedId,
  mailConfigured,
  depositAccount,
  outbox,
  outboxFirst = false,
}: Props) {
  const context = useMemo<QuotesTabContext>(() => {
    const names = new Map(rooms.map((r) => [r.slug, r.name]));
    return { roomName: (slug) => (slug ? (names.get(slug) ?? slug) : null), rooms, mailConfigured, depositAccount };
  }, [rooms, mailConfigured, depositAccount]);

  const quotes = list.items;
  const linkedOnPage = linkedId !== null && quotes.some((q) => q.id === linkedId);
  const openLinked = linkedId !== null && !linkHandled.has(linkedId);
  const linkClosed = () => {
    if (linkedId !== null) linkHandled.add(linkedId);
  };
  const filter = status ? T.quotes.filters[status] : null;

  return (
    <QuotesContext.Provider value={context}>
      <section aria-labelledby="tab-quotes-title">
        <TabHeader id="tab-quotes-title" title={T.tabs.quotes}>
          {filter ? T.quotes.countFiltered(list.total, filter) : list.total > 0 ? T.quotes.count(list.total) : null}
        </TabHeader>
        {outboxFirst && outbox && <div className="mb-8">{outbox}</div>}
        {linkedId !== null && !linkedOnPage && (
          <LinkedQuote id={linkedId} version={list} openHistoryAtStart={openLinked} onHistoryClosed={linkClosed} />
        )}
        <StatusFilter counts={counts} current={status} />
        {quotes.length === 0 ? (
          <EmptyState>{filter ? T.quotes.emptyFiltered(filter) : T.quotes.empty}</EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {quotes.map((quote) => (
              <HydrateApart key={quote.id}>
                <li>
                  <QuoteCard
                    quote={quote}
                    linked={quote.id === linkedId}
                    openHistoryAtStart={quote.id === linkedId && openLinked}
                    onHistoryClosed={quote.id === linkedId ? linkClosed : undefined}
                  />
                </li>
              </HydrateApart>
            ))}
          </ul>
        )}
        <Pager label={T.pager.quotes} param={ADMIN_PAGE_PARAMS.quotes} page={list} />
        {!outboxFirst && outbox && <div className="mt-10">{outbox}</div>}
      </section>
    </QuotesContext.Provider>
  );
}
