import { FieldError } from "~/components/ui/field-error";
import { describedBy } from "~/components/ui/form-field";

import { joinMonthDay, splitMonthDay } from "./calendar-model";
import { T } from "./texts";

const TS = T.availability.seasons;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

type Props = {
  /** The field's id, the start of its two selects' ids. */
  id: string;
  legend: string;
  /** "MM-DD". */
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A day of the year ("MM-DD") as two selects, day and month, under one legend and one error. */
export function MonthDayField({ id, legend, value, error, onChange }: Props) {
  const { day, month } = splitMonthDay(value);
  return (
    <fieldset aria-describedby={describedBy(id, { error })}>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-[5.5rem_1fr] gap-2">
        <div>
          <label htmlFor={`${id}-day`} className="sr-only">
            {`${legend}, ${TS.day.toLowerCase()}`}
          </label>
          <select
            id={`${id}-day`}
            value={day}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(joinMonthDay(Number(e.target.value), month))}
            className="field-input"
          >
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-month`} className="sr-only">
            {`${legend}, ${TS.month.toLowerCase()}`}
          </label>
          <select
            id={`${id}-month`}
            value={month}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(joinMonthDay(day, Number(e.target.value)))}
            className="field-input"
          >
            {TS.months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
