import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { addDays } from "~/lib/dates";

/**
 * The channels' calendar exports, written from their public formats, and a real
 * HTTP server on 127.0.0.1 that serves them, or fails the ways a channel's site fails.
 * Every date is given by the test (relative to today: dateFromToday), so no fixture goes stale.
 */

/** Nights from `start` to `end` (the check-out day, exclusive), YYYY-MM-DD. */
export type Stay = { start: string; end: string };

const CRLF = "\r\n";
const compact = (date: string) => date.replaceAll("-", "");
/** A DTSTAMP as the channels write it: UTC, basic format. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Folds a content line at 75 octets (RFC 5545 §3.1), as the channels' exports do. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join(CRLF);
}

const calendar = (lines: string[]) => `${lines.map(fold).join(CRLF)}${CRLF}`;

/** A fresh random hex id: each export of a channel may give the same stay a new UID. */
const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export type AirbnbOptions = {
  /** Guests' reservations: SUMMARY "Reserved", with the reservation link and the phone's last 4 digits. */
  reserved?: Stay[];
  /** Nights the host closed or Airbnb holds: SUMMARY "Airbnb (Not available)". */
  notAvailable?: Stay[];
  /** When the export was made (DTSTAMP of every event). */
  stampedAt?: Date;
};

/**
 * An Airbnb listing's export ("Export calendar" in the listing's availability settings), as
 * Airbnb serves it: PRODID "-//Airbnb Inc//Hosting Calendar 0.8.8//EN", all-day events, a new
 * DTSTAMP on every download, UIDs "<12 hex>-<32 hex>@airbnb.com".
 */
