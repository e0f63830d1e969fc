import { z } from "zod";

import { timestamp } from "~/lib/api-schemas";

/** An uploaded photo as stored: its fallback JPEG's path and the widths made of it. */
export const mediaAssetAnswer = z.object({
  id: z.number().int(),
  path: z.string(),
  folder: z.string(),
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  createdAt: timestamp,
});
