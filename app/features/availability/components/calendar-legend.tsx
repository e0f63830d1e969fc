import type { Source } from "./calendar-model";
import { T } from "./texts";

const TC = T.availability.calendar;

/** What each colour and letter of the month stands for, and the free night's look. */
export function CalendarLegend({ sources }: { sources: Source[] }) {
  return (
    <div className="mt-5">
      <h5 className="font-semibold text-sea-950">{TC.legend}</h5>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {sources.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-flex size-7 items-center justify-center rounded-md border border-ink-700/40 text-xs font-bold text-ink-900"
              style={{ backgroundColor: s.colour }}
            >
              {s.symbol}
            </span>
            {s.name}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex size-7 rounded-md border border-sand-200 bg-white" />
          {TC.free}
        </li>
      </ul>
    </div>
  );
}
