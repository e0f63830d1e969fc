import { and, asc, eq, gt, lt, notInArray, sql } from "drizzle-orm";
import ICAL from "ical.js";

import { getDb } from "~/db/client.server";
import { roomBlocks, stays } from "~/db/schema";
import { addDays, todayInItaly } from "~/lib/dates";

/** How far back and ahead the export reaches (days): what a channel's calendar looks at. */
const EXPORT_PAST_DAYS = 31;
const EXPORT_AHEAD_DAYS = 731;

/** A channel's own bookings, entered by the owner, are that channel's: they go back to none. */
const CHANNEL_SOURCES = ["airbnb", "booking"];

const dateValue = (date: string) => ICAL.Time.fromDateString(date);

/**
 * A room's calendar for the channels: its booked stays (confirmed requests, direct bookings) and
 * the owner's blocks, as all-day events with stable UIDs and one neutral summary. No guest's name
 * or contact, and nothing that came from a channel, imported or entered as a stay (Airbnb must
 * not read its own bookings back as blocks of ours).
 */
export async function exportCalendar(room: { id: number; slug: string; name: string }, host: string, now = new Date()): Promise<string> {
  const today = todayInItaly(now);
  const from = addDays(today, -EXPORT_PAST_DAYS);
  const to = addDays(today, EXPORT_AHEAD_DAYS);
  const db = getDb();
  const [booked, blocks] = await Promise.all([
    db
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
  for (const stay of booked) add(`stay-${stay.id}`, stay.checkIn, stay.checkOut);
  for (const block of blocks) add(`block-${block.id}`, block.start, block.end);
  // RFC 5545 lines end in CRLF.
  return calendar.toString().replace(/\r?\n/g, "\r\n") + "\r\n";
}
