import { Trash2 } from "lucide-react";

import type { FieldErrors } from "~/components/panel/panel-form";
import { FormField } from "~/components/ui/form-field";

import { FIRST_RULE_DAY, TOURIST_TAX_LIMITS } from "../tourist-tax";
import type { RuleValues } from "./tax-rule-values";
import { T } from "./texts";

const TR = T.taxRule;

/** A field of a rule: its error comes back under the API's name for it, after `rules.N.`. */
type RuleField = {
  key: Exclude<keyof RuleValues, "validFrom">;
  api: string;
  label: string;
  hint: string;
  /** What follows the box: € or "anni". */
  unit: string;
  decimal: boolean;
  optional?: boolean;
  limits?: { min: number; max: number };
};

const FIELDS: RuleField[] = [
  { key: "rateHigh", api: "ratePerNight.high", label: TR.rateHigh, hint: TR.rateHint, unit: TR.euro, decimal: true },
  { key: "rateLow", api: "ratePerNight.low", label: TR.rateLow, hint: TR.rateHint, unit: TR.euro, decimal: true },
  {
    key: "maxNights",
    api: "maxNights",
    label: TR.maxNights,
    hint: TR.maxNightsHint,
    unit: "",
    decimal: false,
    limits: TOURIST_TAX_LIMITS.maxNights,
  },
  {
    key: "exemptUnderAge",
    api: "exemptUnderAge",
    label: TR.exemptUnderAge,
    hint: TR.exemptUnderAgeHint,
    unit: TR.years,
    decimal: false,
    limits: TOURIST_TAX_LIMITS.exemptUnderAge,
  },
  {
    key: "exemptFromAge",
    api: "exemptFromAge",
    label: TR.exemptFromAge,
    hint: TR.exemptFromAgeHint,
    unit: TR.years,
    decimal: false,
    optional: true,
    limits: TOURIST_TAX_LIMITS.exemptFromAge,
  },
];

export const ruleFieldId = (index: number, key: keyof RuleValues) => `tourist-tax-${index}-${key}`;

type Props = {
  index: number;
  rule: RuleValues;
  errors: FieldErrors;
  /** A field changed: its key in the form, its name in the API (after `rules.N.`). */
  onChange: (key: keyof RuleValues, value: string, api: string) => void;
  /** Absent when the rule is the only one: there is always one. */
  onRemove?: () => void;
};

/** One of the municipality's rules in the tourist tax card: from which day, the rates, the cap, the ages. */
export function TaxRuleFields({ index, rule, errors, onChange, onRemove }: Props) {
  const field = (f: RuleField) => {
    const api = `rules.${index}.${f.api}`;
    // A rate's own error, else the one the server gave the pair (ratePerNight missing or not an object).
    const error = errors[api] || (f.decimal ? errors[`rules.${index}.ratePerNight`] : undefined) || undefined;
    return (
      <FormField
        key={f.key}
        id={ruleFieldId(index, f.key)}
        name={api}
        label={f.label}
        labelNote={f.optional ? TR.optional : undefined}
        hint={f.hint}
        error={error}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              {...control}
              {...(f.decimal
                ? { type: "text", inputMode: "decimal" as const, autoComplete: "off" }
                : { type: "number", inputMode: "numeric" as const, min: f.limits?.min, max: f.limits?.max, step: 1 })}
              value={rule[f.key]}
              onChange={(e) => onChange(f.key, e.target.value, f.api)}
              className="field-input max-w-32"
            />
            {f.unit && (
              <span aria-hidden="true" className="text-ink-700">
                {f.unit}
              </span>
            )}
          </div>
        )}
      </FormField>
    );
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-sand-300 p-4">
      <legend className="px-1 font-semibold text-ink-900">{TR.rule(index + 1)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={ruleFieldId(index, "validFrom")}
          name={`rules.${index}.validFrom`}
          label={TR.validFrom}
          hint={rule.validFrom === FIRST_RULE_DAY ? TR.validFromHint : undefined}
          error={errors[`rules.${index}.validFrom`] || undefined}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={rule.validFrom}
              onChange={(e) => onChange("validFrom", e.target.value, "validFrom")}
              className="field-input sm:max-w-72"
            />
          )}
        </FormField>
        {FIELDS.map(field)}
      </div>
      {onRemove && (
        <button
          type="button"
          className="btn mt-4 border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {TR.removeRule}
          <span className="sr-only">{TR.removeWhich(index + 1)}</span>
        </button>
      )}
    </fieldset>
  );
}
