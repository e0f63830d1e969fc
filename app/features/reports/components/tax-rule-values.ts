import type { TaxRule, TouristTaxSettings } from "../tourist-tax";
import { euroText, typedNumber } from "./tourist-tax-format";

/** The tourist tax card's values (tourist-tax-card.tsx): what the form holds, from and to the API's settings. */

/** One rule as the form holds it: the numbers as typed (a comma is fine), the upper age empty when there is none. */
export type RuleValues = {
  validFrom: string;
  rateHigh: string;
  rateLow: string;
  maxNights: string;
  exemptUnderAge: string;
  exemptFromAge: string;
};

export type TaxSettingsValues = { enabled: boolean; exemptResidents: boolean; rules: RuleValues[] };

const RULE_KEYS = ["validFrom", "rateHigh", "rateLow", "maxNights", "exemptUnderAge", "exemptFromAge"] as const;

const isRuleValues = (value: unknown): value is RuleValues =>
  typeof value === "object" && value !== null && RULE_KEYS.every((key) => typeof (value as Record<string, unknown>)[key] === "string");

/** A draft as stored; one of the older single-rule form (no `rules`) is not, and gives way to the saved values. */
export const isTaxSettingsValues = (value: unknown): value is TaxSettingsValues => {
  const v = value as TaxSettingsValues;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.enabled === "boolean" &&
    typeof v.exemptResidents === "boolean" &&
    Array.isArray(v.rules) &&
    v.rules.length > 0 &&
    v.rules.every(isRuleValues)
  );
};

export const ruleValuesOf = (rule: TaxRule): RuleValues => ({
  validFrom: rule.validFrom,
  rateHigh: euroText(rule.ratePerNight.high),
  rateLow: euroText(rule.ratePerNight.low),
  maxNights: String(rule.maxNights),
  exemptUnderAge: String(rule.exemptUnderAge),
  exemptFromAge: rule.exemptFromAge === null ? "" : String(rule.exemptFromAge),
});

export const taxSettingsValuesOf = (settings: TouristTaxSettings): TaxSettingsValues => ({
  enabled: settings.enabled,
  exemptResidents: settings.exemptResidents,
  rules: settings.rules.map(ruleValuesOf),
});

/** PUT /api/settings/tourist-tax's body: the numbers that read as numbers, the rest as typed for the server to name. */
export const taxSettingsBody = (v: TaxSettingsValues) => ({
  enabled: v.enabled,
  exemptResidents: v.exemptResidents,
  rules: v.rules.map((r) => ({
    validFrom: r.validFrom,
    ratePerNight: { high: typedNumber(r.rateHigh), low: typedNumber(r.rateLow) },
    maxNights: typedNumber(r.maxNights),
    exemptUnderAge: typedNumber(r.exemptUnderAge),
    exemptFromAge: r.exemptFromAge.trim() === "" ? null : typedNumber(r.exemptFromAge),
  })),
});
