import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { isServiceId } from "~/lib/constants";
import type { Page } from "~/lib/pagination";
import { formatMoment, formatPeriod, nightsBetween } from "~/components/admin/format";
import { Pager } from "~/components/admin/pager";
import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { SERVICE_LABELS, T } from "~/components/admin/texts";
import { ADMIN_PAGE_PARAMS, type AdminQuote, type AdminRoom } from "~/components/admin/types";

const serviceLabel = (id: string) => (isServiceId(id) ? SERVICE_LABELS[id] : id);

/** Quote requests, newest first (the server's order), read-only, a page at a time. */
export function QuotesTab({ quotes: list, rooms }: { quotes: Page<AdminQuote>; rooms: AdminRoom[] }) {
  const roomName = new Map(rooms.map((r) => [r.slug, r.name]));
  const quotes = list.items;
  return (
    <section aria-labelledby="tab-quotes-title">
      <TabHeader id="tab-quotes-title" title={T.tabs.quotes}>
        {list.total > 0 ? T.quotes.count(list.total) : null}
      </TabHeader>
      {quotes.length === 0 ? (
        <EmptyState>{T.quotes.empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {quotes.map((quote) => {
            const nights = nightsBetween(quote.checkIn, quote.checkOut);
            return (
              <li key={quote.id}>
                <article aria-labelledby={`quote-${quote.id}`} className="card h-full p-5 sm:p-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h3 id={`quote-${quote.id}`} className="text-xl font-semibold break-words text-sea-950">
                      {quote.firstName} {quote.lastName}
                    </h3>
                    <p className="text-sm text-ink-600">
                      {T.quotes.sentAt} {formatMoment(quote.createdAt)}
                    </p>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                    <a href={`mailto:${quote.email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-sea-800 underline">
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      <span className="sr-only">{T.quotes.email}: </span>
                      {quote.email}
                    </a>
                    {quote.phone && (
                      <a href={`tel:${quote.phone.replace(/[^+\d]/g, "")}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline">
                        <Phone aria-hidden="true" className="size-4 shrink-0" />
                        <span className="sr-only">{T.quotes.phone}: </span>
                        {quote.phone}
                      </a>
                    )}
                  </div>
                  <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-2">
                    <Item term={T.quotes.period} wide>
                      {formatPeriod(quote.checkIn, quote.checkOut)} ({T.quotes.nights(nights)})
                    </Item>
                    <Item term={T.quotes.guests}>{quote.guests}</Item>
                    <Item term={T.quotes.room}>
                      {quote.preferredRoom ? (roomName.get(quote.preferredRoom) ?? quote.preferredRoom) : T.quotes.noPreference}
                    </Item>
                    <Item term={T.quotes.services} wide>
                      {quote.additionalServices.length ? (
                        <ul className="grid gap-0.5">
                          {quote.additionalServices.map((id) => (
                            <li key={id}>{serviceLabel(id)}</li>
                          ))}
                        </ul>
                      ) : (
                        T.quotes.noServices
                      )}
                    </Item>
                    <Item term={T.quotes.specialRequests} wide>
                      {quote.specialRequests ? <span className="whitespace-pre-line">{quote.specialRequests}</span> : T.quotes.noSpecialRequests}
                    </Item>
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Pager label={T.pager.quotes} param={ADMIN_PAGE_PARAMS.quotes} page={list} />
    </section>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}
