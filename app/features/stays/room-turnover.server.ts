import { and, asc, desc, eq, gt, lte, or } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { stays } from "~/db/schema";

/**
 * What the rooms' cleaning needs of the stays (the rooms feature's room-status.server.ts): when
 * each room last saw guests leave, and who leaves or arrives today, with a name and a party size
 * and nothing else, so no contact, document or price can reach the housekeeping screen.
 */

/**
 * The last day up to `upTo` (included) on which booked guests left the room, after the day
 * `after` when given: one range of the index on (room, check-out) of booked stays, as long as
 * the departures since `after` (the room's last mark), however long the history grows.
 */
export async function lastDepartureBetween(roomId: number, after: string | null, upTo: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ checkOut: stays.checkOut })
    .from(stays)
    .where(
      and(
        eq(stays.roomId, roomId),
        eq(stays.status, "booked"),
        lte(stays.checkOut, upTo),
        after === null ? undefined : gt(stays.checkOut, after),
      ),
    )
    .orderBy(desc(stays.checkOut))
    .limit(1);
  return row?.checkOut ?? null;
}

/** A booked stay arriving or leaving on the day: its room, its dates, its lead guest's name and party size. */
export type Turnover = { roomId: number; checkIn: string; checkOut: string; leadName: string; guests: number };

/** The booked stays checking in or out on `day` (the check-in and check-out indexes), by room. */
export async function turnoverOn(day: string): Promise<Turnover[]> {
  return getDb()
    .select({ roomId: stays.roomId, checkIn: stays.checkIn, checkOut: stays.checkOut, leadName: stays.leadName, guests: stays.guests })
    .from(stays)
    .where(and(eq(stays.status, "booked"), or(eq(stays.checkIn, day), eq(stays.checkOut, day))))
    .orderBy(asc(stays.roomId), asc(stays.id));
}
