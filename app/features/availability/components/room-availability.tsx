import { useMemo, useState } from "react";

import { todayInItaly } from "~/lib/dates";

import { availabilityRoutes } from "../availability.routes";
import type { RoomAvailabilityView } from "../availability.server";
import { monthBounds } from "../ranges";
import type { Block } from "./blocks";
import { BlocksSection } from "./blocks-section";
import { shiftMonth, sourcesOf, type CalendarsAnswer } from "./calendar-model";
import { ExportSection } from "./export-section";
import { FeedsSection } from "./feeds-section";
import { MonthCalendar } from "./month-calendar";
import { T } from "./texts";
import { useApiData } from "./use-api-data";

const TA = T.availability;

/** A room as this section names it. */
export type RoomName = { id: number; slug: string; name: string; isActive: boolean };

/**
 * One room's availability: its month, its imported calendars, its blocks and its export address.
 * `served`: the room's as the page was rendered with them, shown without reading them again.
 */
export function RoomAvailability({ room, served }: { room: RoomName; served?: RoomAvailabilityView }) {
  const today = useMemo(() => todayInItaly(), []);
  const [month, setMonth] = useState(() => served?.month ?? today.slice(0, 7));
  const calendars = useApiData(availabilityRoutes.feeds, { params: { id: room.id } }, served?.calendars);
  const monthData = useApiData(availabilityRoutes.calendar, { params: { id: room.id }, query: monthBounds(month) }, served?.calendar);
  const blockList = useApiData(availabilityRoutes.blocks, { params: { id: room.id } }, served?.blocks);
  const [override, setOverride] = useState<CalendarsAnswer | undefined>();

  const answer = override ?? calendars.data;
  const feeds = answer?.feeds;
  const sources = useMemo(() => sourcesOf(feeds ?? []), [feeds]);
  // The blocks not over yet (the API also lists those of the past year).
  const blocks: Block[] | undefined = blockList.data
    ?.filter((b) => b.end > today)
    .map((b) => ({ blockId: b.id, start: b.start, end: b.end, note: b.note }));

  const refresh = () => {
    monthData.reload();
    blockList.reload();
  };

  if (!answer) {
    return (
      <div className="card p-4 sm:p-6">
        {calendars.error ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-danger-700">
            {TA.loadError}
            <button type="button" className="btn-outline" onClick={calendars.reload}>
              {TA.retry}
            </button>
          </p>
        ) : (
          <p className="text-ink-700">{TA.loading}</p>
        )}
      </div>
    );
  }

  return (
    <>
      <MonthCalendar
        roomId={room.id}
        roomName={room.name}
        month={month}
        today={today}
        onMonthChange={(by) => setMonth((m) => shiftMonth(m, by))}
        entries={monthData.data?.entries}
        sources={sources}
        failed={Boolean(monthData.error)}
        onRetry={monthData.reload}
      />
      <FeedsSection
        roomId={room.id}
        roomName={room.name}
        feeds={answer.feeds}
        onChanged={(next) => {
          if (next) setOverride(next);
          else {
            setOverride(undefined);
            calendars.reload();
          }
          refresh();
        }}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <BlocksSection roomId={room.id} blocks={blocks} today={today} onChanged={refresh} />
        <ExportSection
          roomId={room.id}
          roomName={room.name}
          exportUrl={answer.exportUrl}
          onChanged={(exportUrl) => setOverride({ ...answer, exportUrl })}
        />
      </div>
    </>
  );
}
