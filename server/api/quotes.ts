import { Router, type Request } from "express";

import { isExpired } from "~/features/quotes/quote-status";
import {
  depositReceivedSchema,
  quoteInputSchema,
  quoteReplySchema,
  quoteStatusChangeSchema,
  quoteStatusFilterSchema,
} from "~/features/quotes/quotes.schema";
import {
  changeQuoteStatus,
  createQuote,
  deleteQuote,
  getQuoteDetail,
  listQuotes,
  listQuotesPage,
  quoteDeposit,
  receiveDeposit,
  replyToQuote,
} from "~/features/quotes/quotes.server";
import { looksLikeBot } from "~/lib/bot-check";
import { todayInItaly } from "~/lib/dates";
import { pageNumber } from "~/lib/pagination";

import { clientIp, idParam, parse, requestLanguage, requireAdmin } from "../http";

const queryText = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** Guests' quote requests and the owner's work on them. */
export function quotesRouter(): Router {
  const r = Router();

  r.post("/quotes", async (req, res) => {
    const input = parse(quoteInputSchema, req.body);
    // A bot (honeypot filled, or sent faster than a person types) is told all went well.
    if (looksLikeBot(req.body)) {
      res.status(201).json({ success: true });
      return;
    }
    res.status(201).json(await createQuote(input, { lang: requestLanguage(req), ip: clientIp(req) }));
  });

  /** Without parameters: every request, as the spec's panel expects; with ?status= or ?page=: a page of 25. */
  r.get("/quotes", requireAdmin, async (req, res) => {
    const status = queryText(req, "status");
    const page = queryText(req, "page");
    if (status === undefined && page === undefined) {
      res.json(await listQuotes());
      return;
    }
    const list = await listQuotesPage(pageNumber(page), status === undefined ? undefined : parse(quoteStatusFilterSchema, status));
    res.set({ "X-Total-Count": String(list.total), "X-Page": String(list.page), "X-Page-Count": String(list.pageCount) });
    const today = todayInItaly();
    res.json(list.items.map((quote) => ({ ...quote, expired: isExpired(quote, today), deposit: quoteDeposit(quote, today) })));
  });

  r.get("/quotes/:id", requireAdmin, async (req, res) => {
    res.json(await getQuoteDetail(idParam(req.params.id)));
  });

  r.post("/quotes/:id/reply", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await replyToQuote(id, parse(quoteReplySchema, req.body ?? {})));
  });

  r.post("/quotes/:id/deposit", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await receiveDeposit(id, parse(depositReceivedSchema, req.body ?? {})));
  });

  r.patch("/quotes/:id", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await changeQuoteStatus(id, parse(quoteStatusChangeSchema, req.body ?? {})));
  });

  r.delete("/quotes/:id", requireAdmin, async (req, res) => {
    await deleteQuote(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
