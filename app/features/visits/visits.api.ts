import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { timestamp } from "~/lib/api-schemas";

import { visitInputSchema } from "./visits.schema";

/** The visit counter's totals: every visit, and the distinct visitors. */
export const visitStatsAnswer = z.object({ totalVisits: z.number().int(), uniqueVisits: z.number().int() });

export const visitsApi = operations({
  record: {
    method: "post",
    path: "/visits",
    summary: "Records a visit to the site (the visitor's address is kept only as a salted hash).",
    access: "public",
    body: visitInputSchema,
    answers: { 201: z.object({ id: z.number().int(), visitedAt: timestamp }) },
    errors: { 400: "validation_error" },
  },
  count: {
    method: "get",
    path: "/visits/count",
    summary: "The visit counter's totals.",
    access: "public",
    answers: { 200: visitStatsAnswer },
  },
});
