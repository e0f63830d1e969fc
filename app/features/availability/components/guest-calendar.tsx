import { useT } from "~/i18n/use-t";
import type { Language } from "~/lib/constants";
import { addDays } from "~/lib/dates";
import { dateFormat } from "~/lib/intl";

/**
 * A room's free and taken nights for the guests: month grids, Monday first,
 * rendered on the server (readable without JavaScript). The loader builds everything that needs
 * dates or Intl (guestCalendar), so the browser only draws: a day is a night (the one starting
 * that day), shown taken by a strike-through and the words "Occupata", not by colour alone.
 */
export type GuestCalendar = {
  /** Monday to Sunday: the column headers, short and in full. */
  weekdays: { short: string; long: string }[];
  /** One string per month, one letter per day: p (past), f (free), b (busy), t (today, free), T (today, busy). */
  months: { title: string; lead: number; nights: string }[];
};

type Range = { start: string; end: string };

/** The nights the room page asks for: from today to the end of the third month (end exclusive). */
export function calendarWindow(today: string, months = 3): { from: string; to: string } {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const end = new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
  return { from: today, to: end };
}

/** The grids of the months from today's to the window's end, from the busy ranges (end exclusive). */
export function guestCalendar(lang: Language, today: string, busy: readonly Range[], months = 3): GuestCalendar {
  const monthTitle = dateFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const short = dateFormat(lang, { weekday: "short", timeZone: "UTC" });
  const long = dateFormat(lang, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const day = Date.UTC(2024, 0, 1 + i);
    return { short: short.format(day).replace(/\.$/, ""), long: long.format(day) };
  });
  const isBusy = (date: string) => busy.some((r) => r.start <= date && date < r.end);
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return {
    weekdays,
    months: Array.from({ length: months }, (_, i) => {
      const first = new Date(Date.UTC(y, m - 1 + i, 1));
      const start = first.toISOString().slice(0, 10);
      const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      let nights = "";
      for (let d = 0; d < days; d++) {
        const date = addDays(start, d);
        const taken = isBusy(date);
        nights += date < today ? "p" : date === today ? (taken ? "T" : "t") : taken ? "b" : "f";
      }
      const title = monthTitle.format(first);
      return { title: title.charAt(0).toUpperCase() + title.slice(1), lead: (first.getUTCDay() + 6) % 7, nights };
    }),
  };
}

const LOOK = {
  free: "bg-sea-50 font-semibold text-sea-950",
  busy: "bg-terracotta-100 text-terracotta-700 line-through decoration-2",
};

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
