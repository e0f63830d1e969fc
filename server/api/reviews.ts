import { Router } from "express";

import { reviewInputSchema } from "~/features/reviews/reviews.schema";
import { approveReview, deleteReview, listAllReviews, listPublishedReviews, submitReview } from "~/features/reviews/reviews.server";
import { looksLikeBot } from "~/lib/bot-check";

import { clientIp, idParam, parse, requireAdmin } from "../http";

/** Guests' reviews: submitted, approved or deleted by the owner, and the published ones. */
export function reviewsRouter(): Router {
  const r = Router();

  r.get("/reviews", async (_req, res) => {
    res.json(await listPublishedReviews());
  });

  r.get("/reviews/all", requireAdmin, async (_req, res) => {
    res.json(await listAllReviews());
  });

  r.post("/reviews", async (req, res) => {
    const input = parse(reviewInputSchema, req.body);
    // A bot (honeypot filled, or sent faster than a person types) is told all went well.
    if (looksLikeBot(req.body)) {
      res.status(201).json({ success: true });
      return;
    }
    res.status(201).json(await submitReview(input, { ip: clientIp(req) }));
  });

  r.patch("/reviews/:id/approve", requireAdmin, async (req, res) => {
    res.json(await approveReview(idParam(req.params.id)));
  });

  r.delete("/reviews/:id", requireAdmin, async (req, res) => {
    await deleteReview(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
