import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { reportsRoutes } from "../reports.routes";
import { TOURIST_TAX_LIMITS, type TouristTaxRule } from "../tourist-tax";
import { T } from "./texts";

const TR = T.taxRule;

/** The form's values: the numbers as typed (a comma is fine), the switches as they are. */
type Values = {
  enabled: boolean;
  rateHigh: string;
  rateLow: string;
  maxNights: string;
  exemptUnderAge: string;
  exemptResidents: boolean;
};

const isValues = (value: unknown): value is Values => {
  const v = value as Values;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.enabled === "boolean" &&
    typeof v.exemptResidents === "boolean" &&
    [v.rateHigh, v.rateLow, v.maxNights, v.exemptUnderAge].every((x) => typeof x === "string")
  );
};

/** 1.5 → "1,50", as the owner writes euros. */
const euroText = (n: number) => n.toFixed(2).replace(".", ",");

const valuesOf = (rule: TouristTaxRule): Values => ({
  enabled: rule.enabled,
  rateHigh: euroText(rule.ratePerNight.high),
  rateLow: euroText(rule.ratePerNight.low),
  maxNights: String(rule.maxNights),
  exemptUnderAge: String(rule.exemptUnderAge),
  exemptResidents: rule.exemptResidents,
});

/** A number when it reads as one ("1,5", "2"); else the text as typed, for the server to refuse under its field. */
const number = (text: string) => (/^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(",", ".")) : text);

const bodyOf = (v: Values) => ({
  enabled: v.enabled,
  ratePerNight: { high: number(v.rateHigh), low: number(v.rateLow) },
  maxNights: number(v.maxNights),
  exemptUnderAge: number(v.exemptUnderAge),
  exemptResidents: v.exemptResidents,
});

/** A text field of the rule: its error comes back under the API's name for it. */
type NumberField = {
  key: "rateHigh" | "rateLow" | "maxNights" | "exemptUnderAge";
  api: string;
  label: string;
  hint: string;
  decimal: boolean;
};

const NUMBERS: NumberField[] = [
  { key: "rateHigh", api: "ratePerNight.high", label: TR.rateHigh, hint: TR.rateHint, decimal: true },
  { key: "rateLow", api: "ratePerNight.low", label: TR.rateLow, hint: TR.rateHint, decimal: true },
  { key: "maxNights", api: "maxNights", label: TR.maxNights, hint: TR.maxNightsHint, decimal: false },
  { key: "exemptUnderAge", api: "exemptUnderAge", label: TR.exemptUnderAge, hint: TR.exemptUnderAgeHint, decimal: false },
];

/** "Imposta di soggiorno" in Impostazioni: the municipality's rule, saved whole (PUT /api/settings/tourist-tax). */
export function TouristTaxCard({ rule }: { rule: TouristTaxRule }) {
  const form = usePanelForm({
    saved: valuesOf(rule),
    draft: { store: adminDrafts, key: "tourist-tax", isValid: isValues },
    run: useAdminAction(),
    submit: (values: Values) => callApi(reportsRoutes.setTouristTaxRule, { body: bodyOf(values) }),
    success: { title: TR.saved },
    error: TR.saveError,
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;
  const set = <K extends keyof Values>(key: K, value: Values[K], api: string = key) => {
    form.setField(key, value);
    form.clearError(api);
  };

  const checkbox = (key: "enabled" | "exemptResidents", label: string, hint: string) => {
    const id = `tourist-tax-${key}`;
    return (
      <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
        <input
          id={id}
          name={key}
          type="checkbox"
          checked={values[key]}
          onChange={(e) => set(key, e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="cursor-pointer text-base font-semibold text-ink-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
            {hint}
          </p>
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby="tourist-tax-title" className="card mt-6 max-w-2xl p-5 sm:p-6">
      <h3 id="tourist-tax-title" className="text-xl font-semibold text-sea-950">
        {TR.title}
      </h3>
      <p className="mt-1 text-ink-700">{TR.intro}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="tourist-tax-title" className="mt-4 grid gap-4">
        {checkbox("enabled", TR.enabled, TR.enabledHint)}
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBERS.map((field) => (
            <FormField
              key={field.key}
              id={`tourist-tax-${field.key}`}
              name={field.api}
              label={field.label}
              hint={field.hint}
              error={errors[field.api] || undefined}
            >
              {(control) =>
                field.decimal ? (
                  <div className="flex items-center gap-2">
                    <input
                      {...control}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={values[field.key]}
                      onChange={(e) => set(field.key, e.target.value, field.api)}
                      className="field-input max-w-32"
                    />
                    <span aria-hidden="true" className="text-ink-700">
                      {TR.euro}
                    </span>
                  </div>
                ) : (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={TOURIST_TAX_LIMITS[field.key as "maxNights" | "exemptUnderAge"].min}
                    max={TOURIST_TAX_LIMITS[field.key as "maxNights" | "exemptUnderAge"].max}
                    step={1}
                    value={values[field.key]}
                    onChange={(e) => set(field.key, e.target.value, field.api)}
                    className="field-input max-w-32"
                  />
                )
              }
            </FormField>
          ))}
        </div>
        {checkbox("exemptResidents", TR.exemptResidents, TR.exemptResidentsHint)}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
            {busy ? T.common.saving : TR.save}
          </button>
          {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
        </div>
      </form>
    </section>
  );
}