export function airbnbIcs({ reserved = [], notAvailable = [], stampedAt = new Date() }: AirbnbOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
  ];
  const prefix = "1418fb94e984";
  for (const stay of reserved) {
    const code = `HM${hex(4).toUpperCase()}`;
    lines.push(
      "BEGIN:VEVENT",
      `DTSTAMP:${stamp(stampedAt)}`,
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      "SUMMARY:Reserved",
      `UID:${prefix}-${hex(16)}@airbnb.com`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${String(1000 + (code.charCodeAt(3) % 9000)).slice(-4)}`,
      "END:VEVENT",
    );
  }
  for (const stay of notAvailable) {
    lines.push(
      "BEGIN:VEVENT",
      `DTSTAMP:${stamp(stampedAt)}`,
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      "SUMMARY:Airbnb (Not available)",
      `UID:${prefix}-${hex(16)}@airbnb.com`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return calendar(lines);
}

/**
 * A Booking.com property's export (Calendar & pricing → Sync calendars → Export): every
 * booked or closed night as an all-day "CLOSED - Not available" event, no guest data.
 */
export function bookingIcs({ closed = [], stampedAt = new Date() }: { closed?: Stay[]; stampedAt?: Date }): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//admin.booking.com//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const stay of closed) {
    lines.push(
      "BEGIN:VEVENT",
      `DTSTAMP:${stamp(stampedAt)}`,
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      `UID:${hex(16)}@booking.com`,
      "SUMMARY:CLOSED - Not available",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return calendar(lines);
}

/** Europe/Rome as calendar programs (Google, Outlook, Thunderbird) write it. */
const ROME_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Rome",
  "X-LIC-LOCATION:Europe/Rome",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A timed event: a wall-clock time in Europe/Rome (TZID), in UTC ("Z") or floating (no zone). */
export type TimedEvent = {
  start: string;
  end: string;
  /** "HH:MM" */
  startTime: string;
  endTime: string;
  zone: "Europe/Rome" | "UTC" | "floating";
  summary?: string;
};

const dateTime = (date: string, time: string) => `${compact(date)}T${time.replace(":", "")}00`;

/**
 * A calendar with timed events, as a channel manager or the owner's own Google calendar
 * exports it: DTSTART;TZID=Europe/Rome with its VTIMEZONE, UTC instants, floating times.
 */
export function timedIcs(events: TimedEvent[], { stampedAt = new Date() }: { stampedAt?: Date } = {}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-TIMEZONE:Europe/Rome",
    ...ROME_VTIMEZONE,
  ];
  for (const e of events) {
    const value = (date: string, time: string) =>
      e.zone === "Europe/Rome"
        ? `;TZID=Europe/Rome:${dateTime(date, time)}`
        : e.zone === "UTC"
          ? `:${dateTime(date, time)}Z`
          : `:${dateTime(date, time)}`;
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART${value(e.start, e.startTime)}`,
      `DTEND${value(e.end, e.endTime)}`,
      `DTSTAMP:${stamp(stampedAt)}`,
      `UID:${hex(12)}@google.com`,
      `SUMMARY:${e.summary ?? "Occupato"}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return calendar(lines);
}

/**
 * An Airbnb export whose "not available" windows move with the day it is made: the nights
 * before the past month, and those beyond the listing's booking window (two years and more
 * ahead), both of which shift by a day every day. `reserved` are real stays (fixed dates).
 */
export function movingWindowIcs(today: string, reserved: Stay[], stampedAt = new Date()): string {
  return airbnbIcs({
    reserved,
    notAvailable: [
      { start: addDays(today, -400), end: addDays(today, -35) },
      { start: addDays(today, 800), end: addDays(today, 1095) },
    ],
    stampedAt,
  });
}

/** Several events for one stay, as some exports write a stay split by night or repeated. */
export function repeatedStayIcs(stay: Stay, copies = 3): string {
  const reserved: Stay[] = Array.from({ length: copies }, () => stay);
  for (let night = stay.start; night < stay.end; night = addDays(night, 1)) reserved.push({ start: night, end: addDays(night, 1) });
  return airbnbIcs({ reserved });
}

/** The ways a channel's site fails, each served by the feed server. */
export type Failure =
  /** No answer at all (headers never sent) until the connection is closed. */
  | "slow"
  /** Headers at once, then one byte a second: only a timeout on the whole fetch ends it. */
  | "trickle"
  /** 302 to itself, for ever. */
  | "redirect-loop"
  /** 200 text/html: the channel's sign-in page (an export link without its key). */
  | "html-login"
  /** A 5 MB calendar sent chunked, with no Content-Length. */
  | "huge"
  /** A 5 MB body whose Content-Length says so. */
  | "huge-declared"
  | "forbidden"
  | "not-found"
  | "server-error"
  /** 200 text/calendar that is not iCal. */
  | "invalid";

type Route =
  { kind: "ics"; body: string; contentType?: string } | { kind: "fail"; failure: Failure } | { kind: "redirect"; hops: number; to: string };

export type FeedRequest = { path: string; userAgent: string | undefined; accept: string | undefined };

export type FeedServer = {
  /** http://127.0.0.1:port */
  url: string;
  /** The address of a path on this server. */
  at: (path: string) => string;
  /** Serves this calendar at the path from now on. */
  serve: (path: string, body: string, contentType?: string) => string;
  /** Fails this way at the path from now on. */
  fail: (path: string, failure: Failure) => string;
  /** Redirects `hops` times before the calendar at `to`. */
  redirect: (path: string, hops: number, to: string) => string;
  /** Every request received, in order. */
  requests: FeedRequest[];
  close: () => Promise<void>;
};

const HUGE_BYTES = 5 * 1024 * 1024;

const LOGIN_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Log in · Airbnb</title></head>
<body><main><h1>Log in or sign up</h1><form method="post" action="/login"><label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label><button>Continue</button></form></main></body></html>`;

/** A real HTTP server on a free port of 127.0.0.1; nothing is served until a test says what. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const requests: FeedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ path: url.pathname, userAgent: req.headers["user-agent"], accept: req.headers.accept });
    const route = routes.get(url.pathname);
    if (!route) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    if (route.kind === "ics") {
      res
        .writeHead(200, { "content-type": route.contentType ?? "text/calendar; charset=utf-8", "cache-control": "no-cache" })
        .end(route.body);
      return;
    }
    if (route.kind === "redirect") {
      const hop = Number(url.searchParams.get("hop") ?? "0");
      const next = hop + 1 >= route.hops ? route.to : `${url.pathname}?hop=${hop + 1}`;
      res.writeHead(302, { location: next }).end();
      return;
    }
    switch (route.failure) {
      case "slow":
        // Nothing until the client gives up (or the server closes).
        return;
      case "trickle": {
        res.writeHead(200, { "content-type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\n");
        const drip = () => {
          if (res.destroyed || res.writableEnded) return;
          res.write("X");
          later(1000, drip);
        };
        later(1000, drip);
        return;
      }
      case "redirect-loop":
        res.writeHead(302, { location: `${url.pathname}?n=${Number(url.searchParams.get("n") ?? "0") + 1}` }).end();
        return;
      case "html-login":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(LOGIN_PAGE);
        return;
      case "huge":
      case "huge-declared": {
        const head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Huge//EN\r\n";
        const line = `X-FILLER:${"x".repeat(1000)}\r\n`;
        const count = Math.ceil(HUGE_BYTES / line.length);
        const total = head.length + count * line.length + "END:VCALENDAR\r\n".length;
        res.writeHead(200, {
          "content-type": "text/calendar",
          ...(route.failure === "huge-declared" ? { "content-length": String(total) } : {}),
        });
        res.write(head);
        let sent = 0;
        const pump = () => {
          while (sent < count) {
            sent++;
            if (!res.write(line)) {
              res.once("drain", pump);
              return;
            }
          }
          res.end("END:VCALENDAR\r\n");
        };
        res.on("error", () => {});
        pump();
        return;
      }
      case "forbidden":
        res.writeHead(403, { "content-type": "text/plain" }).end("Forbidden");
        return;
      case "not-found":
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      case "server-error":
        res.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
        return;
      case "invalid":
        res.writeHead(200, { "content-type": "text/calendar" }).end('BEGIN:VCALENDAR\r\nthis line has no colon\r\n{"json": true}\r\n');
        return;
    }
  });
  server.on("clientError", (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const at = (path: string) => `${url}${path}`;
  return {
    url,
    at,
    serve: (path, body, contentType) => {
      routes.set(path, { kind: "ics", body, contentType });
      return at(path);
    },
    fail: (path, failure) => {
      routes.set(path, { kind: "fail", failure });
      return at(path);
    },
    redirect: (path, hops, to) => {
      routes.set(path, { kind: "redirect", hops, to });
      return at(path);
    },
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 nothing listens on (opened, then closed). */
export async function closedPort(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/calendar.ics`;
}
