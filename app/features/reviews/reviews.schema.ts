import { z } from "zod";

import { LIMITS } from "~/lib/constants";
import { numericText } from "~/lib/validation";

const tooLong = { error: "errors.tooLong" };

/** A guest's review, shared by the form, the route action and POST /api/reviews. */
export const reviewInputSchema = z.object({
  guestName: z
    .string({ error: "review.errors.guestName" })
    .trim()
    .min(LIMITS.reviewName.min, { error: "review.errors.guestName" })
    .max(LIMITS.reviewName.max, tooLong),
  email: z.string({ error: "review.errors.email" }).trim().max(LIMITS.email, tooLong).email({ error: "review.errors.email" }),
  rating: z.preprocess(
    numericText,
    z
      .number({ error: "review.errors.rating" })
      .int({ error: "review.errors.rating" })
      .min(LIMITS.rating.min, { error: "review.errors.rating" })
      .max(LIMITS.rating.max, { error: "review.errors.rating" }),
  ),
  title: z
    .string({ error: "review.errors.title" })
    .trim()
    .min(LIMITS.reviewTitle.min, { error: "review.errors.title" })
    .max(LIMITS.reviewTitle.max, tooLong),
  comment: z
    .string({ error: "review.errors.comment" })
    .trim()
    .min(LIMITS.reviewComment.min, { error: "review.errors.comment" })
    .max(LIMITS.reviewComment.max, tooLong),
  /**
   * The token of a stay's personal review link (/recensione?soggiorno=…). Anything that is not
   * one is ignored, never refused: the review then goes to moderation unverified, as any other.
   */
  stayToken: z.preprocess((v) => (typeof v === "string" && STAY_TOKEN.test(v) ? v : undefined), z.string().optional()),
});

/** The review link's token as the stay's e-mail writes it: 24 random bytes, base64url. */
export const STAY_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export type ReviewInput = z.infer<typeof reviewInputSchema>;
