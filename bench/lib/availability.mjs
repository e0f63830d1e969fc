// Availability: how long one calendar feed of 1,000 events takes to sync, and what
// the public availability check costs with 10 such feeds per room loaded. The feeds are served
// by an HTTP server of the bench on 127.0.0.1, as a channel's site would serve them.
import { randomBytes } from "node:crypto";
import http from "node:http";
import autocannon from "autocannon";

import { sleep, withTimeout } from "./processes.mjs";
import { ADMIN, startServer, stopServer } from "./server.mjs";

export const AVAILABILITY_VOLUMES = { eventsPerFeed: 1000, feedsPerRoom: 10 };
const ROOMS = ["uno", "due", "tre", "quattro"];
/** Syncs of the single feed per kind, for a median. */
const SYNC_RUNS = 5;

/** Today in Italy (the app's calendar), as YYYY-MM-DD. */
const todayInItaly = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const compact = (date) => date.replaceAll("-", "");

/**
 * An Airbnb-style export of `events` one-night all-day events, a night apart, from a month ago:
 * about 400 separate stays inside the two years the app keeps, the rest beyond. `shift` moves
 * every stay by that many days (another feed, or a changed calendar); UIDs and DTSTAMP are new
 * on every download, as Airbnb's are.
 */
function feedIcs(today, events, shift) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
  ];
  for (let i = 0; i < events; i++) {
    const start = addDays(today, -30 + shift + 2 * i);
    lines.push(
      "BEGIN:VEVENT",
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(addDays(start, 1))}`,
      i % 5 === 0 ? "SUMMARY:Airbnb (Not available)" : "SUMMARY:Reserved",
      `UID:1418fb94e984-${randomBytes(16).toString("hex")}@airbnb.com`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** Serves /feed/<shift>-<name>.ics: a 1,000-event calendar shifted by <shift> days (or as `shifts` says for that path). */
async function startFeedServer() {
  const shifts = new Map();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    const match = /^\/feed\/(\d+)-[a-z0-9]+\.ics$/.exec(path);
    if (!match) return void res.writeHead(404).end();
    const shift = shifts.get(path) ?? Number(match[1]);
    res
      .writeHead(200, { "content-type": "text/calendar; charset=utf-8" })
      .end(feedIcs(todayInItaly(), AVAILABILITY_VOLUMES.eventsPerFeed, shift));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    setShift: (path, shift) => shifts.set(path, shift),
    url: (path) => `http://127.0.0.1:${server.address().port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function api(origin, cookie, method, path, body) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10;
};

/** POST …/calendars/sync, timed; every feed must have synced. */
async function timedSync(origin, cookie, roomId) {
  const t = performance.now();
  const { feeds } = await api(origin, cookie, "POST", `/api/rooms/${roomId}/calendars/sync`);
  const ms = performance.now() - t;
  const bad = feeds.filter((f) => !f.ok);
  if (bad.length) throw new Error(`sync failed: ${bad.map((f) => f.error).join("; ")}`);
  return { ms, feeds };
}

function cannon(origin, urlPath, durationSeconds) {
  return withTimeout(
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: origin,
          connections: 10,
          duration: durationSeconds,
          requests: [{ method: "GET", path: urlPath, headers: { "accept-encoding": "br, gzip" } }],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    ),
    (durationSeconds + 60) * 1000,
    `autocannon on ${urlPath}`,
  );
}

async function measureAvailability(origin, durationSeconds, log, label) {
  const today = todayInItaly();
  const rows = {};
  for (const [name, path] of [
    ["90 days", "/api/rooms/uno/availability"],
    ["370 days", `/api/rooms/uno/availability?from=${today}&to=${addDays(today, 370)}`],
  ]) {
    const r = await cannon(origin, path, durationSeconds);
    rows[name] = { path, rps: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx + r.errors };
    log(
      `  ${label}, ${name}: ${rows[name].rps} req/s (p50 ${rows[name].p50Ms} ms, p99 ${rows[name].p99Ms} ms), non-2xx or errors ${rows[name].non2xx}`,
    );
  }
  return rows;
}

/**
 * On one server: the availability check on no feeds; one feed of 1,000 events synced with
 * changes (every night moves) and without (the same stays, new UIDs); then 10 feeds of 1,000
 * events on each room and the availability check again.
 */
