import { FieldErrorSlot } from "./field-error-slot";

const CHOICE =
  "flex min-h-11 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-500 bg-white px-3.5 py-2 has-checked:border-sea-700 has-checked:bg-sea-50";

type Props = {
  id: string;
  name: string;
  legend: string;
  value: string | null;
  options: [value: string, label: string, explained?: string][];
};

/**
 * A radio group of the guests' form (the party type, a guest's sex): big targets for a thumb,
 * side by side, or one under the other when each choice has a line saying what it means (part of
 * its label).
 */
export function RadioChoices({ id, name, legend, value, options }: Props) {
  const explained = options.some(([, , line]) => line);
  return (
    <fieldset data-field={name} data-control="" id={id} className="min-w-0">
      <legend className="field-label">{legend}</legend>
      <div className={explained ? "grid gap-3" : "flex gap-3"}>
        {options.map(([option, label, line]) => (
          <label key={option} className={CHOICE}>
            <input type="radio" name={name} value={option} defaultChecked={value === option} className="size-5 shrink-0 accent-sea-700" />
            {line ? (
              <span>
                {label}
                <span className="block text-sm text-ink-600">{line}</span>
              </span>
            ) : (
              label
            )}
          </label>
        ))}
      </div>
      <FieldErrorSlot id={id} />
    </fieldset>
  );
}
