import type { PanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";

import { T } from "./texts";
import type { StatusValues } from "./use-status-change";

/** "Caparra ricevuta": the day the deposit came in (today at the latest) and the amount received. */
export function DepositReceiptFields({ quoteId, form, today }: { quoteId: number; form: PanelForm<StatusValues>; today: string }) {
  const { values, errors, busy } = form;
  return (
    <div className="mb-4 grid gap-4 sm:grid-cols-2">
      <FormField id={`deposit-${quoteId}-on`} name="receivedOn" label={T.quotes.deposit.receivedOn} error={errors.receivedOn}>
        {(control) => (
          <input
            {...control}
            type="date"
            max={today}
            value={values.receivedOn}
            disabled={busy}
            onChange={(e) => form.setField("receivedOn", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      <FormField id={`deposit-${quoteId}-amount`} name="amount" label={T.quotes.deposit.amount} error={errors.amount}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={values.amount}
            disabled={busy}
            onChange={(e) => form.setField("amount", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
    </div>
  );
}
