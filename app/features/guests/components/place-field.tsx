import { FieldErrorSlot } from "./field-error-slot";
import { HINT, hintId } from "./guests-form-markup";

export type PlaceFieldProps = {
  id: string;
  name: string;
  label: string;
  hint: string;
  noResults: string;
  kinds: "comune" | "stato" | "comune stato";
  code: string;
  shown: string;
  italyOnly?: string;
  shownNow?: boolean;
  className?: string;
};

/**
 * A municipality or country chosen by typing a few letters (the ARIA 1.2 combobox): the text
 * box shows the chosen name, the hidden input holds its code, the listbox is filled by the
 * script from GET /api/places. A municipality field of Italy only (`italyOnly`, the name of its
 * country's field) is hidden, with its inputs disabled, while another country is chosen.
 */
export function PlaceField({
  id,
  name,
  label,
  hint,
  kinds,
  code,
  shown,
  italyOnly,
  shownNow = true,
  className = "",
  noResults,
}: PlaceFieldProps) {
  const off = !shownNow;
  return (
    <div data-field={name} data-place={kinds} data-italy-only={italyOnly} hidden={off} className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-list`}
          aria-describedby={hintId(id)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          defaultValue={shown}
          disabled={off}
          data-control=""
          className="field-input"
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          hidden
          className="absolute inset-x-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-xl border border-ink-500 bg-white py-1 shadow-lg"
        />
      </div>
      <input type="hidden" name={name} defaultValue={code} disabled={off} data-code="" />
      <p id={hintId(id)} className={HINT}>
        {hint}
      </p>
      <p hidden className="mt-1.5 text-sm font-semibold text-ink-700" data-empty="">
        {noResults}
      </p>
      <FieldErrorSlot id={id} />
    </div>
  );
}
