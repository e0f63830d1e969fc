import { z } from "zod";

/** POST /api/visits sends an empty body; a browser may name its session. */
export const visitInputSchema = z.object({
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
