import { ChevronLeft, ChevronRight } from "lucide-react";
import type { CSSProperties } from "react";

import { adminQuotePath, adminRegisterStayPath, adminStayPath } from "~/components/admin/addresses";
import { channelOfFeed } from "~/features/stays/stay-types";

import {
  dayLabel,
  entriesOn,
  entryLabel,
  monthTitle,
  monthWeeks,
  nightsBetween,
  sourceKeyOf,
  type CalendarEntry,
  type Source,
} from "./calendar-model";
import { Panel } from "./panel";
import { T } from "./texts";

/** A stay's link: the request it came from, or the stay itself. */
const stayHref = (entry: { stayId: number; quoteId: number | null }) =>
  entry.quoteId !== null ? adminQuotePath(entry.quoteId) : adminStayPath(entry.stayId);

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
  roomId: number;
  roomName: string;
  month: string;
  today: string;
  onMonthChange: (by: number) => void;
  entries: CalendarEntry[] | undefined;
  sources: Source[];
  failed: boolean;
  onRetry: () => void;
};

/**
 * The room's month: one cell per night (the night that starts that day), filled with its
 * sources' colours and marked with their letters, named in words for screen readers
 * ("12 luglio: Airbnb"); below, the same nights as a list, with links to the requests.
 */
export function MonthCalendar({ roomId, roomName, month, today, onMonthChange, entries, sources, failed, onRetry }: Props) {
  const title = monthTitle(month);
  const byKey = new Map(sources.map((s) => [s.key, s]));
  const sourceOf = (entry: CalendarEntry) => byKey.get(sourceKeyOf(entry));
  const headingId = `calendar-${roomId}-month`;
  const sorted = [...(entries ?? [])].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));

  return (
    <Panel id={`calendar-${roomId}`} title={TC.title}>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-outline size-11 shrink-0 px-0" onClick={() => onMonthChange(-1)} aria-label={TC.previous}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <h4 id={headingId} aria-live="polite" className="text-center font-display text-xl font-semibold text-sea-950">
          {title}
        </h4>
        <button type="button" className="btn-outline size-11 shrink-0 px-0" onClick={() => onMonthChange(1)} aria-label={TC.next}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>

      <table className="mt-4 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1" aria-describedby={headingId}>
        <caption className="sr-only">{TC.caption(title, roomName)}</caption>
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
              {week.map((day, i) => {
                if (!day) return <td key={`empty-${i}`} />;
                const on = entries ? entriesOn(entries, day) : [];
                const taken = on.map(sourceOf).filter((s): s is Source => Boolean(s));
                const symbols = [...new Set(taken.map((s) => s.symbol))];
                const label = on.length ? TC.day(dayLabel(day), on.map(entryLabel)) : TC.dayFree(dayLabel(day));
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
                    key={day}
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
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {failed && (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-danger-700">
          {TC.loadError}
          <button type="button" className="btn-outline" onClick={onRetry}>
            {T.availability.retry}
          </button>
        </p>
      )}

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

      <div className="mt-5">
        <h5 className="font-semibold text-sea-950">{TC.listTitle}</h5>
        {entries && sorted.length === 0 && <p className="mt-1 text-ink-700">{TC.listEmpty}</p>}
        {sorted.length > 0 && (
          <ul className="mt-2 grid gap-1.5">
            {sorted.map((entry) => {
              const source = sourceOf(entry);
              const key = `${entry.kind}-${entry.kind === "feed" ? entry.feedId : entry.kind === "stay" ? entry.stayId : entry.blockId}-${entry.start}`;
              return (
                <li key={key} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded border border-ink-700/40 text-xs font-bold"
                    style={{ backgroundColor: source?.colour }}
                  >
                    {source?.symbol}
                  </span>
                  <span>
                    {entry.kind === "stay" ? (
                      <a href={stayHref(entry)} className="font-semibold text-sea-800 underline hover:text-sea-950">
                        {entryLabel(entry)}
                      </a>
                    ) : (
                      <strong>{entryLabel(entry)}</strong>
                    )}
                    : {TC.entry(dayLabel(entry.start), dayLabel(entry.end), nightsBetween(entry.start, entry.end))}
                    {entry.kind === "feed" && entry.end > today && (
                      <>
                        {" "}
                        <a
                          href={adminRegisterStayPath({
                            roomId,
                            start: entry.start,
                            end: entry.end,
                            source: channelOfFeed(entry.feedName),
                          })}
                          aria-label={TC.registerNamed(entry.feedName, dayLabel(entry.start), dayLabel(entry.end))}
                          className="font-semibold whitespace-nowrap text-sea-800 underline hover:text-sea-950"
                        >
                          {TC.register}
                        </a>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Panel>
  );
}
