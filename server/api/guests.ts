import { Router } from "express";
import { quoteInputSchema } from "~/features/quotes/quotes.schema";
import { createQuote, listQuotes } from "~/features/quotes/quotes.server";
import { reviewInputSchema } from "~/features/reviews/reviews.schema";
import { approveReview, deleteReview, listAllReviews, listPublishedReviews, submitReview } from "~/features/reviews/reviews.server";
import { visitInputSchema } from "~/features/visits/visits.schema";
import { recordVisit, visitStats } from "~/features/visits/visits.server";
import { clientIp, idParam, parse, requireAdmin } from "../http";

/** What guests send us (quotes, reviews, visits) and the owner's view of it (SPEC §7). */
export function guestsRouter(): Router {
  const r = Router();

  r.post("/quotes", async (req, res) => {
    res.status(201).json(await createQuote(parse(quoteInputSchema, req.body)));
  });

  r.get("/quotes", requireAdmin, async (_req, res) => {
    res.json(await listQuotes());
  });

  r.get("/reviews", async (_req, res) => {
    res.json(await listPublishedReviews());
  });

  r.get("/reviews/all", requireAdmin, async (_req, res) => {
    res.json(await listAllReviews());
  });

  r.post("/reviews", async (req, res) => {
    res.status(201).json(await submitReview(parse(reviewInputSchema, req.body)));
  });

  r.patch("/reviews/:id/approve", requireAdmin, async (req, res) => {
    res.json(await approveReview(idParam(req.params.id)));
  });

  r.delete("/reviews/:id", requireAdmin, async (req, res) => {
    await deleteReview(idParam(req.params.id));
    res.json({ success: true });
  });

  r.post("/visits", async (req, res) => {
    const { sessionId } = parse(visitInputSchema, req.body);
    res.status(201).json(await recordVisit(clientIp(req), req.get("user-agent"), sessionId));
  });

  r.get("/visits/count", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await visitStats());
  });

  return r;
}
