import type { Language } from "~/i18n/languages";
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
