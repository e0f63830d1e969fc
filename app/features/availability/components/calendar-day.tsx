import type { CSSProperties } from "react";

import { dayMonth } from "~/lib/italian";

import { entriesOn, entryLabel, stayHref, type CalendarEntry, type Source } from "./calendar-model";
import { T } from "./texts";

const TC = T.availability.calendar;

/** A cell's fill: the one source's colour, or stripes of each when several take the same night. */
function fill(colours: string[]): CSSProperties | undefined {
  if (colours.length === 0) return undefined;
  if (colours.length === 1) return { backgroundColor: colours[0] };
  const step = 100 / colours.length;
  const stops = colours.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(", ");
  return { backgroundImage: `linear-gradient(135deg, ${stops})` };
}

type Props = {
  day: string;
  today: string;
  /** The month's entries, undefined while they load. */
  entries: CalendarEntry[] | undefined;
  sourceOf: (entry: CalendarEntry) => Source | undefined;
};

/**
 * One night of the month (the night that starts that day): filled with its sources' colours,
 * marked with their letters, named in words ("12 luglio: Airbnb"), a link when a stay takes it.
 */
export function CalendarDay({ day, today, entries, sourceOf }: Props) {
  const on = entries ? entriesOn(entries, day) : [];
  const taken = on.map(sourceOf).filter((s): s is Source => Boolean(s));
  const symbols = [...new Set(taken.map((s) => s.symbol))];
  const label = on.length ? TC.day(dayMonth(day), on.map(entryLabel)) : TC.dayFree(dayMonth(day));
  const stay = on.find((e) => e.kind === "stay");
  const isToday = day === today;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`text-sm sm:text-base ${isToday ? "rounded-full bg-sea-900 px-1.5 text-white" : "font-semibold"}`}
      >
        {Number(day.slice(8))}
      </span>
      <span aria-hidden="true" className="min-h-4 text-xs font-bold tracking-tight sm:text-sm">
        {symbols.join("")}
      </span>
      <span className="sr-only">
        {label}
        {isToday ? ` (${TC.today.toLowerCase()})` : ""}
      </span>
    </>
  );
  const cellClass = "flex h-12 flex-col items-center justify-center rounded-md leading-tight sm:h-16";
  return (
    <td
      data-day={day}
      className={`p-0 align-top ${on.length ? "border border-ink-700/40 text-ink-900" : "border border-sand-200 bg-white text-ink-700"} rounded-md`}
      style={fill(taken.map((s) => s.colour))}
    >
      {stay?.kind === "stay" ? (
        <a href={stayHref(stay)} className={`${cellClass} underline decoration-2`}>
          {content}
        </a>
      ) : (
        <div className={cellClass}>{content}</div>
      )}
    </td>
  );
}
