import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createHandler } from "../../server/app";
import { HtmlCache } from "../../server/html-cache/store";
import { loadPages } from "../setup/pages";
import { decoded, rawRequest, type Raw } from "../setup/raw-http";
import { listen, startTestServer, type TestServer } from "../setup/test-server";

/**
 * PERF_PATHS=off (React Router's stock Express handler, the plain `compression` middleware, no
 * fast path) must answer exactly what PERF_PATHS=on answers: the same pages and API answers, with
 * the same headers, apart from how the body travels (its length or chunks) and each answer's nonce.
 */

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;
const sites: { on: string; off: string; onCached: string; offCached: string } = { on: "", off: "", onCached: "", offCached: "" };
const servers: Server[] = [];

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer();
  await pages.share(server);
  const site = async (perfPaths: boolean, htmlCache?: HtmlCache) => {
    const env = { ...server.env, perfPaths };
    const { server: s, url } = await listen(
      createHandler({ env, pages: { handler: pages.handler({ perfPaths }), clientDir: pages.clientDir }, htmlCache }),
    );
    servers.push(s);
    return url;
  };
  sites.on = await site(true);
  sites.off = await site(false);
  sites.onCached = await site(true, new HtmlCache());
  sites.offCached = await site(false, new HtmlCache());
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await server?.close();
  await pages?.close();
});

const PAGES = [
  "/",
  "/camere",
  "/camere/due",
  "/prezzi",
  "/colazione",
  "/?lang=en",
  "/zimmer",
  "/contatti",
  "/privacy",
  "/preventivo",
  "/quote",
  "/nowhere",
  "/admin",
];
const BR = { "accept-encoding": "br, gzip" };
/** How a body travels and what differs on every answer: not what the two modes must share. */
const TRANSFER = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive", "etag"]);
const PROMISE_CHUNK = /streamController\.enqueue\("(P\d+):(?:[^"\\]|\\.)*"\);/g;

/**
 * An answer with its CSP nonce replaced and the home page's promise data named only (the promise
 * that settles first comes first in the page and numbers its values first).
 */
function comparable(res: Raw): { status: number; headers: Record<string, unknown>; body: string } {
  const text = res.status === 304 || res.body.length === 0 ? "" : decoded(res);
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"] ?? ""))?.[1];
  const promises = [...text.matchAll(PROMISE_CHUNK)].map((m) => m[1]!).sort();
  let next = 0;
  const body = (nonce ? text.split(nonce).join("NONCE") : text).replace(PROMISE_CHUNK, () => `promise ${promises[next++]}`);
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !TRANSFER.has(name))
      .map(([name, value]) => [name, nonce && typeof value === "string" ? value.split(nonce).join("NONCE") : value]),
  );
  return { status: res.status, headers, body };
}

async function both(on: string, off: string, path: string, method = "GET", headers: Record<string, string> = BR) {
  // One Host for both: without PUBLIC_URL a page's links name the request's origin.
  const asked = { ...headers, host: "bnb.test" };
  const [a, b] = [await rawRequest(on, path, method, asked), await rawRequest(off, path, method, asked)];
  return { on: comparable(a), off: comparable(b) };
}

describe("PERF_PATHS=on and off", () => {
  it("render the same pages, with the same headers, in every encoding", async () => {
    for (const path of PAGES) {
      for (const headers of [BR, { "accept-encoding": "gzip" }, {}]) {
        const { on, off } = await both(sites.on, sites.off, path, "GET", headers);
        expect(on.status, path).toBeLessThan(500);
        expect(off, `${path} ${JSON.stringify(headers)}`).toEqual(on);
      }
    }
    const head = await both(sites.on, sites.off, "/camere", "HEAD");
    expect(head.off).toEqual(head.on);
    // The two really differ in how a page travels: on sends it whole, off streams it.
    const [on, off] = [await rawRequest(sites.on, "/camere", "GET", BR), await rawRequest(sites.off, "/camere", "GET", BR)];
    expect([on.headers["content-length"], on.headers["transfer-encoding"]]).toEqual([String(on.body.length), undefined]);
    expect([off.headers["content-length"], off.headers["transfer-encoding"]]).toEqual([undefined, "chunked"]);
  });

  it("serve the same pages from the page cache, stored and hit", async () => {
    for (const path of ["/", "/camere", "/zimmer/uno", "/?lang=de"]) {
      for (const state of ["MISS", "HIT"]) {
        const { on, off } = await both(sites.onCached, sites.offCached, path);
        expect(on.headers["x-cache"], path).toBe(state);
        expect(off, `${path} ${state}`).toEqual(on);
      }
    }
  });

  it("give the same API answers, redirects and errors", async () => {
    for (const [method, path] of [
      ["GET", "/api/rooms"],
      ["GET", "/api/visits/count"],
      ["GET", "/api/nowhere"],
      ["GET", "/camere?set-lang=en"],
      ["POST", "/api/quotes"],
    ] as const) {
      const { on, off } = await both(sites.on, sites.off, path, method);
      expect(off, `${method} ${path}`).toEqual(on);
    }
  });
});
