import { useT } from "~/i18n/use-t";

import type { GuestCalendar } from "./guest-calendar";

const LOOK = {
  free: "bg-sea-50 font-semibold text-sea-950",
  busy: "bg-terracotta-100 text-terracotta-700 line-through decoration-2",
};

/** The guest calendar drawn: a legend, then one table per month; a taken night is struck through and named "Occupata". */
export function GuestCalendarView({ calendar }: { calendar: GuestCalendar }) {
  const { t } = useT();
  const free = t("room.availability.free");
  const busy = t("room.availability.busy");
  return (
    <div>
      <p className="max-w-prose text-ink-700">{t("room.availability.intro")}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-900" aria-label={t("room.availability.legend")}>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`grid size-8 place-items-center rounded-lg ${LOOK.free}`}>
            15
          </span>
          {free}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`grid size-8 place-items-center rounded-lg ${LOOK.busy}`}>
            15
          </span>
          {busy}
        </li>
      </ul>
      <div className="mt-5 grid gap-x-6 gap-y-8 sm:grid-cols-2 xl:grid-cols-3">
        {calendar.months.map((month) => {
          const cells = [...Array<string>(month.lead).fill(""), ...month.nights];
          const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
          return (
            <table key={month.title} className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
              <caption className="pb-1 text-left font-semibold text-ink-900">{month.title}</caption>
              <thead>
                <tr>
                  {calendar.weekdays.map((day) => (
                    <th key={day.long} scope="col" className="pb-1 text-xs font-medium text-ink-600">
                      <span aria-hidden="true">{day.short}</span>
                      <span className="sr-only">{day.long}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((state, d) => {
                      const day = w * 7 + d - month.lead + 1;
                      if (!state) return <td key={d} />;
                      const taken = state === "b" || state === "T";
                      const today = state === "t" || state === "T";
                      // The cell itself is the day's square: no box inside it (the calendar is a third of the page's elements).
                      return (
                        <td
                          key={d}
                          aria-current={today ? "date" : undefined}
                          className={`h-9 rounded-lg p-0 ${state === "p" ? "text-ink-500" : taken ? LOOK.busy : LOOK.free} ${today ? "ring-2 ring-sea-700" : ""}`}
                        >
                          {state === "p" ? (
                            day
                          ) : (
                            <>
                              <span aria-hidden="true">{day}</span>
                              <span className="sr-only">{`${day}, ${taken ? busy : free}`}</span>
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}
