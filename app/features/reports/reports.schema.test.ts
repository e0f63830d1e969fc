import { describe, expect, it } from "vitest";

import { fieldIssues } from "~/lib/validation";

import { istatQuerySchema, taxLedgerSchema, taxPaymentSchema, taxReportQuerySchema, touristTaxSettingsSchema } from "./reports.schema";

const RULE = { validFrom: "2016-01-01", ratePerNight: { high: 1.5, low: 1 }, maxNights: 7, exemptUnderAge: 12, exemptFromAge: 70 };
const SETTINGS = { enabled: true, rules: [RULE], exemptResidents: true };
const issues = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : Object.fromEntries(Object.entries(fieldIssues(result.error as never)).map(([k, v]) => [k, v.key]));
const withRule = (rule: Record<string, unknown>) => ({ ...SETTINGS, rules: [{ ...RULE, ...rule }] });

describe("touristTaxSettingsSchema", () => {
  it("accepts rules, rates with cents and the limits themselves, and sorts the rules by their day", () => {
    expect(touristTaxSettingsSchema.parse(SETTINGS)).toEqual(SETTINGS);
    for (const rate of [0, 0.01, 1.15, 2.5, 10])
      expect(touristTaxSettingsSchema.safeParse(withRule({ ratePerNight: { high: rate, low: rate } })).success).toBe(true);
    expect(touristTaxSettingsSchema.parse(withRule({ maxNights: 1, exemptUnderAge: 0, exemptFromAge: null })).rules[0]).toMatchObject({
      maxNights: 1,
      exemptUnderAge: 0,
      exemptFromAge: null,
    });
    expect(touristTaxSettingsSchema.parse(withRule({ maxNights: 60, exemptUnderAge: 25, exemptFromAge: "" })).rules[0]).toMatchObject({
      maxNights: 60,
      exemptUnderAge: 25,
      exemptFromAge: null,
    });
    const later = { ...RULE, validFrom: "2025-04-01", ratePerNight: { high: 2, low: 1.5 } };
    expect(touristTaxSettingsSchema.parse({ ...SETTINGS, rules: [later, RULE] }).rules.map((r) => r.validFrom)).toEqual([
      "2016-01-01",
      "2025-04-01",
    ]);
  });

  it("reads a rate typed with a decimal comma", () => {
    expect(touristTaxSettingsSchema.parse(withRule({ ratePerNight: { high: "1,50", low: "2" } })).rules[0]!.ratePerNight).toEqual({
      high: 1.5,
      low: 2,
    });
  });

  it("still takes the older shape, one rule with no dates, as one rule from the start", () => {
    const older = { enabled: true, ratePerNight: { high: 2.5, low: 1.15 }, maxNights: 7, exemptUnderAge: 14, exemptResidents: false };
    expect(touristTaxSettingsSchema.parse(older)).toEqual({
      enabled: true,
      rules: [{ validFrom: "2000-01-01", ratePerNight: { high: 2.5, low: 1.15 }, maxNights: 7, exemptUnderAge: 14, exemptFromAge: null }],
      exemptResidents: false,
    });
    expect(issues(touristTaxSettingsSchema.safeParse({ ...older, maxNights: 0 }))).toEqual({
      "rules.0.maxNights": "errors.touristTaxMaxNights",
    });
  });

  it("names each bad field", () => {
    expect(
      issues(
        touristTaxSettingsSchema.safeParse({
          enabled: "yes",
          rules: [{ validFrom: "2026-02-30", ratePerNight: { high: 1.505, low: -1 }, maxNights: 0, exemptUnderAge: 26, exemptFromAge: 49 }],
          exemptResidents: null,
        }),
      ),
    ).toEqual({
      enabled: "errors.invalidBoolean",
      "rules.0.validFrom": "errors.invalidDate",
      "rules.0.ratePerNight.high": "errors.touristTaxRate",
      "rules.0.ratePerNight.low": "errors.touristTaxRate",
      "rules.0.maxNights": "errors.touristTaxMaxNights",
      "rules.0.exemptUnderAge": "errors.touristTaxAge",
      "rules.0.exemptFromAge": "errors.touristTaxUpperAge",
      exemptResidents: "errors.invalidBoolean",
    });
    expect(issues(touristTaxSettingsSchema.safeParse(withRule({ ratePerNight: { high: 10.01, low: "1,5,0" } })))).toEqual({
      "rules.0.ratePerNight.high": "errors.touristTaxRate",
      "rules.0.ratePerNight.low": "errors.touristTaxRate",
    });
    expect(issues(touristTaxSettingsSchema.safeParse(withRule({ maxNights: 7.5, exemptUnderAge: "14 anni" })))).toEqual({
      "rules.0.maxNights": "errors.touristTaxMaxNights",
      "rules.0.exemptUnderAge": "errors.touristTaxAge",
    });
    expect(issues(touristTaxSettingsSchema.safeParse({ ...SETTINGS, rules: [] }))).toEqual({ rules: "errors.touristTaxRules" });
    expect(issues(touristTaxSettingsSchema.safeParse({ ...SETTINGS, rules: [RULE, { ...RULE }] }))).toEqual({
      "rules.1.validFrom": "errors.touristTaxRuleDay",
    });
    expect(Object.keys(issues(touristTaxSettingsSchema.safeParse({})))).toEqual(["enabled", "rules", "exemptResidents"]);
  });
});

