import { CalendarDay } from "./calendar-day";
import { monthWeeks, type CalendarEntry, type Source } from "./calendar-model";
import { T } from "./texts";

const TC = T.availability.calendar;

type Props = {
  month: string;
  today: string;
  /** The month's name and the room's, said before the table. */
  caption: string;
  /** The id of the month's heading, which describes the table. */
  headingId: string;
  entries: CalendarEntry[] | undefined;
  failed: boolean;
  sourceOf: (entry: CalendarEntry) => Source | undefined;
};

/** The month as a table, Monday first: one cell per night. */
export function MonthGrid({ month, today, caption, headingId, entries, failed, sourceOf }: Props) {
  return (
    <table className="mt-4 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1" aria-describedby={headingId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {TC.weekdays.map((d, i) => (
            <th key={d} scope="col" className="pb-1 text-center text-xs font-semibold text-ink-600 uppercase sm:text-sm">
              <abbr title={TC.weekdaysLong[i]} className="no-underline">
                {d}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody aria-busy={entries === undefined && !failed}>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) =>
              day ? <CalendarDay key={day} day={day} today={today} entries={entries} sourceOf={sourceOf} /> : <td key={`empty-${i}`} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
