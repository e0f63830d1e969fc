import { z } from "zod";

import { audited } from "~/features/audit/audit-actions";
import { stayTaxAnswer, taxLedgerFiguresAnswer, touristTaxAnswer } from "~/features/stays/stays.api";
import { operations, type AuditedCall } from "~/lib/api-contract";
import { idParams, isoDay, successAnswer } from "~/lib/api-schemas";

import {
  istatQuerySchema,
  istatRangeSchema,
  istatSettingsSchema,
  taxLedgerSchema,
  taxPaymentSchema,
  taxPaymentsQuerySchema,
  taxReportQuerySchema,
  taxYearQuerySchema,
  touristTaxSettingsSchema,
} from "./reports.schema";

const rates = z.object({ high: z.number(), low: z.number() }).describe("Euros per guest and night, by season.");

/** The municipality's settings (app/features/reports/tourist-tax.ts's TouristTaxSettings). */
export const touristTaxSettingsAnswer = z.object({
  enabled: z.boolean(),
  rules: z
    .array(
      z.object({
        validFrom: isoDay,
        ratePerNight: rates,
        maxNights: z.number().int(),
        exemptUnderAge: z.number().int(),
        exemptFromAge: z.number().int().nullable(),
      }),
    )
    .describe("Sorted by their first day; each night is taxed by the rule in force on it."),
  exemptResidents: z.boolean(),
});

const ledgerTotals = touristTaxAnswer.extend(taxLedgerFiguresAnswer.shape).extend({ guests: z.number().int() });

/** GET /api/reports/tourist-tax as JSON: each stay's figures by check-in, and their sum. */
export const taxReportAnswer = z.object({
  from: isoDay,
  to: isoDay,
  stays: z.array(
    ledgerTotals.extend({
      stayId: z.number().int().nullable().describe("Null for a stay since erased: its tax figures are kept for the Comune."),
      checkIn: isoDay,
      checkOut: isoDay,
    }),
  ),
  total: ledgerTotals,
});

const quarterName = z.string().describe('A quarter, as "2027-Q3".');

export const taxPaymentAnswer = z.object({
  id: z.number().int(),
  quarter: quarterName,
  amount: z.number(),
  paidOn: isoDay,
  reference: z.string(),
});

const yearFigures = ledgerTotals.extend({ nights: z.number().int(), paid: z.number() });

/** GET /api/reports/tourist-tax/year: the annual declaration's figures, by quarter. */
export const taxYearAnswer = z.object({
  year: z.number().int(),
  quarters: z.array(
    yearFigures.extend({
      quarter: quarterName,
      from: isoDay,
      to: isoDay,
      deadline: isoDay.describe("The last day to pay the Comune: the 15th day after the quarter ends."),
    }),
  ),
  total: yearFigures,
});

const istatOrigin = {
  origin: z.string().describe("A region of Italy, a country, or the unknown origin of guests whose data is missing."),
  originKind: z.enum(["region", "country", "unknown"]),
  arrivals: z.number().int(),
  departures: z.number().int(),
  nights: z.number().int(),
};

/** GET /api/reports/istat as JSON (app/features/reports/istat.ts's IstatReport). */
export const istatReportAnswer = z.object({
  month: z.string(),
  rows: z.array(z.object({ date: isoDay, ...istatOrigin })),
  totals: z.array(z.object(istatOrigin)),
  openDays: z.number().int().describe("Days the house was open: not every room blocked, or someone there."),
  bedNights: z.number().int().describe("The beds available summed over the open days."),
  missingStays: z
    .array(z.object({ stayId: z.number().int(), leadName: z.string(), checkIn: isoDay, checkOut: isoDay }))
    .describe("The stays whose guests' data are missing: their guests are the unknown origin."),
});

/** GET /api/settings/istat: the region's account, never the password. */
export const istatSettingsAnswer = z.object({
  structureCode: z.string(),
  endpoint: z.string(),
  username: z.string(),
  autoSend: z.boolean(),
  beds: z.record(z.string(), z.number().int()).describe("Beds per room id, every room listed."),
  configured: z.boolean().describe("Structure code, username and password are all set."),
});

const refusedGuest = z.object({
  idswh: z.string().describe("The guest's key sent to the region: stay id and place in the party."),
  stayId: z.number().int(),
  guest: z.number().int().describe("The guest's place in the party, from 1."),
  message: z.string().describe("The region's words."),
});

/** POST /api/reports/istat/send: each day's outcome. */
export const istatSendAnswer = z.object({
  days: z.array(
    z.object({
      day: isoDay,
      status: z.enum(["accepted", "partial", "refused", "failed", "unchanged"]),
      refused: z.array(refusedGuest),
      error: z.string().nullable(),
    }),
  ),
});

/** A report's download (its CSV), not its JSON for the panel's screen. */
const isCsv = ({ query }: AuditedCall) => query.format === "csv";

