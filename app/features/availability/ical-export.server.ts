import ICAL from "ical.js";

import { addDays, todayInItaly } from "~/lib/dates";

/** How far back and ahead the export reaches (days): what a channel's calendar looks at. */
const EXPORT_PAST_DAYS = 31;
const EXPORT_AHEAD_DAYS = 731;

/** A channel's own bookings, entered by the owner, are that channel's: they go back to none. */
export const CHANNEL_SOURCES = ["airbnb", "booking"];

/** The nights the export covers, [from, to), around `now` on Italy's calendar. */
export function exportWindow(now: Date): { from: string; to: string } {
  const today = todayInItaly(now);
  return { from: addDays(today, -EXPORT_PAST_DAYS), to: addDays(today, EXPORT_AHEAD_DAYS) };
}

/** A taken range in the export: its UID's stable part ("stay-12", "block-3") and its nights. */
export type ExportEvent = { uid: string; start: string; end: string };

const dateValue = (date: string) => ICAL.Time.fromDateString(date);

/**
 * A room's calendar for the channels (stays/calendar-export.server.ts gathers its events): all-day
 * events with stable UIDs and one neutral summary, no guest's name or contact.
 */
export function calendarFile(room: { name: string }, host: string, events: ExportEvent[], now: Date): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("prodid", "-//Casa Brezza//Disponibilita camere//IT");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  calendar.addPropertyWithValue("x-wr-calname", room.name);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const { uid, start, end } of events) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", `${uid}@${host}`);
    event.addPropertyWithValue("dtstamp", stamp);
    event.addPropertyWithValue("dtstart", dateValue(start));
    event.addPropertyWithValue("dtend", dateValue(end));
    event.addPropertyWithValue("summary", "Non disponibile");
    event.addPropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  }
  // RFC 5545 lines end in CRLF.
  return calendar.toString().replace(/\r?\n/g, "\r\n") + "\r\n";
}
