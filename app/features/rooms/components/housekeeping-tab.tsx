import { formatStayDate } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";

import type { RoomsStatus } from "../room-status";
import { RoomStatusCard } from "./room-status-card";
import { T } from "./texts";

/**
 * "Camere da preparare": today's rooms, one card each, as the server read them for the page
 * (no second request on load); housekeeping's only section, also open to the owner.
 */
export function HousekeepingTab({ status }: { status: RoomsStatus }) {
  return (
    <section aria-labelledby="tab-housekeeping-title">
      <TabHeader id="tab-housekeeping-title" title={T.tabs.housekeeping}>
        {T.housekeeping.intro}
      </TabHeader>
      <p className="mb-4 text-lg font-semibold text-sea-950">{T.housekeeping.today(formatStayDate(status.date))}</p>
      {status.rooms.length === 0 ? (
        <p className="text-ink-700">{T.housekeeping.empty}</p>
      ) : (
        <ul className="grid max-w-3xl gap-4">
          {status.rooms.map((room) => (
            <RoomStatusCard key={room.id} room={room} today={status.date} />
          ))}
        </ul>
      )}
    </section>
  );
}
