import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { timestamp } from "~/lib/api-schemas";
import { SEASONS } from "~/lib/constants";

import { priceUpdateSchema, seasonSchema } from "./pricing.schema";

/** A room's price per night in a season, as stored ("70", "70.5", "70-85"), with the room's name and address. */
export const priceAnswer = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  season: z.enum(SEASONS),
  pricePerNight: z.string(),
  updatedAt: timestamp,
  room: z.object({ name: z.string(), slug: z.string() }),
});

export const pricingApi = operations({
  list: {
    method: "get",
    path: "/pricing",
    summary: "The prices of the rooms on the site, a high and a low season price each.",
    access: "public",
    answers: { 200: z.array(priceAnswer) },
  },
  update: {
    method: "patch",
    path: "/pricing/:roomId/:season",
    summary: "Sets a room's price per night in a season (a number, or a text such as `70-85`).",
    access: "staff",
    role: "manager",
    params: z.object({ roomId: z.coerce.number().int().positive(), season: seasonSchema }),
    body: priceUpdateSchema,
    answers: { 200: priceAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
  },
});