export async function runAvailability({ root, buildDir, port, logDir, databaseUrl, durationSeconds, log }) {
  const feedServer = await startFeedServer();
  // A day between background fetches: only the bench's own "Sincronizza ora" fetches.
  const server = await startServer({ root, buildDir, port, logDir, databaseUrl, extraEnv: { ICAL_SYNC_MINUTES: "1440" } });
  try {
    const origin = server.origin;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const ids = {};
    for (const slug of ROOMS) ids[slug] = (await (await fetch(`${origin}/api/rooms/${slug}`)).json()).id;
    // The server's own sync first looks 2–5 s after start (nothing is due then), then once a minute.
    await sleep(6000);

    const empty = await measureAvailability(origin, durationSeconds, log, "no feeds");

    // One feed of 1,000 events on room "uno": the first sync, then syncs that move every night (delete and insert)…
    const changed = [];
    const unchanged = [];
    let stored = 0;
    const single = "/feed/0-single.ics";
    await api(origin, cookie, "PUT", `/api/rooms/${ids.uno}/calendars`, { feeds: [{ name: "Airbnb", url: feedServer.url(single) }] });
    const first = await timedSync(origin, cookie, ids.uno);
    for (let i = 1; i <= SYNC_RUNS; i++) {
      // The channel's calendar has moved every stay by a day: the feed's nights are replaced.
      feedServer.setShift(single, i);
      const run = await timedSync(origin, cookie, ids.uno);
      if (!run.feeds[0].changed || run.feeds[0].events !== AVAILABILITY_VOLUMES.eventsPerFeed)
        throw new Error(`unexpected sync result ${JSON.stringify(run.feeds[0])}`);
      changed.push(run.ms);
      // …and again: the same stays, new UIDs and DTSTAMPs, nothing written.
      const again = await timedSync(origin, cookie, ids.uno);
      if (again.feeds[0].changed) throw new Error("the same stays were reported as changed");
      unchanged.push(again.ms);
    }
    {
      const calendar = await api(
        origin,
        cookie,
        "GET",
        `/api/rooms/${ids.uno}/calendar?from=${addDays(todayInItaly(), -31)}&to=${addDays(todayInItaly(), 339)}`,
      );
      stored = calendar.entries.length;
    }
    const one = {
      firstMs: Math.round(first.ms * 10) / 10,
      changedMs: median(changed),
      unchangedMs: median(unchanged),
      runs: SYNC_RUNS,
      rangesIn370Days: stored,
    };
    log(
      `  one feed of ${AVAILABILITY_VOLUMES.eventsPerFeed} events: first sync ${one.firstMs} ms, ${one.changedMs} ms with every night moved, ${one.unchangedMs} ms unchanged (median of ${SYNC_RUNS}; ${stored} stays in 370 days)`,
    );

    // 10 feeds of 1,000 events on every room.
    const loadStarted = performance.now();
    const roomSyncMs = [];
    for (const slug of ROOMS) {
      const feeds = Array.from({ length: AVAILABILITY_VOLUMES.feedsPerRoom }, (_, n) => ({
        name: `Canale ${n + 1}`,
        url: feedServer.url(`/feed/${n}-${slug}.ics`),
      }));
      await api(origin, cookie, "PUT", `/api/rooms/${ids[slug]}/calendars`, { feeds });
      roomSyncMs.push((await timedSync(origin, cookie, ids[slug])).ms);
    }
    const loaded = {
      feeds: ROOMS.length * AVAILABILITY_VOLUMES.feedsPerRoom,
      events: ROOMS.length * AVAILABILITY_VOLUMES.feedsPerRoom * AVAILABILITY_VOLUMES.eventsPerFeed,
      roomSyncMs: median(roomSyncMs),
      seconds: Math.round((performance.now() - loadStarted) / 100) / 10,
    };
    log(
      `  ${loaded.feeds} feeds, ${loaded.events} events loaded in ${loaded.seconds} s (10 feeds of a room: ${loaded.roomSyncMs} ms, median)`,
    );
    const full = await measureAvailability(
      origin,
      durationSeconds,
      log,
      `${AVAILABILITY_VOLUMES.feedsPerRoom} feeds × ${AVAILABILITY_VOLUMES.eventsPerFeed} events per room`,
    );
    return { volumes: AVAILABILITY_VOLUMES, single: one, loaded, empty, full };
  } finally {
    await stopServer(server);
    await feedServer.close();
  }
}
