import { z } from "zod";
import { LIMITS } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

export const breakfastUploadSchema = z.object({
  description: z.preprocess(emptyToNull, z.string().trim().max(LIMITS.imageDescription, { error: "errors.tooLong" }).nullable()),
});
