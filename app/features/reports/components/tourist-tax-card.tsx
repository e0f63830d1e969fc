import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { adminDrafts } from "~/components/panel/drafts";
import type { FieldErrors } from "~/components/panel/panel-form";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FieldError } from "~/components/ui/field-error";
import { todayInItaly } from "~/lib/dates";

import { reportsRoutes } from "../reports.routes";
import { PESCARA_2016_RULE, TOURIST_TAX_LIMITS, type TouristTaxSettings } from "../tourist-tax";
import { ruleFieldId, TaxRuleFields } from "./tax-rule-fields";
import {
  isTaxSettingsValues,
  ruleValuesOf,
  taxSettingsBody,
  taxSettingsValuesOf,
  type RuleValues,
  type TaxSettingsValues,
} from "./tax-rule-values";
import { T } from "./texts";

const TR = T.taxRule;

/** The errors without the rules' own: after a rule is added or removed, their places no longer match. */
const withoutRuleErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== "rules" && !key.startsWith("rules.")));

/** A switch of the settings (on/off, residents), with what it means and its error. */
function Checkbox({
  name,
  label,
  hint,
  checked,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const id = `tourist-tax-${name}`;
  return (
    <div className="flex items-start gap-4 rounded-xl bg-sand-50 p-4">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
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
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

/**
 * "Imposta di soggiorno" in Impostazioni: the municipality's rules, each in force from its day,
 * with Pescara's regulation one button away; saved whole (PUT /api/settings/tourist-tax).
 */
export function TouristTaxCard({ settings }: { settings: TouristTaxSettings }) {
  // Said under the preset's button until the next save: the form changed, nothing is stored yet.
  const [presetApplied, setPresetApplied] = useState(false);
  const form = usePanelForm({
    saved: taxSettingsValuesOf(settings),
    draft: { store: adminDrafts, key: "tourist-tax", isValid: isTaxSettingsValues },
    run: useAdminAction(),
    submit: (values: TaxSettingsValues) => callApi(reportsRoutes.setTouristTaxRule, { body: taxSettingsBody(values) }),
    success: { title: TR.saved },
    error: TR.saveError,
    onSaved: () => setPresetApplied(false),
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;
  // The rule just added: its first field takes the focus once it is on screen.
  const focusRule = useRef<number | null>(null);
  useEffect(() => {
    if (focusRule.current === null) return;
    document.getElementById(ruleFieldId(focusRule.current, "validFrom"))?.focus();
    focusRule.current = null;
  });

  const setRule = (index: number, key: keyof RuleValues, value: string, api: string) => {
    form.setValues({ ...values, rules: values.rules.map((rule, i) => (i === index ? { ...rule, [key]: value } : rule)) });
    form.clearError(`rules.${index}.${api}`);
    if (key === "rateHigh" || key === "rateLow") form.clearError(`rules.${index}.ratePerNight`);
  };
  const setRules = (rules: RuleValues[], more: Partial<TaxSettingsValues> = {}) => {
    form.setValues({ ...values, ...more, rules });
    form.setErrors(withoutRuleErrors);
  };
  const addRule = () => {
    focusRule.current = values.rules.length;
    setRules([...values.rules, { ...values.rules.at(-1)!, validFrom: todayInItaly() }]);
  };
  // The rules the owner added for the Comune's later decisions stay; the older ones give way to the regulation.
  const applyPreset = () => {
    const later = values.rules.filter((rule) => rule.validFrom > PESCARA_2016_RULE.validFrom);
    setRules([ruleValuesOf(PESCARA_2016_RULE), ...later], { exemptResidents: true });
    setPresetApplied(true);
  };

  return (
    <section aria-labelledby="tourist-tax-title" className="card mt-6 max-w-2xl p-5 sm:p-6">
      <h3 id="tourist-tax-title" className="text-xl font-semibold text-sea-950">
        {TR.title}
      </h3>
      <p className="mt-1 text-ink-700">{TR.intro}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="tourist-tax-title" className="mt-4 grid gap-4">
        <Checkbox
          name="enabled"
          label={TR.enabled}
          hint={TR.enabledHint}
          checked={values.enabled}
          error={errors.enabled}
          onChange={(on) => form.setField("enabled", on)}
        />

        <div className="rounded-xl border border-sea-200 bg-sea-50 p-4">
          <h4 className="font-semibold text-sea-950">{TR.presetTitle}</h4>
          <p className="mt-1 text-ink-700">{TR.preset}</p>
          <p className="mt-2 text-sm text-ink-700">{TR.presetConfirm}</p>
          <button type="button" className="btn-outline mt-3" onClick={applyPreset}>
            {TR.usePreset}
          </button>
          <p role="status" className="mt-2 text-sm font-semibold text-sea-900">
            {presetApplied && edited ? TR.presetApplied : ""}
          </p>
        </div>

        <div>
          <h4 className="text-lg font-semibold text-sea-950">{TR.rulesTitle}</h4>
          <p className="mt-1 text-sm text-ink-600">{TR.rulesHint}</p>
          <FieldError id="tourist-tax-rules" error={errors.rules} />
        </div>
        {values.rules.map((rule, index) => (
          <TaxRuleFields
            key={index}
            index={index}
            rule={rule}
            errors={errors}
            onChange={(key, value, api) => setRule(index, key, value, api)}
            onRemove={values.rules.length > 1 ? () => setRules(values.rules.filter((_, i) => i !== index)) : undefined}
          />
        ))}
        {values.rules.length < TOURIST_TAX_LIMITS.maxRules && (
          <div>
            <button type="button" className="btn-outline" onClick={addRule} aria-describedby="tourist-tax-add-hint">
              <Plus aria-hidden="true" className="size-5" />
              {TR.addRule}
            </button>
            <p id="tourist-tax-add-hint" className="mt-1.5 text-sm text-ink-600">
              {TR.addRuleHint}
            </p>
          </div>
        )}

        <Checkbox
          name="exemptResidents"
          label={TR.exemptResidents}
          hint={TR.exemptResidentsHint}
          checked={values.exemptResidents}
          error={errors.exemptResidents}
          onChange={(on) => form.setField("exemptResidents", on)}
        />
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
