import { z } from "zod";

import { daysBetween, isCalendarDay, parseCalendarDate } from "~/lib/dates";
import { calendarDay, numericText } from "~/lib/validation";

import { TOURIST_TAX_LIMITS, type TouristTaxRule } from "./tourist-tax";

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

/** PUT /api/settings/tourist-tax: the whole rule, every field checked. */
export const touristTaxRuleSchema = z.object({
  enabled: yesNo,
  ratePerNight: z.object({ high: rate, low: rate }, { error: "errors.touristTaxRate" }),
  maxNights: wholeNumber(TOURIST_TAX_LIMITS.maxNights, "errors.touristTaxMaxNights"),
  exemptUnderAge: wholeNumber(TOURIST_TAX_LIMITS.exemptUnderAge, "errors.touristTaxAge"),
  exemptResidents: yesNo,
}) satisfies z.ZodType<TouristTaxRule, unknown>;

const day = calendarDay();

const format = z.enum(["json", "csv"], { error: "errors.reportFormat" }).default("json");

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
