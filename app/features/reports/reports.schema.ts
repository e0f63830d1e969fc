import { z } from "zod";

import { daysBetween, isCalendarDay, parseCalendarDate } from "~/lib/dates";
import { calendarDay, emptyToNull, numericText } from "~/lib/validation";

import {
  EXEMPTION_REASONS,
  FIRST_RULE_DAY,
  QUARTER_FORMAT,
  TOURIST_TAX_LIMITS,
  type TaxLedgerEntry,
  type TouristTaxSettings,
} from "./tourist-tax";

/** A rate as JSON sends it (1.5) or as typed in a form ("1,50"). */
const decimalText = (value: unknown) =>
  typeof value === "string" && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value) ? Number(value.trim().replace(",", ".")) : value;

/** Euros per guest and night: from 0 to 10, to the cent. */
const rate = z.preprocess(
  decimalText,
  z
    .number({ error: "errors.touristTaxRate" })
    .min(0, { error: "errors.touristTaxRate" })
    .max(TOURIST_TAX_LIMITS.maxRate, { error: "errors.touristTaxRate" })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "errors.touristTaxRate" }),
);

const wholeNumber = (limits: { min: number; max: number }, error: string) =>
  z.preprocess(numericText, z.number({ error }).int({ error }).min(limits.min, { error }).max(limits.max, { error }));

const yesNo = z.boolean({ error: "errors.invalidBoolean" });

const format = z.enum(["json", "csv"], { error: "errors.reportFormat" }).default("json");

/** One rule of the municipality, in force from its day. */
const taxRuleSchema = z
  .object({
    validFrom: calendarDay().refine((d) => d >= FIRST_RULE_DAY, { error: "errors.invalidDate" }),
    ratePerNight: z.object({ high: rate, low: rate }, { error: "errors.touristTaxRate" }),
    maxNights: wholeNumber(TOURIST_TAX_LIMITS.maxNights, "errors.touristTaxMaxNights"),
    exemptUnderAge: wholeNumber(TOURIST_TAX_LIMITS.exemptUnderAge, "errors.touristTaxAge"),
    exemptFromAge: z.preprocess(emptyToNull, wholeNumber(TOURIST_TAX_LIMITS.exemptFromAge, "errors.touristTaxUpperAge").nullable()),
  })
  .refine((r) => r.exemptFromAge === null || r.exemptFromAge > r.exemptUnderAge, {
    path: ["exemptFromAge"],
    error: "errors.touristTaxUpperAge",
  });

/**
 * The older shape, one rule with no dates ({ enabled, ratePerNight, maxNights, exemptUnderAge,
 * exemptResidents }), still taken as stored and as sent: read as one rule in force from the start.
 */
function fromSingleRule(value: unknown): unknown {
  if (typeof value !== "object" || value === null || "rules" in value || !("ratePerNight" in value)) return value;
  const { enabled, exemptResidents, ...rule } = value as Record<string, unknown>;
  return { enabled, exemptResidents, rules: [{ validFrom: FIRST_RULE_DAY, exemptFromAge: null, ...rule }] };
}

/** PUT /api/settings/tourist-tax: the whole settings, every field checked; the rules sorted by their first day. */
export const touristTaxSettingsSchema = z.preprocess(
  fromSingleRule,
  z
    .object({
      enabled: yesNo,
      rules: z
        .array(taxRuleSchema, { error: "errors.touristTaxRules" })
        .min(1, { error: "errors.touristTaxRules" })
        .max(TOURIST_TAX_LIMITS.maxRules, { error: "errors.touristTaxRules" })
        .superRefine((rules, ctx) => {
          const seen = new Set<string>();
          rules.forEach((rule, i) => {
            if (seen.has(rule.validFrom)) ctx.addIssue({ code: "custom", path: [i, "validFrom"], message: "errors.touristTaxRuleDay" });
            seen.add(rule.validFrom);
          });
        })
        .transform((rules) => [...rules].sort((a, b) => a.validFrom.localeCompare(b.validFrom))),
      exemptResidents: yesNo,
    })
    .transform((settings): TouristTaxSettings => settings),
);

const reason = z.enum(EXEMPTION_REASONS, { error: "errors.taxExemptionReason" });

/** A guest the owner marks exempt: `other` needs a note saying why. */
const exemptionSchema = z
  .object({
    guest: z
      .number({ error: "errors.taxExemptionGuest" })
      .int({ error: "errors.taxExemptionGuest" })
      .min(0, { error: "errors.taxExemptionGuest" }),
    reason,
    note: z.preprocess(emptyToNull, z.string().trim().max(TOURIST_TAX_LIMITS.noteLength, { error: "errors.taxExemptionNote" }).nullable()),
  })
  .refine((e) => e.reason !== "other" || e.note !== null, { path: ["note"], error: "errors.taxExemptionNote" });

/** Euros as JSON sends them, to the cent, at most 100,000. */
const euros = (error: string) =>
  z.preprocess(
    decimalText,
    z
      .number({ error })
      .min(0, { error })
      .max(100_000, { error })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error }),
  );

/**
 * PUT /api/stays/{id}/tourist-tax: the stay's ledger entry, whole: the guests marked exempt, and
 * the tax collected or the guest's refusal (never both). The guests' places are checked against
 * the stay's party by the server.
 */
