import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { euros } from "~/lib/italian";

import { reportsRoutes } from "../reports.routes";
import { toCents, type TaxYear } from "../tourist-tax";
import { T } from "./texts";
import { lastEndedQuarter, typedNumber } from "./tourist-tax-format";

const TY = T.taxYear;

type PaymentValues = { quarter: string; amount: string; paidOn: string; reference: string };

/** The quarter the form offers first: the last ended one when it is of this year; the last of a past year; else the first. */
function defaultQuarter(year: number, today: string): string {
  const last = lastEndedQuarter(today);
  if (last.startsWith(`${year}-`)) return last;
  return year < Number(today.slice(0, 4)) ? `${year}-Q4` : `${year}-Q1`;
}

/** "Registra un versamento": a payment of one of the year's quarters to the Comune (POST /api/tourist-tax/payments). */
export function TaxPaymentForm({ year, today }: { year: TaxYear; today: string }) {
  const form = usePanelForm({
    saved: { quarter: defaultQuarter(year.year, today), amount: "", paidOn: today, reference: "" } satisfies PaymentValues,
    run: useAdminAction(),
    submit: (v: PaymentValues) =>
      callApi(reportsRoutes.addTaxPayment, {
        body: { quarter: v.quarter, amount: typedNumber(v.amount), paidOn: v.paidOn, reference: v.reference.trim() },
      }),
    success: { title: TY.added },
    error: TY.addError,
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  const chosen = year.quarters.find((q) => q.quarter === values.quarter);
  const left = chosen ? Math.max(0, toCents(chosen.due) - toCents(chosen.paid)) / 100 : 0;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="tax-payment-form-title" className="grid gap-4">
      <h5 id="tax-payment-form-title" className="text-lg font-semibold text-sea-950">
        {TY.formTitle}
      </h5>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="quarter" id="tax-payment-quarter" label={TY.formQuarter} error={errors.quarter}>
          {(control) => (
            <select {...control} value={values.quarter} onChange={(e) => form.setField("quarter", e.target.value)} className="field-input">
              {year.quarters.map((q) => (
                <option key={q.quarter} value={q.quarter}>
                  {TY.quarterLong(q.quarter)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          name="amount"
          id="tax-payment-amount"
          label={TY.formAmount}
          hint={left > 0 ? `${TY.formAmountHint} ${TY.leftToPay(euros(left))}` : TY.formAmountHint}
          error={errors.amount}
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                value={values.amount}
                onChange={(e) => form.setField("amount", e.target.value)}
                className="field-input max-w-40"
              />
              <span aria-hidden="true" className="text-ink-700">
                €
              </span>
            </div>
          )}
        </FormField>
        <FormField name="paidOn" id="tax-payment-paid-on" label={TY.formPaidOn} error={errors.paidOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              value={values.paidOn}
              onChange={(e) => form.setField("paidOn", e.target.value)}
              className="field-input sm:max-w-72"
            />
          )}
        </FormField>
        <FormField
          name="reference"
          id="tax-payment-reference"
          label={TY.formReference}
          labelNote={TY.formReferenceNote}
          hint={TY.formReferenceHint}
          error={errors.reference}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={100}
              value={values.reference}
              onChange={(e) => form.setField("reference", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
      </div>
      <div>
        <button type="submit" className="btn-sea" disabled={busy} aria-busy={busy || undefined}>
          {busy ? T.common.saving : TY.formSubmit}
        </button>
      </div>
    </form>
  );
}
