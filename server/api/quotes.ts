import { Router } from "express";

import { isExpired } from "~/features/quotes/quote-status";
import { quotesApi } from "~/features/quotes/quotes.api";
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

import { clientIp, idParam, requestLanguage } from "../http";
import { route } from "./route";

/** Guests' quote requests and the owner's work on them. */
export function quotesRouter(): Router {
  const r = Router();

  route(r, quotesApi.create, async (req, res, { body }) => {
    // A bot (honeypot filled, or sent faster than a person types) is told all went well.
    if (looksLikeBot(req.body)) {
      res.status(201).json({ success: true });
      return;
    }
    res.status(201).json(await createQuote(body, { lang: requestLanguage(req), ip: clientIp(req) }));
  });

  /** Without parameters: every request, as the spec's panel expects; with ?status= or ?page=: a page of 25. */
  route(r, quotesApi.list, async (_req, res, { query }) => {
    if (query.status === undefined && query.page === undefined) {
      res.json(await listQuotes());
      return;
    }
    const list = await listQuotesPage(pageNumber(query.page), query.status);
    res.set({ "X-Total-Count": String(list.total), "X-Page": String(list.page), "X-Page-Count": String(list.pageCount) });
    const today = todayInItaly();
    res.json(list.items.map((quote) => ({ ...quote, expired: isExpired(quote, today), deposit: quoteDeposit(quote, today) })));
  });

  route(r, quotesApi.get, async (req, res) => {
    res.json(await getQuoteDetail(idParam(req.params.id)));
  });

  route(r, quotesApi.reply, async (req, res, { body }) => {
    res.json(await replyToQuote(idParam(req.params.id), body));
  });

  route(r, quotesApi.receiveDeposit, async (req, res, { body }) => {
    res.json(await receiveDeposit(idParam(req.params.id), body));
  });

  route(r, quotesApi.changeStatus, async (req, res, { body }) => {
    res.json(await changeQuoteStatus(idParam(req.params.id), body));
  });

  route(r, quotesApi.remove, async (req, res) => {
    await deleteQuote(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
