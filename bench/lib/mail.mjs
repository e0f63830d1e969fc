// "Mail": quote submissions per second with e-mail on. An smtp-server on loopback receives what
// the server under test sends (SMTP_URL, MAIL_FROM, OWNER_EMAIL set, GUEST_WRITE_LIMIT high);
// autocannon posts valid, unique quotes for the duration; then the e-mails that arrived are
// counted, at the end of the load and again after as long a wait. The same load without
// SMTP_URL first, for comparison.
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";

import { MAX_QUOTES, quoteBody } from "./load.mjs";
import { sleep, withTimeout } from "./processes.mjs";
import { sampleMemory, startServer, stopServer } from "./server.mjs";

export const MAIL_CONNECTIONS = 10;
const OWNER_EMAIL = "titolare@bench.example";

/** A mail sink on 127.0.0.1 (port 0) counting the messages it accepts and the connections opened. */
async function startSink() {
  const stats = { messages: 0, toOwner: 0, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onConnect(_session, cb) {
      stats.connections += 1;
      cb();
    },
    onData(stream, session, cb) {
      stream.on("data", () => {});
      stream.on("end", () => {
        stats.messages += 1;
        if (session.envelope.rcptTo.some((r) => r.address === OWNER_EMAIL)) stats.toOwner += 1;
        cb();
      });
    },
  });
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { stats, port: server.server.address().port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Two rows on fresh data folders (or scratch databases, one after the other): SMTP_URL unset
 * (the messages are written and wait: the cost of the request alone), then set.
 */
export async function runMailLoad(options) {
  const off = await runOne({ ...options, mail: false });
  const on = await runOne({ ...options, mail: true });
  return { off, on };
}

async function runOne({ root, buildDir, port, logDir, databaseUrl, durationSeconds, log, mail }) {
  const sink = await startSink();
  let server;
  try {
    server = await startServer({
      root,
      buildDir,
      port,
      logDir,
      databaseUrl: await databaseUrl?.(),
      extraEnv: {
        ...(mail ? { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: "B&B bench <bench@bench.example>" } : {}),
        OWNER_EMAIL,
        GUEST_WRITE_LIMIT: "100000",
      },
    });
    // One quote first, and its two messages: a mail setup that does not work shows up as an error.
    const first = await fetch(`${server.origin}/api/quotes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: quoteBody(),
    });
    if (first.status !== 201) throw new Error(`POST /api/quotes answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    const firstDeadline = Date.now() + 15_000;
    while (mail && sink.stats.messages < 2 && Date.now() < firstDeadline) await sleep(50);
    if (mail && sink.stats.messages < 2)
      throw new Error(`the first quote's two e-mails did not arrive within 15 s (${sink.stats.messages} did); see ${server.logFile}`);
    const base = { messages: sink.stats.messages, toOwner: sink.stats.toOwner };

    const memory = sampleMemory(server);
    const t0 = performance.now();
    const r = await withTimeout(
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: server.origin,
            connections: MAIL_CONNECTIONS,
            duration: durationSeconds,
            maxOverallRequests: MAX_QUOTES,
            requests: [
              {
                method: "POST",
                path: "/api/quotes",
                headers: { "content-type": "application/json" },
                setupRequest: (req) => ({ ...req, body: quoteBody() }),
              },
            ],
          },
          (err, result) => (err ? reject(err) : resolve(result)),
        ),
      ),
      (durationSeconds + 60) * 1000,
      "autocannon on /api/quotes (mail on)",
    );
    const loadSeconds = (performance.now() - t0) / 1000;
    const arrivedAtEnd = sink.stats.messages - base.messages;
    const ownerAtEnd = sink.stats.toOwner - base.toOwner;
    const accepted = r.statusCodeStats?.["201"]?.count ?? 0;
    const expected = mail ? 2 * accepted : 0;
    // As long again (at least 10 s) for the queue to drain: the rate the worker sends at.
    const waitSeconds = mail ? Math.max(10, durationSeconds) : 0;
    const waitStart = performance.now();
    let drainedSeconds = null;
    while ((performance.now() - waitStart) / 1000 < waitSeconds) {
      if (sink.stats.messages - base.messages >= expected) {
        drainedSeconds = (performance.now() - t0) / 1000;
        break;
      }
      await sleep(100);
    }
    const peakRssBytes = memory.stop();
    const arrivedAfterWait = sink.stats.messages - base.messages;
    const row = {
      mail,
      connections: MAIL_CONNECTIONS,
      durationSeconds: r.duration,
      requests: r.requests.total,
      accepted,
      rps: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
      emailsExpected: expected,
      emailsAtEnd: arrivedAtEnd,
      ownerEmailsAtEnd: ownerAtEnd,
      waitSeconds,
      emailsAfterWait: arrivedAfterWait,
      allArrivedAfterSeconds: drainedSeconds === null ? null : Math.round(drainedSeconds * 10) / 10,
      emailsPerSecond: Math.round((arrivedAfterWait / (loadSeconds + (performance.now() - waitStart) / 1000)) * 10) / 10,
      smtpConnections: sink.stats.connections,
      peakRssBytes,
    };
    log(
      `  e-mail ${mail ? "on" : "off"}: ${Math.round(row.rps)} quotes/s (${accepted} accepted, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}); e-mails ${arrivedAtEnd} of ${expected} at the end of the load, ${arrivedAfterWait} after ${waitSeconds} s more (${row.emailsPerSecond}/s)`,
    );
    return row;
  } finally {
    if (server) await stopServer(server);
    await sink.stop();
  }
}
