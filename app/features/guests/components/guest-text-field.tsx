import type { ReactNode } from "react";

import { FieldErrorSlot } from "./field-error-slot";
import { HINT, hintId } from "./guests-form-markup";

type Props = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Renders the hint's paragraph even when empty, for the script to fill. */
  hintSlot?: boolean;
  defaultValue?: string;
  type?: "text" | "date";
  autoComplete?: string;
  autoCapitalize?: string;
  spellCheck?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
  className?: string;
  /**
   * The name's field this one gives the Latin spelling of: shown (and sent) only while that name
   * is in another script, which the script follows as the guest types.
   */
  latinOf?: string;
  /** Hidden with its input disabled, until the script shows it. */
  hidden?: boolean;
};

function Hint({ id, children, slot }: { id: string; children?: ReactNode; slot?: boolean }) {
  if (!children && !slot) return null;
  return (
    <p id={hintId(id)} className={HINT} hidden={!children} data-hint="">
      {children}
    </p>
  );
}

/** A text or date field of the guests' form, with its hint and the slot of its message. */
export function GuestTextField({ id, name, label, hint, hintSlot, className, type = "text", latinOf, hidden, ...input }: Props) {
  return (
    <div data-field={name} data-latin-of={latinOf} hidden={hidden} className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        disabled={hidden}
        data-control=""
        aria-describedby={hint ? hintId(id) : undefined}
        className="field-input"
      />
      <Hint id={id} slot={hintSlot}>
        {hint}
      </Hint>
      <FieldErrorSlot id={id} />
    </div>
  );
}
