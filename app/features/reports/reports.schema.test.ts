import { describe, expect, it } from "vitest";

import { fieldIssues } from "~/lib/validation";

import { istatQuerySchema, taxReportQuerySchema, touristTaxRuleSchema } from "./reports.schema";

const RULE = { enabled: true, ratePerNight: { high: 1.5, low: 1 }, maxNights: 7, exemptUnderAge: 14, exemptResidents: true };
const issues = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : Object.fromEntries(Object.entries(fieldIssues(result.error as never)).map(([k, v]) => [k, v.key]));

describe("touristTaxRuleSchema", () => {
  it("accepts a rule, rates with cents and the limits themselves", () => {
    expect(touristTaxRuleSchema.parse(RULE)).toEqual(RULE);
    for (const rate of [0, 0.01, 1.15, 2.5, 10])
      expect(touristTaxRuleSchema.safeParse({ ...RULE, ratePerNight: { high: rate, low: rate } }).success).toBe(true);
    expect(touristTaxRuleSchema.parse({ ...RULE, maxNights: 1, exemptUnderAge: 0 })).toMatchObject({ maxNights: 1, exemptUnderAge: 0 });
    expect(touristTaxRuleSchema.parse({ ...RULE, maxNights: 60, exemptUnderAge: 25 })).toMatchObject({ maxNights: 60, exemptUnderAge: 25 });
  });

  it("reads a rate typed with a decimal comma", () => {
    expect(touristTaxRuleSchema.parse({ ...RULE, ratePerNight: { high: "1,50", low: "2" } }).ratePerNight).toEqual({ high: 1.5, low: 2 });
  });

  it("names each bad field", () => {
    expect(
      issues(
        touristTaxRuleSchema.safeParse({
          enabled: "yes",
          ratePerNight: { high: 1.505, low: -1 },
          maxNights: 0,
          exemptUnderAge: 26,
          exemptResidents: null,
        }),
      ),
    ).toEqual({
      enabled: "errors.invalidBoolean",
      "ratePerNight.high": "errors.touristTaxRate",
      "ratePerNight.low": "errors.touristTaxRate",
      maxNights: "errors.touristTaxMaxNights",
      exemptUnderAge: "errors.touristTaxAge",
      exemptResidents: "errors.invalidBoolean",
    });
    expect(issues(touristTaxRuleSchema.safeParse({ ...RULE, ratePerNight: { high: 10.01, low: "1,5,0" } }))).toEqual({
      "ratePerNight.high": "errors.touristTaxRate",
      "ratePerNight.low": "errors.touristTaxRate",
    });
    expect(issues(touristTaxRuleSchema.safeParse({ ...RULE, maxNights: 7.5, exemptUnderAge: "14 anni" }))).toEqual({
      maxNights: "errors.touristTaxMaxNights",
      exemptUnderAge: "errors.touristTaxAge",
    });
    expect(issues(touristTaxRuleSchema.safeParse({ ...RULE, ratePerNight: null }))).toEqual({ ratePerNight: "errors.touristTaxRate" });
    expect(Object.keys(issues(touristTaxRuleSchema.safeParse({})))).toEqual([
      "enabled",
      "ratePerNight",
      "maxNights",
      "exemptUnderAge",
      "exemptResidents",
    ]);
  });
});

describe("taxReportQuerySchema", () => {
  it("takes a period of one day up to 400 days, both ends included, JSON unless CSV is asked", () => {
    expect(taxReportQuerySchema.parse({ from: "2027-07-01", to: "2027-07-01" })).toEqual({
      from: "2027-07-01",
      to: "2027-07-01",
      format: "json",
    });
    expect(taxReportQuerySchema.parse({ from: "2027-01-01", to: "2028-02-04", format: "csv" }).format).toBe("csv");
  });

  it("refuses a bad date, an end before the start, a longer period or another format", () => {
    expect(issues(taxReportQuerySchema.safeParse({ from: "2027-02-30", to: "x" }))).toEqual({
      from: "errors.invalidDate",
      to: "errors.invalidDate",
    });
    expect(issues(taxReportQuerySchema.safeParse({ to: "2027-01-01" }))).toEqual({ from: "errors.invalidDate" });
    expect(issues(taxReportQuerySchema.safeParse({ from: "2027-07-02", to: "2027-07-01" }))).toEqual({ to: "errors.reportRangeOrder" });
    expect(issues(taxReportQuerySchema.safeParse({ from: "2027-01-01", to: "2028-02-05" }))).toEqual({ to: "errors.rangeTooLong" });
    expect(issues(taxReportQuerySchema.safeParse({ from: "2027-01-01", to: "2027-02-01", format: "xml" }))).toEqual({
      format: "errors.reportFormat",
    });
  });
});

describe("istatQuerySchema", () => {
  it("takes a month YYYY-MM", () => {
    expect(istatQuerySchema.parse({ month: "2027-07" })).toEqual({ month: "2027-07", format: "json" });
    for (const month of ["2027-13", "2027-00", "2027-7", "07-2027", "", undefined, "2027-07-01"]) {
      expect(issues(istatQuerySchema.safeParse({ month })), String(month)).toEqual({ month: "errors.invalidMonth" });
    }
  });
});