export const reportsApi = operations({
  istatSettings: {
    method: "get",
    path: "/settings/istat",
    summary: "The region's ISTAT service account (Ross1000): structure code, endpoint (Abruzzo's by default), username, beds per room.",
    access: "staff",
    role: "owner",
    answers: { 200: istatSettingsAnswer },
  },
  setIstatSettings: {
    method: "put",
    path: "/settings/istat",
    summary: "Saves the region's ISTAT account; the password is write-only, stored sealed, and kept when left out.",
    access: "staff",
    role: "owner",
    body: istatSettingsSchema,
    answers: { 200: istatSettingsAnswer },
    errors: { 400: "validation_error" },
    audit: audited("credentials.region-updated", () => "region ISTAT account"),
  },
  istatMovements: {
    method: "get",
    path: "/reports/istat/movements",
    summary:
      "The region's ISTAT movements of each day from `from` to `to` (both included), as the XML file its portal takes (root `<movimenti>`).",
    access: "staff",
    role: "manager",
    // A download the panel links to, opened as a navigation.
    download: true,
    query: istatRangeSchema,
    answers: { 200: { media: "application/xml", description: "The Ross1000 record layout: one `movimento` per day, open or closed." } },
    errors: { 400: "validation_error", 422: "missing_guest_data" },
    audit: audited("report.downloaded", ({ query }) => `ISTAT movements ${String(query.from)}/${String(query.to)}`),
  },
  sendIstat: {
    method: "post",
    path: "/reports/istat/send",
    summary:
      "Sends the days from `from` to `to` through the region's web service; a day the region already took whole is sent again only when it has changed.",
    access: "staff",
    role: "manager",
    body: istatRangeSchema,
    answers: { 200: istatSendAnswer },
    errors: {
      400: "validation_error",
      409: "istat_not_configured",
      422: "missing_guest_data, region_credentials_refused",
      503: "region_unreachable",
    },
  },
  touristTaxRule: {
    method: "get",
    path: "/settings/tourist-tax",
    summary: "The municipality's tourist tax as the owner set it: its rules, each from its day (off by default).",
    access: "staff",
    role: "manager",
    answers: { 200: touristTaxSettingsAnswer },
  },
  setTouristTaxRule: {
    method: "put",
    path: "/settings/tourist-tax",
    summary:
      "Saves the municipality's tourist tax, whole. The older shape with one rule and no dates is still taken, as one rule in force from the start.",
    access: "staff",
    role: "manager",
    body: touristTaxSettingsSchema,
    answers: { 200: touristTaxSettingsAnswer },
    errors: { 400: "validation_error" },
    audit: audited("settings.updated", () => "tourist tax rules"),
  },
  setStayTax: {
    method: "put",
    path: "/stays/:id/tourist-tax",
    summary:
      "Records a stay's tourist tax, whole: the guests exempt for one of the regulation's reasons, and the tax collected or refused.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: taxLedgerSchema,
    answers: { 200: stayTaxAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  touristTax: {
    method: "get",
    path: "/reports/tourist-tax",
    summary:
      "The tourist tax of the stays arriving in a period (at most 400 days), with what was collected, refused and is due, as JSON or as a CSV file (`format=csv`).",
    access: "staff",
    role: "manager",
    // The JSON is for the panel's fetch calls only; the CSV is also a download, opened as a link.
    ownGuard: true,
    query: taxReportQuerySchema,
    answers: {
      200: { json: taxReportAnswer, media: "text/csv", description: "With `format=csv`: the stays, `;`-separated, decimal commas." },
    },
    errors: { 400: "validation_error" },
    audit: audited("report.downloaded", ({ query }) => `tourist tax ${String(query.from)}/${String(query.to)}`, isCsv),
  },
  touristTaxYear: {
    method: "get",
    path: "/reports/tourist-tax/year",
    summary: "A year's figures for the annual declaration to the Comune, by quarter, as JSON or as a CSV file (`format=csv`).",
    access: "staff",
    role: "manager",
    ownGuard: true,
    query: taxYearQuerySchema,
    answers: {
      200: { json: taxYearAnswer, media: "text/csv", description: "With `format=csv`: one row per quarter and the year's, `;`-separated." },
    },
    errors: { 400: "validation_error" },
    audit: audited("report.downloaded", ({ query }) => `tourist tax year ${String(query.year)}`, isCsv),
  },
  taxPayments: {
    method: "get",
    path: "/tourist-tax/payments",
    summary: "The payments to the Comune recorded for a year's quarters (the current year by default), newest quarter first.",
    access: "staff",
    role: "manager",
    query: taxPaymentsQuerySchema,
    answers: { 200: z.array(taxPaymentAnswer) },
    errors: { 400: "validation_error" },
  },
  addTaxPayment: {
    method: "post",
    path: "/tourist-tax/payments",
    summary: "Records a payment of a quarter's tourist tax to the Comune.",
    access: "staff",
    role: "manager",
    body: taxPaymentSchema,
    answers: { 201: taxPaymentAnswer },
    errors: { 400: "validation_error" },
  },
  removeTaxPayment: {
    method: "delete",
    path: "/tourist-tax/payments/:id",
    summary: "Removes a payment recorded by mistake.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found" },
  },
  istat: {
    method: "get",
    path: "/reports/istat",
    summary: "A month's arrivals and nights for ISTAT, by day and by region or country of residence, as JSON or as a CSV file.",
    access: "staff",
    role: "manager",
    ownGuard: true,
    query: istatQuerySchema,
    answers: { 200: { json: istatReportAnswer, media: "text/csv", description: "With `format=csv`: the month's rows, `;`-separated." } },
    errors: { 400: "validation_error" },
    audit: audited("report.downloaded", ({ query }) => `ISTAT month ${String(query.month)}`, isCsv),
  },
});
