import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";

import { formatMoment, formatPeriod, formatStayDate, nightsBetween } from "~/components/admin/format";
import { telHref } from "~/lib/business";
import { isServiceId, SERVICE_LABELS } from "~/lib/constants";
import { euros } from "~/lib/italian";

import { QuoteActions } from "./quote-actions";
import { QuoteStatusBadge } from "./quote-status-badge";
import { fullName, languageName, statusOf, useQuotesContext, type CardQuote } from "./quote-view";
import { T } from "./texts";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const serviceLabel = (id: string) => (isServiceId(id) ? SERVICE_LABELS[id] : id);

type Props = {
  quote: CardQuote;
  /** The request the page's link names (?richiesta=): outlined. */
  linked?: boolean;
  /** Its history opened at once (the first time the link is followed). */
  openHistoryAtStart?: boolean;
  onHistoryClosed?: () => void;
};

/** One request: who, when, what they asked, its status, and what the owner can do with it. */
export function QuoteCard({ quote, linked = false, openHistoryAtStart = false, onHistoryClosed }: Props) {
  const { roomName } = useQuotesContext();
  const status = statusOf(quote.status);
  const name = fullName(quote);
  const titleId = `quote-${quote.id}`;
  const nights = nightsBetween(quote.checkIn, quote.checkOut);

  return (
    <article
      aria-labelledby={titleId}
      className={`card flex h-full flex-col p-5 sm:p-6 ${linked ? "ring-4 ring-terracotta-500 ring-offset-2 ring-offset-sand-50" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 id={titleId} className="text-xl font-semibold break-words text-sea-950">
          {name}
        </h3>
        <QuoteStatusBadge status={status} expired={quote.expired} />
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {T.quotes.sentAt} {formatMoment(quote.createdAt)}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5">
        <a
          href={`mailto:${quote.email}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-sea-800 underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{T.quotes.email}: </span>
          {quote.email}
        </a>
        {quote.phone && (
          <a href={telHref(quote.phone)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{T.quotes.phone}: </span>
            {quote.phone}
          </a>
        )}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <Item term={T.quotes.period} wide>
          {formatPeriod(quote.checkIn, quote.checkOut)} ({T.quotes.nights(nights)})
        </Item>
        <Item term={T.quotes.guests}>{quote.guests}</Item>
        <Item term={T.quotes.room}>
          {quote.preferredRoom ? (roomName(quote.preferredRoom) ?? quote.preferredRoom) : T.quotes.noPreference}
        </Item>
        <Item term={T.quotes.services}>
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
        <Item term={T.quotes.language}>{capitalized(languageName(quote.lang))}</Item>
        {quote.deposit && (
          <Item term={T.quotes.deposit.term} wide>
            <span className={quote.deposit.overdue ? "font-semibold text-danger-700" : undefined}>
              {(quote.deposit.overdue ? T.quotes.deposit.overdue : T.quotes.deposit.asked)(
                euros(quote.deposit.amount),
                quote.deposit.dueDate ? formatStayDate(quote.deposit.dueDate) : "—",
              )}
            </span>
          </Item>
        )}
        <Item term={T.quotes.specialRequests} wide>
          {quote.specialRequests ? <span className="whitespace-pre-line">{quote.specialRequests}</span> : T.quotes.noSpecialRequests}
        </Item>
      </dl>

      <div className="mt-auto pt-5">
        <QuoteActions quote={quote} openHistoryAtStart={openHistoryAtStart} onHistoryClosed={onHistoryClosed} />
      </div>
    </article>
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
