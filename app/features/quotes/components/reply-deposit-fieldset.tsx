import type { PanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { todayInItaly } from "~/lib/dates";

import { useQuotesContext } from "./quote-view";
import { T } from "./texts";
import { replyIds, type ReplyDraft } from "./use-reply-form";

/**
 * "Chiedi una caparra": the amount and the day it is due; the e-mail then carries the bank
 * transfer's details and its QR code. Without an account in Struttura, the option says so instead.
 */
export function ReplyDepositFieldset({ quoteId, form }: { quoteId: number; form: PanelForm<ReplyDraft> }) {
  const { depositAccount } = useQuotesContext();
  const { values, errors, busy } = form;
  const ids = replyIds(quoteId);
  return (
    <fieldset className="rounded-xl border border-sand-300 p-4" aria-describedby={`${ids.deposit}-hint`}>
      <legend className="px-1 font-semibold text-ink-900">{T.quotes.reply.depositTitle}</legend>
      <div className="flex items-start gap-3">
        <input
          id={ids.deposit}
          type="checkbox"
          checked={values.deposit}
          disabled={!depositAccount || busy}
          onChange={(e) => form.setField("deposit", e.target.checked)}
          className="mt-0.5 size-6 shrink-0 accent-sea-700"
        />
        <label htmlFor={ids.deposit} className="text-ink-900">
          {T.quotes.reply.depositAsk}
        </label>
      </div>
      <p id={`${ids.deposit}-hint`} className="mt-1 text-sm text-ink-700">
        {depositAccount ? T.quotes.reply.depositHint : T.quotes.reply.depositNoAccount}
      </p>
      {errors.deposit && (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger-700">
          {errors.deposit}
        </p>
      )}
      {values.deposit && depositAccount && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <FormField
            id={ids.amount}
            name="amount"
            label={T.quotes.reply.depositAmount}
            hint={T.quotes.reply.depositAmountHint}
            error={errors.amount}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={values.amount}
                onChange={(e) => form.setField("amount", e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
          <FormField id={ids.dueDate} name="dueDate" label={T.quotes.reply.depositDue} error={errors.dueDate}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={todayInItaly()}
                value={values.dueDate}
                onChange={(e) => form.setField("dueDate", e.target.value)}
                className="field-input"
              />
            )}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}
