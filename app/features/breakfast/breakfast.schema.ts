import { z } from "zod";

import { LIMITS } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

export const breakfastUploadSchema = z.object({
  description: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(LIMITS.imageDescription, { error: "errors.tooLong" })
      // PostgreSQL cannot store a NUL byte in text; refuse it instead of failing with a 500.
      .refine((v) => !v.includes("\u0000"), { error: "errors.validation" })
      .nullable(),
  ),
});
