import { afterAll, describe, expect, it } from "vitest";

import { airbnbIcs, bookingIcs, repeatedStayIcs, timedIcs } from "../../../tests/setup/ical-feeds";
import { FeedError, parseFeed } from "./ical-import.server";

/**
 * parseFeed on its own: all-day events are dates, timed events take the nights they
 * touch in Italy, floating times are their own wall clock; and none of it moves with the
 * server's time zone. The suite also runs under TZ=America/Los_Angeles (scripts/test.mjs),
 * and every case here is checked again under zones far from Italy set at run time.
 */

const CRLF = "\r\n";
const ics = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((e) => ["BEGIN:VEVENT", `UID:${Math.random()}@test`, "DTSTAMP:20310101T000000Z", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join(CRLF) + CRLF;

/** Each case: a feed and the nights it must give, whatever the process's time zone. */
const CASES: { name: string; text: string; events: number; ranges: { start: string; end: string }[] }[] = [
  {
    name: "Airbnb all-day: DTSTART the first night, DTEND the check-out day",
    text: airbnbIcs({ reserved: [{ start: "2031-01-10", end: "2031-01-13" }], notAvailable: [{ start: "2031-03-30", end: "2031-04-02" }] }),
    events: 2,
    ranges: [
      { start: "2031-01-10", end: "2031-01-13" },
      // Across the spring change of time (30 March 2031): still three nights.
      { start: "2031-03-30", end: "2031-04-02" },
    ],
  },
  {
    name: "Booking.com all-day on the autumn change of time and the year's end",
    text: bookingIcs({
      closed: [
        { start: "2031-10-25", end: "2031-10-27" },
        { start: "2031-12-31", end: "2032-01-01" },
      ],
    }),
    events: 2,
    ranges: [
      { start: "2031-10-25", end: "2031-10-27" },
      { start: "2031-12-31", end: "2032-01-01" },
    ],
  },
  {
    name: "timed with TZID=Europe/Rome: the nights from the start's date to the end's date",
    text: timedIcs([
      { start: "2031-01-15", startTime: "15:00", end: "2031-01-17", endTime: "10:00", zone: "Europe/Rome" },
      // 00:30 in Rome is still that date, though it is the day before in UTC.
      { start: "2031-07-20", startTime: "00:30", end: "2031-07-21", endTime: "23:30", zone: "Europe/Rome" },
    ]),
    events: 2,
    ranges: [
      { start: "2031-01-15", end: "2031-01-17" },
      { start: "2031-07-20", end: "2031-07-21" },
    ],
  },
  {
    name: "UTC late in the evening is the next day in Italy (winter +1, summer +2)",
    text: timedIcs([
      { start: "2031-01-15", startTime: "23:30", end: "2031-01-16", endTime: "09:00", zone: "UTC" },
      { start: "2031-07-15", startTime: "22:30", end: "2031-07-17", endTime: "08:00", zone: "UTC" },
      // 21:30Z in July is 23:30 in Rome: still the same date.
      { start: "2031-08-10", startTime: "21:30", end: "2031-08-12", endTime: "08:00", zone: "UTC" },
    ]),
    events: 3,
    ranges: [
      { start: "2031-01-16", end: "2031-01-17" },
      { start: "2031-07-16", end: "2031-07-17" },
      { start: "2031-08-10", end: "2031-08-12" },
    ],
  },
  {
    name: "floating times are the dates as written",
    text: timedIcs([
      { start: "2031-02-01", startTime: "23:30", end: "2031-02-03", endTime: "00:30", zone: "floating" },
      { start: "2031-05-05", startTime: "00:15", end: "2031-05-05", endTime: "23:45", zone: "floating" },
    ]),
    events: 2,
    ranges: [
      { start: "2031-02-01", end: "2031-02-03" },
      { start: "2031-05-05", end: "2031-05-06" },
    ],
  },
  {
    name: "another zone (TZID=America/New_York) is converted to Italy's date; an unknown TZID is its wall clock",
    text: ics(
      // 20:00 in New York on 15 January is 02:00 on the 16th in Rome.
      ["DTSTART;TZID=America/New_York:20310115T200000", "DTEND;TZID=America/New_York:20310117T200000"],
      ["DTSTART;TZID=Customized Time Zone:20310301T233000", "DTEND;TZID=Customized Time Zone:20310302T100000"],
    ),
    events: 2,
    ranges: [
      { start: "2031-01-16", end: "2031-01-18" },
      { start: "2031-03-01", end: "2031-03-02" },
    ],
  },
  {
    name: "no DTEND is one night; DURATION counts; a cancelled event takes nothing",
    text: ics(
      ["DTSTART;VALUE=DATE:20310601", "SUMMARY:Blocked"],
      ["DTSTART;VALUE=DATE:20310610", "DURATION:P3D"],
      ["DTSTART;VALUE=DATE:20310620", "DTEND;VALUE=DATE:20310625", "STATUS:CANCELLED"],
      // An end before its start (a channel's slip) is still the start's night.
      ["DTSTART;VALUE=DATE:20310701", "DTEND;VALUE=DATE:20310630"],
    ),
    events: 3,
    ranges: [
      { start: "2031-06-01", end: "2031-06-02" },
      { start: "2031-06-10", end: "2031-06-13" },
      { start: "2031-07-01", end: "2031-07-02" },
    ],
  },
  {
    name: "one stay repeated as several events (whole and night by night) is one range",
    text: repeatedStayIcs({ start: "2031-09-01", end: "2031-09-05" }),
    events: 3 + 4,
    ranges: [{ start: "2031-09-01", end: "2031-09-05" }],
  },
  {
    name: "back-to-back and overlapping stays merge; a gap of a night stays a gap",
    text: airbnbIcs({
      reserved: [
        { start: "2031-04-01", end: "2031-04-03" },
        { start: "2031-04-03", end: "2031-04-05" },
        { start: "2031-04-04", end: "2031-04-08" },
        { start: "2031-04-09", end: "2031-04-10" },
      ],
    }),
    events: 4,
    ranges: [
      { start: "2031-04-01", end: "2031-04-08" },
      { start: "2031-04-09", end: "2031-04-10" },
    ],
  },
];

const outerTz = process.env.TZ;
afterAll(() => {
  if (outerTz === undefined) delete process.env.TZ;
  else process.env.TZ = outerTz;
});

describe("parseFeed", () => {
  it.each(CASES)("$name", ({ text, events, ranges }) => {
    expect(parseFeed(text)).toEqual({ events, ranges });
  });

  it("refuses what is not iCal with the reason in Italian", () => {
    for (const text of ["BEGIN:VCALENDAR\r\nthis line has no colon\r\n", "<!DOCTYPE html><html></html>", '{"events": []}']) {
      expect(() => parseFeed(text)).toThrow(FeedError);
      try {
        parseFeed(text);
      } catch (error) {
        expect((error as FeedError).reason).toMatch(/calendario iCal valido/);
      }
    }
  });

  it("an empty calendar is no nights (a channel with nothing booked), not an error", () => {
    expect(parseFeed("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN\r\nEND:VCALENDAR\r\n")).toEqual({
      events: 0,
      ranges: [],
    });
  });
});

describe("the server's time zone changes nothing", () => {
  // The offset each zone has on 15 January 2031 (Date#getTimezoneOffset: minutes behind UTC).
  const ZONES: [string, number][] = [
    ["America/Los_Angeles", 480],
    ["Pacific/Kiritimati", -840],
    ["Pacific/Pago_Pago", 660],
    ["Asia/Tokyo", -540],
    ["UTC", 0],
    ["Europe/Rome", -60],
  ];

  it("reports the zone it runs in (TZ=America/Los_Angeles in the second run of scripts/test.mjs)", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (outerTz) expect(zone).toBe(outerTz === "UTC" ? "UTC" : outerTz);
    console.info(`parseFeed run with TZ=${outerTz ?? "(unset)"}: ${zone}`);
  });

  it.each(ZONES)("TZ=%s: every case gives the same nights", (zone, offset) => {
    process.env.TZ = zone;
    // Node applies a new TZ at once: prove this process is now in that zone.
    expect(new Date(2031, 0, 15, 12).getTimezoneOffset()).toBe(offset);
    for (const c of CASES) expect(parseFeed(c.text), `${c.name} under ${zone}`).toEqual({ events: c.events, ranges: c.ranges });
  });
});
