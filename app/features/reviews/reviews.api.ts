import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { idParams, successAnswer, timestamp } from "~/lib/api-schemas";

import { reviewInputSchema } from "./reviews.schema";

/** A review as the site shows it: never the reviewer's e-mail. */
export const publicReviewAnswer = z.object({
  id: z.number().int(),
  guestName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  isApproved: z.boolean(),
  verified: z.boolean().describe("Written through a stay's personal link: a real guest's review."),
  createdAt: timestamp,
});

/** A review as the owner moderates it: with the reviewer's e-mail ("" once kept 2 years) and the stay it came from. */
export const reviewAnswer = publicReviewAnswer.extend({
  email: z.string(),
  stayId: z.number().int().nullable(),
});

export const reviewsApi = operations({
  list: {
    method: "get",
    path: "/reviews",
    summary: "The published reviews, newest first.",
    access: "public",
    answers: { 200: z.array(publicReviewAnswer) },
  },
  listAll: {
    method: "get",
    path: "/reviews/all",
    summary: "Every review, pending and published, newest first, with the reviewers' e-mails.",
    access: "staff",
    role: "manager",
    answers: { 200: z.array(reviewAnswer) },
  },
  submit: {
    method: "post",
    path: "/reviews",
    summary: "A guest's review, kept for the owner to approve (one sent by a bot is dropped, and answered `{ success: true }`).",
    access: "public",
    body: reviewInputSchema,
    answers: { 201: z.union([publicReviewAnswer, successAnswer]) },
    errors: { 400: "validation_error", 429: "too_many_requests" },
  },
  approve: {
    method: "patch",
    path: "/reviews/:id/approve",
    summary: "Publishes a review.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: reviewAnswer },
    errors: { 404: "not_found" },
  },
  remove: {
    method: "delete",
    path: "/reviews/:id",
    summary: "Deletes a review (rejects a pending one, withdraws a published one).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found" },
  },
});
