// Load on loopback with autocannon: each target for 10 s at each connection count.
import autocannon from "autocannon";

import { withTimeout } from "./processes.mjs";
import { sampleMemory } from "./server.mjs";

/** Quote POSTs stop after this many requests (or 10 s), so each run adds a bounded number of rows. */
export const MAX_QUOTES = 2000;

/** A calendar date `days` after today (UTC): 30 days ahead is after today in Italy too. */
function dateIn(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let quoteSeq = 0;
/** A valid quote request nobody sent before (its e-mail address is unique). */
export function quoteBody() {
  quoteSeq += 1;
  return JSON.stringify({
    firstName: `Bench${quoteSeq}`,
    lastName: "Carico",
    email: `bench-${process.pid}-${quoteSeq}@example.com`,
    phone: "+39 0541 000000",
    checkIn: dateIn(30),
    checkOut: dateIn(33),
    guests: 2,
    preferredRoom: "uno",
    specialRequests: `Richiesta di prova ${quoteSeq}`,
    additionalServices: [],
  });
}

const TARGETS = [
  { name: "home", method: "GET", path: "/" },
  { name: "rooms", method: "GET", path: "/camere" },
  { name: "room", method: "GET", path: "/camere/uno" },
  { name: "breakfast", method: "GET", path: "/colazione" },
  { name: "GET /api/rooms", method: "GET", path: "/api/rooms" },
  { name: "GET /api/pricing", method: "GET", path: "/api/pricing" },
  { name: "POST /api/quotes", method: "POST", path: "/api/quotes", quote: true },
];

/** One POST first, so a body the server refuses shows up as an error rather than as speed. */
export async function checkQuote(origin) {
  const res = await fetch(`${origin}/api/quotes`, { method: "POST", headers: { "content-type": "application/json" }, body: quoteBody() });
  if (res.status !== 201) throw new Error(`POST /api/quotes answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

function once(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function runLoad({ server, connections, durationSeconds, log }) {
  const results = [];
  for (const target of TARGETS) {
    for (const c of connections) {
      const memory = sampleMemory(server);
      const headers = { "accept-encoding": "br, gzip", ...(target.quote ? { "content-type": "application/json" } : {}) };
      let r;
      try {
        r = await withTimeout(
          once({
            url: server.origin,
            connections: c,
            duration: durationSeconds,
            ...(target.quote ? { maxOverallRequests: Math.max(MAX_QUOTES, c) } : {}),
            requests: [
              {
                method: target.method,
                path: target.path,
                headers,
                ...(target.quote ? { setupRequest: (req) => ({ ...req, body: quoteBody() }) } : {}),
              },
            ],
          }),
          (durationSeconds + 60) * 1000,
          `autocannon on ${target.path}`,
        );
      } catch (e) {
        memory.stop();
        results.push({ ...target, connections: c, error: String(e.message ?? e) });
        log(`  load ${target.name} c=${c}: failed: ${e.message}`);
        continue;
      }
      const peakRssBytes = memory.stop();
      const row = {
        name: target.name,
        method: target.method,
        path: target.path,
        connections: c,
        durationSeconds: r.duration,
        requests: r.requests.total,
        rps: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
        throughputBytesPerSec: r.throughput.average,
        peakRssBytes,
      };
      results.push(row);
      log(
        `  load ${target.name} c=${c}: ${Math.round(row.rps)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
      );
    }
  }
  return results;
}
