import type { ReactNode } from "react";

export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type Props = {
  /** Unique on the page: several rooms show the same fields. */
  id: string;
  label: ReactNode;
  /** Lighter text after the label, e.g. "(facoltativa)". */
  note?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/** A labelled control with its help and its error below, tied together for screen readers. */
export function Field({ id, label, note, hint, error, className, children }: Props) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {note && <span className="ml-1 font-normal text-ink-600">{note}</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
