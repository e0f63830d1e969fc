import type { FieldErrors } from "~/components/panel/panel-form";
import { FormField } from "~/components/ui/form-field";

import { T } from "./police-texts";

const TR = T.receipts;

/** Checked before sending: a receipt's form without a day says so under its field. */
export const dayMissing = (date: string): FieldErrors => (date ? {} : { date: TR.chooseDay });

/** The day of the transmissions a receipt covers: up to yesterday, the portal has none for today yet. */
export function ReceiptDayField(props: {
  id: string;
  hint?: string;
  max: string;
  value: string;
  error?: string;
  onChange: (date: string) => void;
}) {
  return (
    <FormField id={props.id} name="date" label={TR.sentDay} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          type="date"
          max={props.max}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="field-input w-full"
        />
      )}
    </FormField>
  );
}
