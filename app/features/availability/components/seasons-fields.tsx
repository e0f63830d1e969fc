import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import type { Seasons } from "~/lib/seasons";

import { availabilityRoutes } from "../availability.routes";
import { MonthDayField } from "./month-day-field";
import { OtherErrors } from "./other-errors";
import { T } from "./texts";

const TS = T.availability.seasons;

type Values = { highStart: string; highEnd: string; minNightsHigh: string; minNightsLow: string };

const valuesOf = (s: Seasons): Values => ({
  highStart: s.highStart,
  highEnd: s.highEnd,
  minNightsHigh: String(s.minNightsHigh),
  minNightsLow: String(s.minNightsLow),
});

/** Whole numbers as numbers; anything else as no number (NaN, sent as null), for the server to refuse under its field. */
const number = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN);
const bodyOf = (v: Values) => ({
  highStart: v.highStart,
  highEnd: v.highEnd,
  minNightsHigh: number(v.minNightsHigh),
  minNightsLow: number(v.minNightsLow),
});

/** The seasons' form over the stored seasons; "Salva stagioni" sends all four fields. */
export function SeasonsFields({ saved, onSaved }: { saved: Seasons; onSaved: (stored: Seasons) => void }) {
  const initial = valuesOf(saved);
  const form = usePanelForm({
    saved: initial,
    run: useAdminAction(),
    submit: (values) => callApi(availabilityRoutes.setSeasons, { body: bodyOf(values) }),
    success: { title: TS.saved, description: TS.savedDescription },
    error: TS.saveError,
    // The stored seasons replace the form (its key changes) with no moment showing the old ones.
    onSaved,
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;
  const change = (key: keyof Values, value: string) => form.setField(key, value);

  const monthDay = (key: "highStart" | "highEnd", legend: string) => (
    <MonthDayField
      id={`seasons-${key}`}
      legend={legend}
      value={values[key]}
      error={errors[key] || undefined}
      onChange={(value) => change(key, value)}
    />
  );

  const nights = (key: "minNightsHigh" | "minNightsLow", label: string) => (
    <FormField id={`seasons-${key}`} name={key} label={label} hint={TS.minNightsHint} error={errors[key] || undefined}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          value={values[key]}
          onChange={(e) => change(key, e.target.value)}
          className="field-input max-w-32"
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="seasons-title">
      <div className="grid gap-5 md:grid-cols-2">
        {monthDay("highStart", TS.highStart)}
        {monthDay("highEnd", TS.highEnd)}
        {nights("minNightsHigh", TS.minNightsHigh)}
        {nights("minNightsLow", TS.minNightsLow)}
      </div>
      <OtherErrors errors={errors} isField={(key) => key in initial} />
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.common.saving : TS.save}
        </button>
        {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
      </div>
    </form>
  );
}
