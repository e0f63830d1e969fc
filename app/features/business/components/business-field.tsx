import type { InputHTMLAttributes, ReactNode } from "react";

import { FormField } from "~/components/ui/form-field";

import { inputId, type BusinessFields, type FieldKey } from "./business-form";
import { T } from "./texts";

type Props = {
  fields: BusinessFields;
  name: FieldKey;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** The id of a help text outside the field that describes it too (one text for two inputs). */
  describedBy?: string;
  className?: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
};

/** One text input of the "Struttura" form, tied to its label, help and error. */
export function BusinessField({ fields, name, label, optional, hint, describedBy, className, input }: Props) {
  return (
    <FormField
      id={inputId(name)}
      name={name}
      label={label}
      labelNote={optional ? T.business.optional : undefined}
      hint={hint}
      error={fields.errors[name]}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          aria-describedby={[describedBy, control["aria-describedby"]].filter(Boolean).join(" ") || undefined}
          type="text"
          autoComplete="off"
          {...input}
          value={fields.values[name]}
          onChange={(e) => fields.change(name, e.target.value)}
          className={`field-input ${input?.className ?? ""}`}
        />
      )}
    </FormField>
  );
}
