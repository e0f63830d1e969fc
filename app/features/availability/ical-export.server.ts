import { and, asc, eq, gt, sql } from "drizzle-orm";
import ICAL from "ical.js";

import { getDb } from "~/db/client.server";
import { quotes, roomBlocks } from "~/db/schema";
import { addDays, todayInItaly } from "~/lib/dates";

/** How far back and ahead the export reaches (days): what a channel's calendar looks at. */
const EXPORT_PAST_DAYS = 31;
const EXPORT_AHEAD_DAYS = 731;

const dateValue = (date: string) => ICAL.Time.fromDateString(date);

/**
 * A room's calendar for the channels: its confirmed stays and the owner's blocks, as all-day
 * events with stable UIDs and one neutral summary. No guest's name or contact, and nothing
 * imported from a channel (Airbnb must not read its own bookings back as blocks of ours).
 */
export async function exportCalendar(room: { id: number; slug: string; name: string }, host: string, now = new Date()): Promise<string> {
  const today = todayInItaly(now);
  const from = addDays(today, -EXPORT_PAST_DAYS);
  const to = addDays(today, EXPORT_AHEAD_DAYS);
  const db = getDb();
  const [stays, blocks] = await Promise.all([
    db
      .select({ id: quotes.id, checkIn: quotes.checkIn, checkOut: quotes.checkOut })
      .from(quotes)
      .where(
        and(
          eq(quotes.preferredRoom, room.slug),
          sql`${quotes.status} = 'confirmed'`,
          gt(quotes.checkOut, new Date(`${from}T00:00:00Z`)),
          sql`${quotes.checkIn} < ${`${to}T00:00:00Z`}::timestamptz`,
        ),
      )
      .orderBy(asc(quotes.checkIn)),
    db
      .select({ id: roomBlocks.id, start: roomBlocks.startDate, end: roomBlocks.endDate })
      .from(roomBlocks)
      .where(and(eq(roomBlocks.roomId, room.id), gt(roomBlocks.endDate, from), sql`${roomBlocks.startDate} < ${to}`))
      .orderBy(asc(roomBlocks.startDate)),
  ]);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("prodid", "-//Casa Brezza//Disponibilita camere//IT");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", room.name);
  const stamp = ICAL.Time.fromJSDate(now, true);
  const add = (uid: string, start: string, end: string) => {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", `${uid}@${host}`);
    event.addPropertyWithValue("dtstamp", stamp);
    event.addPropertyWithValue("dtstart", dateValue(start));
    event.addPropertyWithValue("dtend", dateValue(end));
    event.addPropertyWithValue("summary", "Non disponibile");
    event.addPropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  };
  for (const stay of stays) add(`stay-${stay.id}`, stay.checkIn.toISOString().slice(0, 10), stay.checkOut.toISOString().slice(0, 10));
  for (const block of blocks) add(`block-${block.id}`, block.start, block.end);
  // RFC 5545 lines end in CRLF.
  return calendar.toString().replace(/\r?\n/g, "\r\n") + "\r\n";
}
