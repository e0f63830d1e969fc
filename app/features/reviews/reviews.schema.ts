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
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
