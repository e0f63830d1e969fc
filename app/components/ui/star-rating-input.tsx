import { Star } from "lucide-react";
import { Fragment } from "react";

import { FieldError } from "~/components/ui/field-error";
import { describedBy, hintId } from "~/components/ui/form-field";

type Props = {
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  /** The accessible name of each star, e.g. "3 stelle". */
  starLabel: (stars: number) => string;
  /** Checked in the server's HTML (a value echoed back after a refused post). */
  defaultValue?: number;
  autoFocus?: boolean;
  max?: number;
};

/**
 * The chosen star and those before it light up by CSS alone (the label right after the checked
 * radio, and every label followed by a checked radio); so do a star a mouse points at and those
 * before it.
 */
const LIT_BY_CSS =
  "[input:checked+&]:text-terracotta-600 [input:checked+&_svg]:fill-current [&:has(~input:checked)]:text-terracotta-600 [&:has(~input:checked)_svg]:fill-current " +
  "hover:text-terracotta-600 hover:[&_svg]:fill-current [&:has(~label:hover)]:text-terracotta-600 [&:has(~label:hover)_svg]:fill-current";

/**
 * A 1-to-N star rating that is a native radio group: Tab reaches it, the arrow keys change the
 * rating, it submits with a plain form, and each star is named for screen readers.
 */
export function StarRatingInput({ name, legend, hint, error, starLabel, defaultValue, autoFocus, max = 5 }: Props) {
  const id = `field-${name}`;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  // Unchosen stars take the error colour, like the red border of a text field.
  const unlit = error ? "text-danger-700" : "text-ink-500";
  const focusTarget = defaultValue && defaultValue >= 1 && defaultValue <= max ? defaultValue : 1;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(id, { hint, error })}
      aria-invalid={error ? true : undefined}
      aria-required="true"
    >
      <legend id={`${id}-legend`} className="field-label">
        {legend}
      </legend>
      <div className="-ml-1.5 flex w-fit items-center">
        {stars.map((n) => (
          <Fragment key={n}>
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={n}
              defaultChecked={defaultValue === n}
              autoFocus={autoFocus && n === focusTarget ? true : undefined}
              className="sr-only"
            />
            <label
              htmlFor={`${id}-${n}`}
              className={`flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors [input:focus-visible+&]:ring-3 [input:focus-visible+&]:ring-terracotta-600 ${unlit} ${LIT_BY_CSS}`}
            >
              <Star aria-hidden="true" className="size-8" strokeWidth={1.75} />
              <span className="sr-only">{starLabel(n)}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