describe("taxLedgerSchema", () => {
  it("takes exemptions, and the tax collected or refused, never both", () => {
    expect(taxLedgerSchema.parse({})).toEqual({ exemptions: [], collected: null, refused: null });
    expect(
      taxLedgerSchema.parse({
        exemptions: [
          { guest: 1, reason: "patient-companion" },
          { guest: 2, reason: "other", note: " volontario della Protezione civile " },
        ],
        collected: { amount: "14,00", on: "2027-07-12" },
      }),
    ).toEqual({
      exemptions: [
        { guest: 1, reason: "patient-companion", note: null },
        { guest: 2, reason: "other", note: "volontario della Protezione civile" },
      ],
      collected: { amount: 14, on: "2027-07-12" },
      refused: null,
    });
    expect(
      issues(
        taxLedgerSchema.safeParse({
          exemptions: [
            { guest: -1, reason: "vip" },
            { guest: 3, reason: "other", note: "" },
            { guest: 3, reason: "staff" },
          ],
          collected: { amount: 1.234, on: "ieri" },
        }),
      ),
    ).toEqual({
      "exemptions.0.guest": "errors.taxExemptionGuest",
      "exemptions.0.reason": "errors.taxExemptionReason",
      "exemptions.1.note": "errors.taxExemptionNote",
      "collected.amount": "errors.taxAmount",
      "collected.on": "errors.invalidDate",
    });
    // The same guest twice, once each exemption is well formed.
    expect(
      issues(
        taxLedgerSchema.safeParse({
          exemptions: [
            { guest: 3, reason: "duty" },
            { guest: 3, reason: "staff" },
          ],
        }),
      ),
    ).toEqual({ "exemptions.1.guest": "errors.taxExemptionGuest" });
    expect(issues(taxLedgerSchema.safeParse({ collected: { amount: 7, on: "2027-07-12" }, refused: { on: "2027-07-12" } }))).toEqual({
      refused: "errors.taxCollectedOrRefused",
    });
  });
});

describe("taxPaymentSchema", () => {
  it("takes a quarter, a positive amount, a day and an optional reference", () => {
    expect(taxPaymentSchema.parse({ quarter: "2027-Q3", amount: "128,50", paidOn: "2027-10-10" })).toEqual({
      quarter: "2027-Q3",
      amount: 128.5,
      paidOn: "2027-10-10",
      reference: "",
    });
    expect(issues(taxPaymentSchema.safeParse({ quarter: "2027-T3", amount: 0, paidOn: "2027-13-01", reference: "x".repeat(101) }))).toEqual(
      {
        quarter: "errors.taxQuarter",
        amount: "errors.taxAmount",
        paidOn: "errors.invalidDate",
        reference: "errors.taxReference",
      },
    );
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
