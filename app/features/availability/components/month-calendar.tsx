import { ChevronLeft, ChevronRight } from "lucide-react";

import { CalendarLegend } from "./calendar-legend";
import { monthTitle, sourceKeyOf, type CalendarEntry, type Source } from "./calendar-model";
import { MonthEntries } from "./month-entries";
import { MonthGrid } from "./month-grid";
import { Panel } from "./panel";
import { T } from "./texts";

const TC = T.availability.calendar;

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

      <MonthGrid
        month={month}
        today={today}
        caption={TC.caption(title, roomName)}
        headingId={headingId}
        entries={entries}
        failed={failed}
        sourceOf={sourceOf}
      />

      {failed && (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-danger-700">
          {TC.loadError}
          <button type="button" className="btn-outline" onClick={onRetry}>
            {T.availability.retry}
          </button>
        </p>
      )}

      <CalendarLegend sources={sources} />
      <MonthEntries roomId={roomId} today={today} entries={entries} sourceOf={sourceOf} />
    </Panel>
  );
}
