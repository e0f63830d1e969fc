import { Router } from "express";
import { quoteInputSchema } from "~/features/quotes/quotes.schema";
import { createQuote, listQuotes } from "~/features/quotes/quotes.server";
import { parse, requireAdmin } from "../http";

/** Guests' quote requests and the owner's list of them (SPEC §7). */
export function quotesRouter(): Router {
  const r = Router();

  r.post("/quotes", async (req, res) => {
    res.status(201).json(await createQuote(parse(quoteInputSchema, req.body)));
  });

  r.get("/quotes", requireAdmin, async (_req, res) => {
    res.json(await listQuotes());
  });

  return r;
}
