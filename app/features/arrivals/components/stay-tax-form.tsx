import { useRef } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi, type ApiError } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { reportsRoutes } from "~/features/reports/reports.routes";
import { EXEMPTION_REASONS, type ExemptionReason, type StayTaxView } from "~/features/reports/tourist-tax";
import { todayInItaly } from "~/lib/dates";

import { T } from "./texts";

const W = T.stayTax;

const OUTCOMES = ["none", "collected", "refused"] as const;
type Outcome = (typeof OUTCOMES)[number];

type Exemption = { reason: ExemptionReason | ""; note: string };

/** The form: one exemption per place in the party (empty reason = none), and the outcome with its amount and days as typed. */
type Values = { exemptions: Exemption[]; outcome: Outcome; amount: string; collectedOn: string; refusedOn: string };

/** 14 → "14,00", as the owner writes euros. */
const euroText = (n: number) => n.toFixed(2).replace(".", ",");

/** A number when it reads as one ("14,5"); else the text as typed, for the server to refuse under its field. */
const typedNumber = (text: string): number | string =>
  /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(",", ".")) : text;

function valuesOf(tax: StayTaxView, places: number, today: string): Values {
  const { entry } = tax;
  const byGuest = new Map(entry.exemptions.map((e) => [e.guest, e]));
  return {
    exemptions: Array.from({ length: places }, (_, guest) => {
      const found = byGuest.get(guest);
      return { reason: found?.reason ?? "", note: found?.note ?? "" };
    }),
    outcome: entry.collected ? "collected" : entry.refused ? "refused" : "none",
    amount: euroText(entry.collected?.amount ?? tax.amount),
    collectedOn: entry.collected?.on ?? today,
    refusedOn: entry.refused?.on ?? today,
  };
}

/** The guests marked exempt, in the order sent: the API names a problem by this order, the form by the guest's place. */
const exemptPlaces = (v: Values) => v.exemptions.flatMap((e, guest) => (e.reason ? [guest] : []));

/** PUT /api/stays/{id}/tourist-tax's body: the whole entry. */
const bodyOf = (v: Values) => ({
  exemptions: exemptPlaces(v).map((guest) => {
    const { reason, note } = v.exemptions[guest]!;
    return { guest, reason: reason as ExemptionReason, note: note.trim() || null };
  }),
  collected: v.outcome === "collected" ? { amount: typedNumber(v.amount), on: v.collectedOn } : null,
  refused: v.outcome === "refused" ? { on: v.refusedOn } : null,
});

/**
 * The API's field names turned into the form's: exemptions.1.note → guests.3.note (by the places
 * sent), collected.on → collectedOn.
 */
function formErrors(error: ApiError, places: number[]): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const exemption = /^exemptions\.(\d+)\.(\w+)$/.exec(key);
    if (exemption) found[`guests.${places[Number(exemption[1])] ?? 0}.${exemption[2] === "note" ? "note" : "reason"}`] = message;
    else if (key.startsWith("collected.on")) found.collectedOn = message;
    else if (key.startsWith("collected")) found.amount = message;
    else if (key.startsWith("refused.on")) found.refusedOn = message;
    else if (key.startsWith("refused") || key === "exemptions") found.outcome = message;
    else found[key] = message;
  }
  return found;
}

