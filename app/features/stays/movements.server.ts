import { and, asc, eq, or } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { stays } from "~/db/schema";
import { feedRangesOn } from "~/features/availability/availability.server";
import { channelOfFeed } from "~/features/availability/channels";
import { getBusiness } from "~/features/business/business.server";
import { roomNamesById } from "~/features/rooms/rooms.server";
import { todayInItaly } from "~/lib/dates";

import { type Movement, type Movements } from "./stay-types";
import { stayView } from "./stays.server";

/**
 * Who arrives and who leaves on a day, per room: the booked stays of every source by their
 * check-in or check-out (two index reads), and the channels' imported ranges that start or end
 * that day where no booked stay of the room does ("Airbnb, ospite non registrato"), so that
 * nothing is missed. A feed's ranges are merged nights, so its back-to-back bookings show as one.
 */
export async function movementsOn(date: string): Promise<Movements> {
  const today = todayInItaly();
  const [{ hours }, stayRows, ranges] = await Promise.all([
    getBusiness(),
    getDb()
      .select()
      .from(stays)
      .where(and(eq(stays.status, "booked"), or(eq(stays.checkIn, date), eq(stays.checkOut, date))))
      .orderBy(asc(stays.roomId), asc(stays.id)),
    feedRangesOn(date),
  ]);
  const names = await roomNamesById([...stayRows.map((stay) => stay.roomId), ...ranges.map((range) => range.roomId)]);
  const roomName = (roomId: number) => names.get(roomId) ?? "";
  // A range that starts (ends) where a booked stay of the room checks in (out) that day is that stay.
  const registered = new Set(stayRows.flatMap((stay) => [`${stay.roomId} in ${stay.checkIn}`, `${stay.roomId} out ${stay.checkOut}`]));
  const arrivals: Movement[] = [];
  const departures: Movement[] = [];
  for (const stay of stayRows) {
    const movement: Movement = {
      type: "stay",
      roomId: stay.roomId,
      roomName: roomName(stay.roomId),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      stay: stayView(stay, roomName(stay.roomId), hours, today),
    };
    (stay.checkIn === date ? arrivals : departures).push(movement);
  }
  for (const range of ranges) {
    const unregistered =
      (range.start === date && !registered.has(`${range.roomId} in ${date}`)) ||
      (range.end === date && !registered.has(`${range.roomId} out ${date}`));
    if (!unregistered) continue;
    const movement: Movement = {
      type: "unregistered",
      roomId: range.roomId,
      roomName: roomName(range.roomId),
      checkIn: range.start,
      checkOut: range.end,
      source: channelOfFeed(range.feedName),
      feedName: range.feedName,
      label: `${range.feedName}, ospite non registrato`,
    };
    (range.start === date ? arrivals : departures).push(movement);
  }
  const byRoom = (a: Movement, b: Movement) => a.roomId - b.roomId;
  return { date, arrivals: arrivals.sort(byRoom), departures: departures.sort(byRoom) };
}
