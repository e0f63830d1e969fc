import { BrushCleaning } from "lucide-react";
import { Link } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { ROOM_STATUS_LABELS, type RoomsStatus } from "~/features/rooms/room-status";

import { T } from "./texts";

const TR = T.roomsToPrepare;

/**
 * Beside today's arrivals, each room's cleaning status as housekeeping keeps it, a room that
 * guests reach today and is not yet clean or checked shown first, with the way to the
 * housekeeping screen.
 */
export function RoomsToPrepare({ status }: { status: RoomsStatus }) {
  const urgent = (room: RoomsStatus["rooms"][number]) => room.arrival !== null && room.status === "to_clean";
  const rooms = [...status.rooms].sort((a, b) => Number(urgent(b)) - Number(urgent(a)));
  return (
    <section aria-labelledby="rooms-to-prepare-title" className="mt-5 border-t border-sand-200 pt-4">
      <h4 id="rooms-to-prepare-title" className="flex items-center gap-2 text-lg font-semibold text-sea-950">
        <BrushCleaning aria-hidden="true" className="size-5" />
        {TR.title}
      </h4>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {rooms.map((room) => (
          <li key={room.id} className="text-ink-900">
            <span className="font-semibold">{room.name}</span>:{" "}
            <span className={room.status === "to_clean" ? "font-semibold text-terracotta-700" : undefined}>
              {ROOM_STATUS_LABELS[room.status]}
            </span>
            {urgent(room) && <span className="text-ink-700"> · {TR.arrivalDue}</span>}
          </li>
        ))}
      </ul>
      <Link to={ADMIN_SECTION_PATHS.housekeeping} className="mt-2 inline-block font-semibold text-sea-800 underline">
        {TR.open}
      </Link>
    </section>
  );
}
