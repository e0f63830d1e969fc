// "Large data": does a request cost the same after a busy year as on the first day? The same
// measures on an empty database and after loading 1,000,000 visits (13 months), 50,000 quotes and
// 5,000 reviews straight through SQL, with the page cache off so every home page is rendered.
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

import { withTimeout } from "./processes.mjs";
import { ADMIN, sampleMemory, startServer, stopServer } from "./server.mjs";

export const VOLUMES = { visits: 1_000_000, quotes: 50_000, reviews: 5_000 };

const LOAD_SQL = [
  // 200,000 distinct visitors over 13 months (the retention limit).
  `insert into site_visits (ip_address, user_agent, session_id, visited_at)
   select md5((g % 200000)::text), 'Mozilla/5.0 (bench)', 'bench-' || (g / 3), now() - make_interval(secs => g % 34000000)
   from generate_series(1, ${VOLUMES.visits}) g`,
  `insert into quotes (first_name, last_name, email, phone, check_in, check_out, guests, preferred_room, special_requests, additional_services, created_at)
   select 'Ospite' || g, 'Carico', 'ospite' || g || '@example.com', '+39 333 000 0000',
          now() + make_interval(days => 30 + g % 300), now() + make_interval(days => 33 + g % 300),
          1 + g % 4, (array['uno','due','tre','quattro'])[1 + g % 4], 'Arriviamo in serata, grazie.', '["culla"]'::jsonb,
          now() - make_interval(secs => g * 1200)
   from generate_series(1, ${VOLUMES.quotes}) g`,
  `insert into reviews (guest_name, email, rating, title, comment, is_approved, created_at)
   select 'Ospite' || g, 'ospite' || g || '@example.com', 1 + g % 5, 'Soggiorno ' || g, 'Colazione ottima, camera pulita e silenziosa.', g % 10 <> 0,
          now() - make_interval(secs => g * 6000)
   from generate_series(1, ${VOLUMES.reviews}) g`,
];

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

async function signIn(origin) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * The nightly backup of the loaded site (POST /api/backups makes the same one), made while the
 * home page is under the same load as the rows above: how long it takes, its size, and the home
 * page's p99 over the backup's time only (the load starts a second before and stops with it).
 */
function postWithoutTimeout(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function backupUnderLoad(origin, log) {
  const cookie = await signIn(origin);
  let instance;
  const load = new Promise((resolve, reject) => {
    instance = autocannon(
      { url: origin, connections: 10, duration: 600, requests: [{ method: "GET", path: "/", headers: { "accept-encoding": "br, gzip" } }] },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
  await new Promise((r) => setTimeout(r, 1000));
  const started = performance.now();
  // node:http, not fetch: fetch gives up on an answer that takes over 300 s, and a backup of the
  // large data under load took longer.
  const res = await postWithoutTimeout(`${origin}/api/backups`, { cookie });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  instance.stop();
  const home = await withTimeout(load, 60_000, "autocannon during the backup");
  if (res.status !== 201) throw new Error(`POST /api/backups answered ${res.status}: ${res.body}`);
  const backup = JSON.parse(res.body);
  const row = {
    seconds,
    bytes: backup.bytes,
    homeRps: Math.round(home.requests.average),
    homeP99Ms: home.latency.p99,
    homeNon2xx: home.non2xx + home.errors,
  };
  log(
    `  backup under load: ${seconds} s, ${Math.round(backup.bytes / 1048576)} MB; home ${row.homeRps} req/s (p99 ${row.homeP99Ms} ms) meanwhile`,
  );
  return row;
}

/** The owner's quotes tab: the whole /admin document, signed in, as the browser loads it (median of 7). */
async function panelTiming(origin) {
  const cookie = await signIn(origin);
  const runs = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const res = await fetch(`${origin}/admin`, { headers: { cookie, "accept-encoding": "identity" } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/admin answered ${res.status}`);
    runs.push({ ms: performance.now() - t, bytes: body.byteLength });
  }
  runs.sort((a, b) => a.ms - b.ms);
  return { panelMs: Math.round(runs[3].ms * 10) / 10, panelBytes: runs[3].bytes };
}

/** Each run follows a few seconds of the same load, not counted: the measure is the running server's, not its first seconds' (the code not yet optimised, the render thread not yet started). */
const WARM_UP_SECONDS = 3;

async function measure(server, durationSeconds, log, label) {
  const origin = server.origin;
  const memory = sampleMemory(server);
  await cannon(origin, "/", WARM_UP_SECONDS);
  const home = await cannon(origin, "/", durationSeconds);
  await cannon(origin, "/api/visits/count", WARM_UP_SECONDS);
  const count = await cannon(origin, "/api/visits/count", durationSeconds);
  const panel = await panelTiming(origin);
  const peak = memory.stop();
  const row = {
    peakRssBytes: peak,
    homeRps: Math.round(home.requests.average),
    homeP99Ms: home.latency.p99,
    homeNon2xx: home.non2xx + home.errors,
    countRps: Math.round(count.requests.average),
    countP99Ms: count.latency.p99,
    countNon2xx: count.non2xx + count.errors,
    ...panel,
  };
  log(
    `  ${label}: home ${row.homeRps} req/s (p99 ${row.homeP99Ms} ms), /api/visits/count ${row.countRps} req/s (p99 ${row.countP99Ms} ms), /admin ${row.panelMs} ms ${Math.round(row.panelBytes / 1024)} KB, peak ${Math.round((peak ?? 0) / 1048576)} MB`,
  );
  return row;
}

/** Runs the SQL on the embedded database's folder (the server stopped: never two openers) or on PostgreSQL. */
async function loadVolumes({ dataDir, databaseUrl }) {
  const started = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const sql of LOAD_SQL) await client.query(sql);
      await client.query("analyze");
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create({ dataDir: path.join(dataDir, "db") });
    try {
      for (const sql of LOAD_SQL) await db.exec(sql);
      await db.exec("analyze");
    } finally {
      await db.close();
    }
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Empty, then loaded: the same server build and data folder (or database), page cache off. */
export async function runLargeData({ root, buildDir, port, logDir, databaseUrl, durationSeconds, log }) {
  const extraEnv = { HTML_CACHE: "off" };
  let server = await startServer({ root, buildDir, port, logDir, databaseUrl, extraEnv });
  const dataDir = server.dataDir;
  let before;
  try {
    before = await measure(server, durationSeconds, log, "empty");
  } finally {
    await stopServer(server, { keepData: true });
  }
  log(`  loading ${VOLUMES.visits} visits, ${VOLUMES.quotes} quotes, ${VOLUMES.reviews} reviews through SQL…`);
  const loadSeconds = await loadVolumes({ dataDir, databaseUrl });
  log(`  loaded in ${loadSeconds} s`);
  server = await startServer({ root, buildDir, port, logDir, databaseUrl, extraEnv, dataDir });
  try {
    const after = await measure(server, durationSeconds, log, "loaded");
    const backup = await backupUnderLoad(server.origin, log);
    return { volumes: VOLUMES, loadSeconds, before, after, backup };
  } finally {
    await stopServer(server);
  }
}
