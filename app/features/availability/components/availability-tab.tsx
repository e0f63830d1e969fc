import { useState } from "react";

import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";
import type { Seasons } from "~/lib/seasons";

import type { RoomAvailabilityView } from "../availability.server";
import { RoomAvailability, type RoomName } from "./room-availability";
import { SeasonsForm } from "./seasons-form";
import { T } from "./texts";

const TA = T.availability;

/**
 * The "Disponibilità" tab: per room its calendars, export address, blocks and month; then the seasons.
 * `first` and `seasons` are what the page was rendered with: the first room's data is shown only
 * until another room is chosen, since coming back to it must read it again.
 */
export function AvailabilityTab({ rooms, first, seasons }: { rooms: RoomName[]; first?: RoomAvailabilityView; seasons?: Seasons }) {
  const [roomId, setRoomId] = useState<number | undefined>(rooms[0]?.id);
  const [chosen, setChosen] = useState(false);
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
              onChange={(e) => {
                setChosen(true);
                setRoomId(Number(e.target.value));
              }}
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
          <RoomAvailability key={room.id} room={room} served={!chosen && first?.roomId === room.id ? first : undefined} />
          <SeasonsForm served={seasons} />
        </div>
      )}
    </section>
  );
}
