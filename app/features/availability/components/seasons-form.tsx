import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { describedBy, FieldError, FormField } from "~/components/ui/form-field";
import type { Seasons } from "~/lib/seasons";

import { joinMonthDay, splitMonthDay } from "./calendar-model";
import { Panel } from "./panel";
import { T } from "./texts";
import { useApiData } from "./use-api-data";

const TS = T.availability.seasons;

type Values = { highStart: string; highEnd: string; minNightsHigh: string; minNightsLow: string };

const valuesOf = (s: Seasons): Values => ({
  highStart: s.highStart,
  highEnd: s.highEnd,
  minNightsHigh: String(s.minNightsHigh),
  minNightsLow: String(s.minNightsLow),
});

/** Whole numbers as numbers; anything else as typed, for the server to refuse under its field. */
const number = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v);
const bodyOf = (v: Values) => ({
  highStart: v.highStart,
  highEnd: v.highEnd,
  minNightsHigh: number(v.minNightsHigh),
  minNightsLow: number(v.minNightsLow),
});

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The high season's first and last day and the minimum stay of each season (GET/PUT /api/settings/seasons). */
export function SeasonsForm() {
  const { data, error, reload, replace } = useApiData<Seasons>("/api/settings/seasons");
  return (
    <Panel id="seasons" title={TS.title} intro={TS.intro}>
      {data ? (
        <SeasonsFields key={JSON.stringify(data)} saved={data} onSaved={replace} />
      ) : error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
          {T.availability.loadError}
          <button type="button" className="btn-outline" onClick={reload}>
            {T.availability.retry}
          </button>
        </p>
      ) : (
        <p className="text-ink-700">{T.availability.loading}</p>
      )}
    </Panel>
  );
}

function SeasonsFields({ saved, onSaved }: { saved: Seasons; onSaved: (stored: Seasons) => void }) {
  const initial = valuesOf(saved);
  const form = usePanelForm({
    saved: initial,
    run: useAdminAction(),
    submit: (values) => apiRequest<Seasons>("PUT", "/api/settings/seasons", bodyOf(values)),
    success: { title: TS.saved, description: TS.savedDescription },
    error: TS.saveError,
    // The stored seasons replace the form (its key changes) with no moment showing the old ones.
    onSaved,
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;
  const change = (key: keyof Values, value: string) => form.setField(key, value);

  const monthDay = (key: "highStart" | "highEnd", legend: string) => {
    const { day, month } = splitMonthDay(values[key]);
    const error = errors[key] || undefined;
    const id = `seasons-${key}`;
    const described = describedBy(id, { error });
    return (
      <fieldset aria-describedby={described}>
        <legend className="field-label">{legend}</legend>
        <div className="grid grid-cols-[5.5rem_1fr] gap-2">
          <div>
            <label htmlFor={`${id}-day`} className="sr-only">
              {`${legend}, ${TS.day.toLowerCase()}`}
            </label>
            <select
              id={`${id}-day`}
              value={day}
              aria-invalid={error ? true : undefined}
              onChange={(e) => change(key, joinMonthDay(Number(e.target.value), month))}
              className="field-input"
            >
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-month`} className="sr-only">
              {`${legend}, ${TS.month.toLowerCase()}`}
            </label>
            <select
              id={`${id}-month`}
              value={month}
              aria-invalid={error ? true : undefined}
              onChange={(e) => change(key, joinMonthDay(day, Number(e.target.value)))}
              className="field-input"
            >
              {TS.months.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
    );
  };

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

  const otherErrors = Object.entries(errors).filter(([key, message]) => message && !(key in initial));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="seasons-title">
      <div className="grid gap-5 md:grid-cols-2">
        {monthDay("highStart", TS.highStart)}
        {monthDay("highEnd", TS.highEnd)}
        {nights("minNightsHigh", TS.minNightsHigh)}
        {nights("minNightsLow", TS.minNightsLow)}
      </div>
      {otherErrors.length > 0 && (
        <ul role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {otherErrors.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.common.saving : TS.save}
        </button>
        {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
      </div>
    </form>
  );
}
