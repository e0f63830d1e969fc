import { useCallback, useEffect, useState, type ReactNode, type RefObject } from "react";

import { errorId, FieldError } from "~/components/ui/field-error";
import { focusFirstInvalid } from "~/lib/focus-first-invalid";

/** What a control needs to be tied to its label, its help and its error. */
export type ControlProps = {
  id: string;
  name: string | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoFocus: boolean | undefined;
};

export const hintId = (id: string) => `${id}-hint`;

/** The ids a control's aria-describedby lists: its help first, then its error. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The form field's name, from which the control's id is derived (`field-<name>`), or an id of its own. */
type Naming =
  | { name: string; id?: string }
  /** For a control that must be unique on a page showing the same field several times (a panel's rooms), or that has no name. */
  | { id: string; name?: string };

type FieldProps = Naming & {
  label: ReactNode;
  /** Shown after the label in a lighter weight, e.g. "(optional)", "(facoltativa)". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string;
  /** Set on the first invalid field of a page rendered without JavaScript. */
  autoFocus?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One labelled form control with its help and its error, for the public forms and both
 * panels alike. The control itself is rendered by the caller (input, select, textarea), which
 * spreads `control` onto it.
 */
export function FormField({ name, id = `field-${name}`, label, labelNote, hint, error, autoFocus, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {labelNote && <span className="ml-1 font-normal text-ink-600">{labelNote}</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, { hint, error }),
        autoFocus: autoFocus || undefined,
      })}
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * After a refused submit, focus the first field to correct once its message is on screen: call the
 * returned function together with the error state's update. The focus waits for React's commit (an
 * effect), not for a timer, which on a slow device can run before the invalid fields exist.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formRef.current);
  }, [request, formRef]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
