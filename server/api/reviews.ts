import { Router } from "express";

import { reviewsApi } from "~/features/reviews/reviews.api";
import { approveReview, deleteReview, listAllReviews, listPublishedReviews, submitReview } from "~/features/reviews/reviews.server";
import { looksLikeBot } from "~/lib/bot-check";

import { clientIp, idParam } from "../http";
import { route } from "./route";

/** Guests' reviews: submitted, approved or deleted by the owner, and the published ones. */
export function reviewsRouter(): Router {
  const r = Router();

  route(r, reviewsApi.list, async (_req, res) => {
    res.json(await listPublishedReviews());
  });

  route(r, reviewsApi.listAll, async (_req, res) => {
    res.json(await listAllReviews());
  });

  route(r, reviewsApi.submit, async (req, res, { body }) => {
    // A bot (honeypot filled, or sent faster than a person types) is told all went well.
    if (looksLikeBot(req.body)) {
      res.status(201).json({ success: true });
      return;
    }
    res.status(201).json(await submitReview(body, { ip: clientIp(req) }));
  });

  route(r, reviewsApi.approve, async (req, res) => {
    res.json(await approveReview(idParam(req.params.id)));
  });

  route(r, reviewsApi.remove, async (req, res) => {
    await deleteReview(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
