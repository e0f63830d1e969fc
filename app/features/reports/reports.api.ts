import { z } from "zod";

import { touristTaxAnswer } from "~/features/stays/stays.api";
import { operations } from "~/lib/api-contract";
import { isoDay } from "~/lib/api-schemas";

import { istatQuerySchema, taxReportQuerySchema, touristTaxRuleSchema } from "./reports.schema";

/** The municipality's rule (app/features/reports/tourist-tax.ts's TouristTaxRule). */
export const touristTaxRuleAnswer = z.object({
  enabled: z.boolean(),
  ratePerNight: z.object({ high: z.number(), low: z.number() }).describe("Euros per guest and night, by season."),
  maxNights: z.number().int(),
  exemptUnderAge: z.number().int(),
  exemptResidents: z.boolean(),
});

/** GET /api/reports/tourist-tax as JSON: each stay's figures by check-in, and their sum. */
export const taxReportAnswer = z.object({
  from: isoDay,
  to: isoDay,
  stays: z.array(touristTaxAnswer.extend({ stayId: z.number().int(), guests: z.number().int() })),
  total: touristTaxAnswer.extend({ guests: z.number().int() }),
});

const istatOrigin = {
  origin: z.string().describe("A region of Italy, a country, or the unknown origin of guests whose data is missing."),
  originKind: z.enum(["region", "country", "unknown"]),
  arrivals: z.number().int(),
  nights: z.number().int(),
};

/** GET /api/reports/istat as JSON (app/features/reports/istat.ts's IstatReport). */
export const istatReportAnswer = z.object({
  month: z.string(),
  rows: z.array(z.object({ date: isoDay, ...istatOrigin })),
  totals: z.array(z.object(istatOrigin)),
});

export const reportsApi = operations({
  touristTaxRule: {
    method: "get",
    path: "/settings/tourist-tax",
    summary: "The municipality's tourist tax as the owner set it (off by default).",
    access: "owner",
    answers: { 200: touristTaxRuleAnswer },
  },
  setTouristTaxRule: {
    method: "put",
    path: "/settings/tourist-tax",
    summary: "Saves the municipality's tourist tax, whole.",
    access: "owner",
    body: touristTaxRuleSchema,
    answers: { 200: touristTaxRuleAnswer },
    errors: { 400: "validation_error" },
  },
  touristTax: {
    method: "get",
    path: "/reports/tourist-tax",
    summary: "The tourist tax of the stays arriving in a period (at most 400 days), as JSON or as a CSV file (`format=csv`).",
    access: "owner",
    // The JSON is for the panel's fetch calls only; the CSV is also a download, opened as a link.
    ownGuard: true,
    query: taxReportQuerySchema,
    answers: {
      200: { json: taxReportAnswer, media: "text/csv", description: "With `format=csv`: the stays, `;`-separated, decimal commas." },
    },
    errors: { 400: "validation_error" },
  },
  istat: {
    method: "get",
    path: "/reports/istat",
    summary: "A month's arrivals and nights for ISTAT, by day and by region or country of residence, as JSON or as a CSV file.",
    access: "owner",
    ownGuard: true,
    query: istatQuerySchema,
    answers: { 200: { json: istatReportAnswer, media: "text/csv", description: "With `format=csv`: the month's rows, `;`-separated." } },
    errors: { 400: "validation_error" },
  },
});
