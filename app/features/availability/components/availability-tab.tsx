import { useMemo, useState } from "react";

import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { todayInItaly } from "~/lib/dates";

import { BlocksSection, type Block } from "./blocks-section";
import { monthBounds, shiftMonth, sourcesOf, type CalendarEntry, type CalendarsAnswer } from "./calendar-model";
import { ExportSection } from "./export-section";
import { FeedsSection } from "./feeds-section";
import { MonthCalendar } from "./month-calendar";
import { SeasonsForm } from "./seasons-form";
import { T } from "./texts";
import { useApiData } from "./use-api-data";

const TA = T.availability;

/** The "Disponibilità" tab: per room its calendars, export address, blocks and month; then the seasons. */
/** A room as this section names it. */
export type RoomName = { id: number; slug: string; name: string; isActive: boolean };

export function AvailabilityTab({ rooms }: { rooms: RoomName[] }) {
  const [roomId, setRoomId] = useState<number | undefined>(rooms[0]?.id);
  const room = rooms.find((r) => r.id === roomId) ?? rooms[0];

  return (
    <section aria-labelledby="tab-availability-title">
      <TabHeader id="tab-availability-title" title={T.tabs.availability}>
        {TA.intro}
      </TabHeader>
      {!room ? (
        <EmptyState>{TA.noRooms}</EmptyState>
      ) : (
        <div className="grid gap-6">
          <div className="card p-4 sm:p-6">
            <label htmlFor="availability-room" className="field-label">
              {TA.room}
            </label>
            <select
              id="availability-room"
              value={room.id}
              onChange={(e) => setRoomId(Number(e.target.value))}
              aria-describedby="availability-room-hint"
              className="field-input sm:max-w-md"
            >
              {rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.isActive ? r.name : `${r.name} ${TA.notOnSite}`}
                </option>
              ))}
            </select>
            <p id="availability-room-hint" className="mt-1.5 text-sm text-ink-600">
              {TA.roomHint}
            </p>
          </div>
          <RoomAvailability key={room.id} room={room} />
          <SeasonsForm />
        </div>
      )}
    </section>
  );
}

function RoomAvailability({ room }: { room: RoomName }) {
  const today = useMemo(() => todayInItaly(), []);
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const calendars = useApiData<CalendarsAnswer>(`/api/rooms/${room.id}/calendars`);
  const { from, to } = monthBounds(month);
  const monthData = useApiData<{ entries: CalendarEntry[] }>(`/api/rooms/${room.id}/calendar?from=${from}&to=${to}`);
  const blockList = useApiData<{ id: number; start: string; end: string; note: string | null }[]>(`/api/rooms/${room.id}/blocks`);
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
