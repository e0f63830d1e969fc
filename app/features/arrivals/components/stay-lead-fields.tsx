import { FormField } from "~/components/ui/form-field";

import type { StayFieldsProps } from "./stay-values";
import { T } from "./texts";

const TF = T.form;

/** Who booked: the lead guest's name, e-mail and phone (optional), then the owner's notes. */
export function StayLeadFields({ values, errors, change, id }: StayFieldsProps) {
  return (
    <>
      <FormField id={id("lead-name")} label={TF.leadName} error={errors.leadName || undefined} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={200}
            value={values.leadName}
            onChange={(e) => change("leadName", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      <FormField id={id("lead-email")} label={TF.leadEmail} labelNote={TF.optional} error={errors.leadEmail || undefined}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            maxLength={255}
            value={values.leadEmail}
            onChange={(e) => change("leadEmail", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      <FormField id={id("lead-phone")} label={TF.leadPhone} labelNote={TF.optional} error={errors.leadPhone || undefined}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="off"
            maxLength={30}
            value={values.leadPhone}
            onChange={(e) => change("leadPhone", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
      <FormField id={id("notes")} label={TF.notes} labelNote={TF.optional} error={errors.notes || undefined} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={values.notes}
            onChange={(e) => change("notes", e.target.value)}
            className="field-input"
          />
        )}
      </FormField>
    </>
  );
}
