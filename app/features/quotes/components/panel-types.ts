import type { Quote } from "~/db/schema";

/** A request as the list shows it: expired when its check-out has passed while still pending or answered. */
export type AdminQuote = Quote & { expired: boolean };

export type AdminQuoteStatus = "pending" | "answered" | "confirmed" | "declined" | "cancelled";

/** The requests in all and per status (the filter's counts). */
export type AdminQuoteCounts = Record<AdminQuoteStatus | "all", number>;
