import { createContext, useContext } from "react";

import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/t";
import type { OperationAnswer } from "~/lib/api-contract";

import { isQuoteStatus } from "../quote-status";
import type { quotesApi } from "../quotes.api";
import type { AdminQuoteStatus } from "./panel-types";
import { T } from "./texts";

/** A request as a card shows it: from the list (dates as Date) or from GET /api/quotes/{id} (dates as text). */
export type CardQuote = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  checkIn: Date | string;
  checkOut: Date | string;
  guests: number;
  preferredRoom: string | null;
  specialRequests: string | null;
  additionalServices: string[];
  status: string;
  lang: string;
  createdAt: Date | string;
  expired: boolean;
  /** The deposit asked in an answer (euros), by when, and whether that day has passed unpaid. */
  deposit?: { amount: number; dueDate: string | null; overdue: boolean } | null;
};

/** GET /api/quotes/{id}: the request, what happened to it and its messages, oldest first. */
export type QuoteDetail = OperationAnswer<typeof quotesApi.get>;

/** What every card and dialog of the tab needs from the panel. */
export type QuotesTabContext = {
  roomName: (slug: string | null) => string | null;
  /** The rooms a confirmation may put a request's stay in (one that names none). */
  rooms: PanelRoom[];
  mailConfigured: boolean;
  /** Whether Struttura holds the account a deposit is paid to. */
  depositAccount: boolean;
};

export type PanelRoom = { id: number; slug: string; name: string; isActive: boolean };

export const QuotesContext = createContext<QuotesTabContext>({
  roomName: (slug) => slug,
  rooms: [],
  mailConfigured: false,
  depositAccount: false,
});

export const useQuotesContext = () => useContext(QuotesContext);

/** YYYY-MM-DD of a stay date (UTC midnight, as a Date from the loader or as ISO text from the API). */
export const calendarDay = (value: Date | string) => (typeof value === "string" ? value : value.toISOString()).slice(0, 10);

export const fullName = (q: { firstName: string; lastName: string }) => `${q.firstName} ${q.lastName}`;

export const languageOf = (lang: string): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

/** "inglese": the guest's language as the owner says it. */
export const languageName = (lang: string) => T.quotes.languages[languageOf(lang)];

export const statusOf = (status: string): AdminQuoteStatus => (isQuoteStatus(status) ? status : "pending");
