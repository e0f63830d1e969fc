import { and, asc, eq, or, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { rooms, stays } from "~/db/schema";
import { getBusiness } from "~/features/business/business.server";
import { todayInItaly } from "~/lib/dates";

import { channelOfFeed, type Movement, type Movements } from "./stay-types";
import { stayView } from "./stays.server";

type RangeRow = { roomId: number; roomName: string; start: string; end: string; feedName: string };

/**
 * Who arrives and who leaves on a day, per room: the booked stays of every source by their
 * check-in or check-out (two index reads), and the channels' imported ranges that start or end
 * that day where no booked stay of the room does ("Airbnb, ospite non registrato"), so that
 * nothing is missed. A feed's ranges are merged nights, so its back-to-back bookings show as one.
 */
export async function movementsOn(date: string): Promise<Movements> {
  const db = getDb();
  const today = todayInItaly();
  const [{ hours }, stayRows, ranges] = await Promise.all([
    getBusiness(),
    db
      .select({ stay: stays, roomName: rooms.name })
      .from(stays)
      .innerJoin(rooms, eq(rooms.id, stays.roomId))
      .where(and(eq(stays.status, "booked"), or(eq(stays.checkIn, date), eq(stays.checkOut, date))))
      .orderBy(asc(rooms.id), asc(stays.id)),
    db.execute(sql`
      select r.room_id as "roomId", m.name as "roomName", r.start_date::text as start, r.end_date::text as "end", f.name as "feedName"
        from feed_ranges r join room_feeds f on f.id = r.feed_id join rooms m on m.id = r.room_id
       where (r.start_date = ${date}::date and not exists (select 1 from stays s
                where s.room_id = r.room_id and s.status = 'booked' and s.check_in = ${date}::date))
          or (r.end_date = ${date}::date and not exists (select 1 from stays s
                where s.room_id = r.room_id and s.status = 'booked' and s.check_out = ${date}::date))
       order by r.room_id, r.start_date
    `) as unknown as Promise<{ rows: RangeRow[] }>,
  ]);
  const arrivals: Movement[] = [];
  const departures: Movement[] = [];
  for (const { stay, roomName } of stayRows) {
    const movement: Movement = {
      type: "stay",
      roomId: stay.roomId,
      roomName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      stay: stayView(stay, roomName, hours, today),
    };
    (stay.checkIn === date ? arrivals : departures).push(movement);
  }
  for (const range of ranges.rows) {
    const movement: Movement = {
      type: "unregistered",
      roomId: Number(range.roomId),
      roomName: range.roomName,
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
