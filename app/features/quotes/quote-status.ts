/** A quote request's workflow: the database enforces the same (drizzle/0005). */
export const QUOTE_STATUSES = ["pending", "answered", "confirmed", "declined", "cancelled"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Where each status may go with PATCH /api/quotes/{id}; "answered" is reached by a reply. */
export const NEXT_STATUSES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  pending: ["cancelled"],
  answered: ["confirmed", "declined", "cancelled"],
  confirmed: ["cancelled"],
  declined: [],
  cancelled: [],
};

/** Statuses a reply may be sent from (a second reply keeps the request answered). */
export const REPLYABLE: readonly QuoteStatus[] = ["pending", "answered"];

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** A request still waiting on the owner or the guest whose check-out date has passed. */
export function isExpired(quote: { status: string; checkOut: Date | string }, today: string): boolean {
  if (quote.status !== "pending" && quote.status !== "answered") return false;
  const checkOut = typeof quote.checkOut === "string" ? quote.checkOut.slice(0, 10) : quote.checkOut.toISOString().slice(0, 10);
  return checkOut < today;
}
