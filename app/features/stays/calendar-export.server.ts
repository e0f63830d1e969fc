import { and, asc, eq, gt, lt, notInArray } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { stays } from "~/db/schema";
import { blocksBetween } from "~/features/availability/availability.server";
import { calendarFile, CHANNEL_SOURCES, exportWindow } from "~/features/availability/ical-export.server";

/**
 * A room's calendar for the channels (/api/calendars/{secret}.ics): its booked stays (confirmed
 * requests, direct bookings) and the owner's blocks. No guest's name or contact, and nothing that
 * came from a channel, imported or entered as a stay (Airbnb must not read its own bookings back
 * as blocks of ours). The availability feature writes the file and keeps the blocks; the stays
 * are this feature's, so the two are put together here.
 */
export async function exportCalendar(room: { id: number; slug: string; name: string }, host: string, now = new Date()): Promise<string> {
  const { from, to } = exportWindow(now);
  const [booked, blocks] = await Promise.all([
    getDb()
      .select({ id: stays.id, checkIn: stays.checkIn, checkOut: stays.checkOut })
      .from(stays)
      .where(
        and(
          eq(stays.roomId, room.id),
          eq(stays.status, "booked"),
          notInArray(stays.source, CHANNEL_SOURCES),
          gt(stays.checkOut, from),
          lt(stays.checkIn, to),
        ),
      )
      .orderBy(asc(stays.checkIn)),
    blocksBetween(room.id, from, to),
  ]);
  return calendarFile(
    room,
    host,
    [
      ...booked.map((stay) => ({ uid: `stay-${stay.id}`, start: stay.checkIn, end: stay.checkOut })),
      ...blocks.map((block) => ({ uid: `block-${block.id}`, start: block.start, end: block.end })),
    ],
    now,
  );
}