/** One guest of the party: the reason they are exempt, if any, and a note (required for "Altro motivo"). */
function GuestExemption({
  guest,
  label,
  exemption,
  errors,
  onChange,
}: {
  guest: number;
  label: string;
  exemption: Exemption;
  errors: FieldErrors;
  onChange: (change: Partial<Exemption>) => void;
}) {
  const id = `stay-tax-guest-${guest}`;
  const other = exemption.reason === "other";
  return (
    <fieldset className="min-w-0 rounded-xl border border-sand-300 p-4">
      <legend className="px-1 font-semibold break-words text-ink-900">{label}</legend>
      <FormField id={`${id}-reason`} name={`guests.${guest}.reason`} label={W.reason} error={errors[`guests.${guest}.reason`]}>
        {(control) => (
          <select
            {...control}
            value={exemption.reason}
            onChange={(e) => onChange({ reason: e.target.value as Exemption["reason"] })}
            className="field-input"
          >
            {(["", ...EXEMPTION_REASONS] as const).map((reason) => (
              <option key={reason} value={reason}>
                {W.reasons[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {exemption.reason && (
        <FormField
          id={`${id}-note`}
          name={`guests.${guest}.note`}
          label={other ? W.noteOther : W.note}
          labelNote={other ? undefined : W.noteOptional}
          error={errors[`guests.${guest}.note`]}
          className="mt-3"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={200}
              required={other}
              value={exemption.note}
              onChange={(e) => onChange({ note: e.target.value })}
              className="field-input"
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

const CHOICE =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-500 bg-white px-3.5 py-2 has-checked:border-sea-700 has-checked:bg-sea-50";

/** A day of the outcome: when the tax was collected, or refused. */
function DayField({
  id,
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="field-input sm:max-w-72"
        />
      )}
    </FormField>
  );
}

/** How the stay's tax ended: not collected yet, collected (how much, on which day), or refused (on which day). */
function OutcomeFields({
  values,
  errors,
  setField,
}: {
  values: Values;
  errors: FieldErrors;
  setField: <K extends keyof Values>(name: K & string, value: Values[K]) => void;
}) {
  return (
    <>
      <fieldset className="min-w-0" aria-describedby={errors.outcome ? "stay-tax-outcome-error" : undefined}>
        <legend className="field-label text-base">{W.outcome}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {OUTCOMES.map((outcome) => (
            <label key={outcome} className={CHOICE}>
              <input
                type="radio"
                name="outcome"
                value={outcome}
                checked={values.outcome === outcome}
                onChange={() => setField("outcome", outcome)}
                className="size-5 shrink-0 accent-sea-700"
              />
              {W.outcomes[outcome]}
            </label>
          ))}
        </div>
        <FieldError id="stay-tax-outcome" error={errors.outcome} />
      </fieldset>

      {values.outcome === "collected" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="stay-tax-amount" name="amount" label={W.amountCollected} hint={W.amountHint} error={errors.amount}>
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.amount}
                  onChange={(e) => setField("amount", e.target.value)}
                  className="field-input max-w-40"
                />
                <span aria-hidden="true" className="text-ink-700">
                  €
                </span>
              </div>
            )}
          </FormField>
          <DayField
            id="stay-tax-collected-on"
            name="collectedOn"
            label={W.collectedDay}
            value={values.collectedOn}
            error={errors.collectedOn}
            onChange={(day) => setField("collectedOn", day)}
          />
        </div>
      )}
      {values.outcome === "refused" && (
        <DayField
          id="stay-tax-refused-on"
          name="refusedOn"
          label={W.refusedDay}
          hint={W.refusedHint}
          value={values.refusedOn}
          error={errors.refusedOn}
          onChange={(day) => setField("refusedOn", day)}
        />
      )}
    </>
  );
}

/**
 * The stay's ledger entry: the guests exempt for one of the regulation's reasons, and whether the
 * tax was collected (how much, when) or refused (when). Saved whole (PUT /api/stays/{id}/tourist-tax);
 * the page's data are read again after it, so the figures above follow.
 */
export function StayTaxForm({
  stayId,
  tax,
  party,
  names,
}: {
  stayId: number;
  tax: StayTaxView;
  party: number;
  names: (string | null | undefined)[];
}) {
  // A guest marked exempt beyond today's party (the party shrank) still shows, to be taken off.
  const places = Math.max(party, ...tax.entry.exemptions.map((e) => e.guest + 1));
  // The places of the exemptions last sent, to put the API's errors under the right guest.
  const sent = useRef<number[]>([]);
  const form = usePanelForm({
    saved: valuesOf(tax, places, todayInItaly()),
    run: useAdminAction(),
    submit: (values: Values) => {
      sent.current = exemptPlaces(values);
      return callApi(reportsRoutes.setStayTax, { params: { id: stayId }, body: bodyOf(values) });
    },
    success: { title: W.saved },
    error: W.saveError,
    refused: (error) => formErrors(error, sent.current),
  });
  const { values, errors, busy, edited, formRef, onSubmit } = form;

  const setExemption = (guest: number, change: Partial<Exemption>) => {
    form.setValues({ ...values, exemptions: values.exemptions.map((e, i) => (i === guest ? { ...e, ...change } : e)) });
    form.clearError(`guests.${guest}.reason`);
    form.clearError(`guests.${guest}.note`);
  };
  const guestLabel = (guest: number) => {
    const name = names[guest]?.trim();
    return name ? W.namedGuest(guest + 1, name) : W.guest(guest + 1);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="stay-tax-form-title"
      className="mt-5 grid gap-5 border-t border-sand-200 pt-5"
    >
      <div>
        <h4 id="stay-tax-form-title" className="text-lg font-semibold text-sea-950">
          {W.formTitle}
        </h4>
        <p className="mt-1 text-sm text-ink-600">{W.exemptionsHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.exemptions.map((exemption, guest) => (
          <GuestExemption
            key={guest}
            guest={guest}
            label={guestLabel(guest)}
            exemption={exemption}
            errors={errors}
            onChange={(change) => setExemption(guest, change)}
          />
        ))}
      </div>

      <OutcomeFields values={values} errors={errors} setField={form.setField} />

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.common.saving : W.save}
        </button>
        {edited && <span className="text-sm font-medium text-terracotta-700">{T.common.unsaved}</span>}
      </div>
    </form>
  );
}
