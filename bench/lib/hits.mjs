// Cache hits at the speed of the machine: the cached home page beside the
// raw node:http limit, measured in the same run by the same client. The client is wrk (Debian's
// `wrk`): autocannon appends every response body to a string, which on a binary (brotli) body
// caps it near 4,000 req/s on this machine, whatever the server.
import { Buffer } from "node:buffer";
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";

import { sleep, startGroup, stopGroup } from "./processes.mjs";
import { sampleMemory, startServer, stopServer } from "./server.mjs";

/** The exact answer (status, headers, body as sent) of a GET. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text);
  return m ? Number(m[1]) * UNIT_MS[m[2]] : null;
};

/** wrk's summary: requests per second, latency percentiles, errors. */
export function parseWrk(out) {
  const pct = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
    p50Ms: pct(50),
    p99Ms: pct(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
  };
}

/** 10 connections on one wrk thread (the other core is the server's); not blocking, so memory is sampled meanwhile. */
async function wrk(url, durationSeconds) {
  const { stdout } = await promisify(execFile)(
    "wrk",
    ["-t1", "-c10", `-d${durationSeconds}s`, "--latency", "-H", "accept-encoding: br, gzip", url],
    {
      encoding: "utf8",
      timeout: (durationSeconds + 30) * 1000,
    },
  );
  return parseWrk(stdout);
}

const RAW_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.env.HITS_BODY);
const headers = JSON.parse(fs.readFileSync(process.env.HITS_HEADERS, "utf8"));
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.HITS_PORT), "127.0.0.1");
`;

export async function runHits({ root, buildDir, port, logDir, durationSeconds, log }) {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (e) {
    if (e.code === "ENOENT") throw new Error("wrk is not installed (apt-get install wrk)");
  }
  const server = await startServer({ root, buildDir, port, logDir });
  let raw;
  try {
    const url = `${server.origin}/`;
    await rawGet(url, { "accept-encoding": "br, gzip" });
    const page = await rawGet(url, { "accept-encoding": "br, gzip" });
    const xCache = page.headers[page.headers.findIndex((h) => h.toLowerCase() === "x-cache") + 1];
    if (page.status !== 200 || xCache !== "HIT")
      throw new Error(`the home page is not served from the cache (${page.status}, X-Cache ${xCache})`);

    // The same bytes from a bare node:http server: the machine's limit for this answer.
    const dir = fs.mkdtempSync(path.join(server.dataDir, "hits-"));
    const kept = [];
    for (let i = 0; i < page.headers.length; i += 2) {
      if (!/^(date|connection|keep-alive)$/i.test(page.headers[i])) kept.push(page.headers[i], page.headers[i + 1]);
    }
    fs.writeFileSync(path.join(dir, "body"), page.body);
    fs.writeFileSync(path.join(dir, "headers.json"), JSON.stringify(kept));
    const rawPort = port + 1;
    raw = startGroup(process.execPath, ["-e", RAW_SERVER], {
      env: {
        PATH: process.env.PATH,
        HITS_BODY: path.join(dir, "body"),
        HITS_HEADERS: path.join(dir, "headers.json"),
        HITS_PORT: String(rawPort),
      },
      logFile: path.join(logDir, `raw-http-${rawPort}.log`),
    });
    const rawUrl = `http://127.0.0.1:${rawPort}/`;
    for (let i = 0; ; i++) {
      try {
        if ((await rawGet(rawUrl, {})).body.equals(page.body)) break;
      } catch {
        // Not listening yet.
      }
      if (i > 50) throw new Error("the raw node:http server did not start");
      await sleep(100);
    }

    log(`  raw node:http with the cached home page's ${page.body.length} bytes…`);
    await wrk(rawUrl, 2);
    const rawRow = { name: "raw node:http, same headers and body", ...(await wrk(rawUrl, durationSeconds)) };
    log(`  cached home page…`);
    await wrk(url, 2);
    const memory = sampleMemory(server);
    const homeRow = { name: "cached home page (`/`, X-Cache: HIT)", ...(await wrk(url, durationSeconds)) };
    homeRow.peakRssBytes = memory.stop();
    return { bodyBytes: page.body.length, rows: [rawRow, homeRow] };
  } finally {
    if (raw) await stopGroup(raw);
    await stopServer(server);
  }
}
