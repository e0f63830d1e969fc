import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { rooms, roomStatus } from "~/db/schema";
import { lastDepartureBetween, turnoverOn, type Turnover } from "~/features/stays/room-turnover.server";
import { todayInItaly } from "~/lib/dates";
import { notFound } from "~/lib/http-error";

import type { RoomCleaning, RoomMovement, RoomsStatus, RoomStatusEntry } from "./room-status";
import { listAllRooms } from "./rooms.server";

type Stored = { status: RoomCleaning; changedAt: Date; changedBy: string };

/**
 * The status the room has now: the one someone last set, unless guests left it on a day after
 * the day of that mark (a departure makes its room to clean from the start of its day, so a mark
 * made any time on that day, even before they go, holds). A room nobody ever set is clean until
 * its first departure. `departure` is the room's last one after the mark's day, up to today.
 */
export function effectiveStatus(stored: Stored | undefined, departure: string | null): RoomCleaning {
  return departure !== null ? "to_clean" : (stored?.status ?? "clean");
}

/** The room's last departure that came after its last mark's day (Italy's), up to `today`. */
const departureSinceMark = (roomId: number, stored: Stored | undefined, today: string) =>
  lastDepartureBetween(roomId, stored ? todayInItaly(stored.changedAt) : null, today);

const movement = (stay: Turnover | undefined): RoomMovement | null => (stay ? { guestName: stay.leadName, guests: stay.guests } : null);

function entryOf(
  room: { id: number; name: string },
  stored: Stored | undefined,
  departure: string | null,
  today: Turnover[],
  day: string,
): RoomStatusEntry {
  return {
    id: room.id,
    name: room.name,
    status: effectiveStatus(stored, departure),
    changedAt: stored ? stored.changedAt.toISOString() : null,
    changedBy: stored ? stored.changedBy : null,
    departure: movement(today.find((stay) => stay.roomId === room.id && stay.checkOut === day)),
    arrival: movement(today.find((stay) => stay.roomId === room.id && stay.checkIn === day)),
  };
}

async function storedStatuses(): Promise<Map<number, Stored>> {
  const rows = await getDb().select().from(roomStatus);
  return new Map(rows.map((row) => [row.roomId, { ...row, status: row.status as RoomCleaning }]));
}

/**
 * Every room the site shows, and a hidden one that guests leave or reach today, with its status
 * and today's departure and arrival. The stays are read by index only: today's movements once,
 * and each room's departures since its last mark once, so the cost does not grow with the history.
 */
export async function roomsStatus(now: Date = new Date()): Promise<RoomsStatus> {
  const day = todayInItaly(now);
  const [all, today, stored] = await Promise.all([listAllRooms(), turnoverOn(day), storedStatuses()]);
  const moving = new Set(today.map((stay) => stay.roomId));
  const shown = all.filter((room) => room.isActive || moving.has(room.id));
  const departed = await Promise.all(shown.map((room) => departureSinceMark(room.id, stored.get(room.id), day)));
  return {
    date: day,
    rooms: shown.map((room, i) => entryOf(room, stored.get(room.id), departed[i] ?? null, today, day)),
  };
}

/** Sets a room's status as `by` says it now; 404 for a room that does not exist. Answers the room's new entry. */
export async function setRoomStatus(roomId: number, status: RoomCleaning, by: string, now: Date = new Date()): Promise<RoomStatusEntry> {
  const [room] = await getDb().select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) throw notFound();
  const values = { roomId, status, changedAt: now, changedBy: by };
  await getDb()
    .insert(roomStatus)
    .values(values)
    .onConflictDoUpdate({ target: roomStatus.roomId, set: { status, changedAt: now, changedBy: by } });
  // A mark made now holds over every departure up to today's.
  const day = todayInItaly(now);
  return entryOf(room, values, null, await turnoverOn(day), day);
}