export const taxLedgerSchema = z
  .object({
    exemptions: z
      .array(exemptionSchema, { error: "errors.taxExemptionGuest" })
      .max(20, { error: "errors.taxExemptionGuest" })
      .superRefine((list, ctx) => {
        const seen = new Set<number>();
        list.forEach((e, i) => {
          if (seen.has(e.guest)) ctx.addIssue({ code: "custom", path: [i, "guest"], message: "errors.taxExemptionGuest" });
          seen.add(e.guest);
        });
      })
      .default([]),
    collected: z
      .object({ amount: euros("errors.taxAmount"), on: calendarDay() }, { error: "errors.taxAmount" })
      .nullable()
      .default(null),
    refused: z.object({ on: calendarDay() }, { error: "errors.invalidDate" }).nullable().default(null),
  })
  .refine((e) => e.collected === null || e.refused === null, { path: ["refused"], error: "errors.taxCollectedOrRefused" })
  .transform((entry): TaxLedgerEntry => entry);

/** POST /api/tourist-tax/payments: a payment to the Comune for a quarter. */
export const taxPaymentSchema = z.object({
  quarter: z
    .string({ error: "errors.taxQuarter" })
    .trim()
    .regex(QUARTER_FORMAT, { error: "errors.taxQuarter" })
    .refine((q) => q >= "2000-Q1" && q <= "2999-Q4", { error: "errors.taxQuarter" }),
  amount: euros("errors.taxAmount").refine((v) => v > 0, { error: "errors.taxAmount" }),
  paidOn: calendarDay(),
  reference: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string({ error: "errors.taxReference" }).trim().max(100, { error: "errors.taxReference" }),
  ),
});

const yearNumber = z.preprocess(
  numericText,
  z
    .number({ error: "errors.invalidYear" })
    .int({ error: "errors.invalidYear" })
    .min(2000, { error: "errors.invalidYear" })
    .max(2999, { error: "errors.invalidYear" }),
);

/** GET /api/tourist-tax/payments?year=YYYY (the current year when absent) */
export const taxPaymentsQuerySchema = z.object({ year: yearNumber.optional() });

/** GET /api/reports/tourist-tax/year?year=YYYY */
export const taxYearQuerySchema = z.object({
  year: yearNumber,
  format,
});

const day = calendarDay();

/** The longest tourist tax report: a year and a quarter, with room for a return that is late. */
export const MAX_REPORT_DAYS = 400;

/** GET /api/reports/tourist-tax?from=&to=: stays arriving from `from` to `to`, both included. */
export const taxReportQuerySchema = z.object({ from: day, to: day, format }).superRefine((q, ctx) => {
  // Each date's own error is enough: the range is checked once both are dates.
  const from = isCalendarDay(q.from) ? parseCalendarDate(q.from) : undefined;
  const to = isCalendarDay(q.to) ? parseCalendarDate(q.to) : undefined;
  if (!from || !to) return;
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "errors.reportRangeOrder" });
  else if (daysBetween(from, to) >= MAX_REPORT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "errors.rangeTooLong", params: { max: MAX_REPORT_DAYS } });
  }
});

export const MONTH_FORMAT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** GET /api/reports/istat?month=YYYY-MM */
export const istatQuerySchema = z.object({
  month: z
    .string({ error: "errors.invalidMonth" })
    .trim()
    .regex(MONTH_FORMAT, { error: "errors.invalidMonth" })
    .refine((v) => v >= "2000-01" && v <= "2999-12", { error: "errors.invalidMonth" }),
  format,
});

/** A secret typed in a form: left out or empty, the stored one stays. */
const secret = z.preprocess(
  (v) => (typeof v === "string" ? v : undefined) || undefined,
  z.string({ error: "errors.required" }).max(200, { error: "errors.tooLong" }).optional(),
);

/** The region's address: https, or http to this machine (a local proxy, the tests' own service). */
const endpointUrl = z
  .string({ error: "errors.istatEndpoint" })
  .trim()
  .max(300, { error: "errors.istatEndpoint" })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
      } catch {
        return false;
      }
    },
    { error: "errors.istatEndpoint" },
  );

/** PUT /api/settings/istat: the region's account; the password write-only, kept when left out. */
export const istatSettingsSchema = z.object({
  structureCode: z
    .string({ error: "errors.istatStructureCode" })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/, { error: "errors.istatStructureCode" }),
  endpoint: endpointUrl,
  username: z.string({ error: "errors.required" }).trim().min(1, { error: "errors.required" }).max(100, { error: "errors.tooLong" }),
  password: secret.describe("Needed the first time; left out or empty, the stored one stays."),
  autoSend: z.boolean({ error: "errors.invalidBoolean" }).default(false),
  beds: z
    .record(
      z.string().regex(/^\d{1,9}$/, { error: "errors.unknownRoom" }),
      z.preprocess(
        numericText,
        z
          .number({ error: "errors.istatBeds" })
          .int({ error: "errors.istatBeds" })
          .min(0, { error: "errors.istatBeds" })
          .max(20, { error: "errors.istatBeds" }),
      ),
      { error: "errors.istatBeds" },
    )
    .default({})
    .describe("Beds per room id; a room left out has its capacity."),
});

/** The longest range of days sent or downloaded at once: a year. */
export const MAX_ISTAT_DAYS = 366;

/** GET /api/reports/istat/movements?from=&to=, POST /api/reports/istat/send { from, to }: both days included. */
export const istatRangeSchema = z.object({ from: day, to: day }).superRefine((q, ctx) => {
  const from = isCalendarDay(q.from) ? parseCalendarDate(q.from) : undefined;
  const to = isCalendarDay(q.to) ? parseCalendarDate(q.to) : undefined;
  if (!from || !to) return;
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "errors.reportRangeOrder" });
  else if (daysBetween(from, to) >= MAX_ISTAT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "errors.rangeTooLong", params: { max: MAX_ISTAT_DAYS } });
  }
});
