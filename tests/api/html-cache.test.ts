import { eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readContentVersion } from "~/db/content-version.server";
import { appMeta } from "~/db/schema";

import { createApp, createHandler } from "../../server/app";
import { ContentWatch } from "../../server/content-changes";
import { withCacheHits } from "../../server/html-cache/hits";
import { HtmlCache } from "../../server/html-cache/store";
import { json, validQuote, withCookie } from "../setup/api-helpers";
import { roomBySlug } from "../setup/content-state";
import { loadPages } from "../setup/pages";
import { decoded, raw, rawRequest, type Raw } from "../setup/raw-http";
import { listen, startTestServer, TEST_PERF_PATHS, type TestServer } from "../setup/test-server";

const BR = { "accept-encoding": "br, gzip" };

let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;
let cache: HtmlCache;
let admin: string;

beforeAll(async () => {
  pages = await loadPages();
  cache = new HtmlCache();
  server = await startTestServer({}, { pages: { handler: pages.handler(), clientDir: pages.clientDir }, htmlCache: cache });
  await pages.share(server);
  admin = await server.adminCookie();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

describe("public pages from the cache", () => {
  it("renders a page once, then serves it from memory: brotli, gzip and plain decode to the same HTML", async () => {
    const first = await raw(server.url, "/camere", BR);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await raw(server.url, "/camere", BR);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(second.headers["cache-control"]).toBe("no-cache");
    const gzipped = await raw(server.url, "/camere", { "accept-encoding": "gzip, deflate" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await raw(server.url, "/camere", { "accept-encoding": "br;q=0, deflate" });
    expect(plain.headers["x-cache"]).toBe("HIT");
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));

    const html = decoded(second);
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="it"');
    expect(decoded(gzipped)).toBe(html);
    expect(decoded(plain)).toBe(html);
    expect(decoded(first)).toBe(html);
    expect(new Set([second.headers.etag, gzipped.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers 304 to a browser that already has the page, with the page's own security policy", async () => {
    const page = await raw(server.url, "/camere", BR);
    const again = await raw(server.url, "/camere", { ...BR, "if-none-match": page.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    expect(again.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    const other = await raw(server.url, "/camere", { ...BR, "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("sends, on a hit, the security policy whose nonce the cached scripts carry", async () => {
    await raw(server.url, "/chi-siamo", BR);
    const hit = await raw(server.url, "/chi-siamo", BR);
    expect(hit.headers["x-cache"]).toBe("HIT");
    const headerNonce = /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))?.[1];
    const html = decoded(hit);
    const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(headerNonce).toBeTruthy();
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([headerNonce]));
    // Everything else about the answer is fresh: an uncached page gets a nonce of its own.
    const uncached = await raw(server.url, "/chi-siamo?x=1", BR);
    expect(uncached.headers["content-security-policy"]).not.toBe(hit.headers["content-security-policy"]);
  });

  it("keeps one page per language chosen by cookie or by ?lang= alone, and renders other query strings every time", async () => {
    await raw(server.url, "/", BR);
    expect((await raw(server.url, "/", BR)).headers["x-cache"]).toBe("HIT");
    const en = await raw(server.url, "/", { ...BR, cookie: "bb-language=en" });
    expect(en.headers["x-cache"]).toBe("MISS");
    expect(decoded(en)).toContain('<html lang="en"');
    const de = await raw(server.url, "/", { ...BR, cookie: "other=1; bb-language=de" });
    expect(de.headers["x-cache"]).toBe("MISS");
    expect(decoded(de)).toContain('<html lang="de"');
    expect((await raw(server.url, "/", { ...BR, cookie: "bb-language=en" })).headers["x-cache"]).toBe("HIT");
    expect(decoded(await raw(server.url, "/", BR))).toContain('<html lang="it"');

    // The hreflang links of / and /privacy: ?lang=xx alone is a page of its own.
    const linked = await raw(server.url, "/?lang=es", BR);
    expect(linked.headers["x-cache"]).toBe("MISS");
    expect(decoded(linked)).toContain('<html lang="es"');
    const again = await raw(server.url, "/?lang=es", BR);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(decoded(again)).toContain('<html lang="es"');

    for (const path of ["/?lang=en&utm_source=x", "/?lang=xx", "/?utm_source=x"]) {
      const query = await raw(server.url, path, BR);
      expect(query.status, path).toBe(200);
      expect(query.headers["x-cache"], path).toBeUndefined();
    }
    expect(decoded(await raw(server.url, "/?lang=en&utm_source=x", BR))).toContain('<html lang="en"');
  });

  it("never keeps the admin panel", async () => {
    await raw(server.url, "/admin", { cookie: admin });
    const again = await raw(server.url, "/admin", { cookie: admin });
    expect(again.status).toBe(200);
    expect(again.headers["x-cache"]).toBeUndefined();
    expect(again.headers["cache-control"]).toBe("no-store");
  });

  it("never keeps a panel reached by another spelling of its path (case, %-escapes), nor any non-canonical path", async () => {
    for (const path of ["/ADMIN", "/Admin", "/%61dmin", "/%61%64%6d%69%6e", "/SUPER-ADMIN", "/super-%61dmin", "/Camere", "/camere/d%75e"]) {
      for (let i = 0; i < 2; i++) {
        const res = await raw(server.url, path, { cookie: admin });
        expect(res.headers["x-cache"], `${path} (request ${i + 1})`).toBeUndefined();
      }
    }
    // The canonical public path is still kept.
    await raw(server.url, "/camere/due", BR);
    expect((await raw(server.url, "/camere/due", BR)).headers["x-cache"]).toBe("HIT");
  });
});

describe("dropping the cache", () => {
  const patchPrice = async (price: number) => {
    const uno = await roomBySlug(server, "uno");
    const res = await server.fetch(`/api/pricing/${uno.id}/high`, withCookie(json("PATCH", { pricePerNight: price }), admin));
    expect(res.status).toBe(200);
  };

  it("shows the administrator's new price on the very next page view", async () => {
    await raw(server.url, "/prezzi", BR);
    const before = await raw(server.url, "/prezzi", BR);
    expect(before.headers["x-cache"]).toBe("HIT");
    // As a whole number: the page also carries random digits (the development manifest's version).
    expect(decoded(before)).not.toMatch(/\b987\b/);
    const version = await readContentVersion();
    await patchPrice(987);
    expect(await readContentVersion()).not.toBe(version);
    const after = await raw(server.url, "/prezzi", BR);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(decoded(after)).toMatch(/\b987\b/);
  });

  it("keeps the pages when a guest asks for a quote, records a visit or signs in", async () => {
    await raw(server.url, "/prezzi", BR);
    const version = await readContentVersion();
    expect((await server.fetch("/api/quotes", json("POST", validQuote()))).status).toBe(201);
    expect((await server.fetch("/api/visits", json("POST", {}))).status).toBeLessThan(300);
    await server.adminCookie();
    expect((await server.fetch("/api/init", json("POST"))).status).toBe(200);
    expect((await raw(server.url, "/prezzi", BR)).headers["x-cache"]).toBe("HIT");
    expect(await readContentVersion()).toBe(version);
  });

  it("keeps the maintenance page while the site is offline and drops it when it comes back", async () => {
    const superAdmin = await server.superAdminCookie();
    const put = async (siteOffline: boolean) => {
      const current = (await (await server.fetch("/api/super-admin/settings")).json()) as Record<string, unknown>;
      const res = await server.fetch("/api/super-admin/settings", withCookie(json("PUT", { ...current, siteOffline }), superAdmin));
      expect(res.status).toBe(200);
    };
    await raw(server.url, "/prezzi", BR);
    await put(true);
    const offline = await raw(server.url, "/prezzi", BR);
    expect(offline.status).toBe(503);
    expect(offline.headers["x-cache"]).toBe("MISS");
    const again = await raw(server.url, "/prezzi", BR);
    expect(again.status).toBe(503);
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.headers["retry-after"]).toBe("300");
    expect(again.headers["cache-control"]).toBe("no-store");
    await put(false);
    const back = await raw(server.url, "/prezzi", BR);
    expect(back.status).toBe(200);
  });

  it("drops another process's pages within its poll interval, through the version in the database", async () => {
    const POLL_MS = 200;
    // As in a new database: the first content change ever must reach the other process too.
    await server.db.delete(appMeta).where(eq(appMeta.key, "content_version"));
    const twinCache = new HtmlCache();
    const stop = new ContentWatch(() => twinCache.clear()).watch(readContentVersion, POLL_MS);
    const twin = await listen(
      createHandler({ env: server.env, pages: { handler: pages.handler(), clientDir: pages.clientDir }, htmlCache: twinCache }),
    );
    try {
      await raw(twin.url, "/prezzi", BR);
      expect((await raw(twin.url, "/prezzi", BR)).headers["x-cache"]).toBe("HIT");
      await patchPrice(654);
      const started = performance.now();
      // This process knows at once; the twin serves its stored page until its next poll.
      expect(decoded(await raw(server.url, "/prezzi", BR))).toMatch(/\b654\b/);
      let page = "";
      while (!/\b654\b/.test(page) && performance.now() - started < 3000) page = decoded(await raw(twin.url, "/prezzi", BR));
      const stale = performance.now() - started;
      expect(page).toMatch(/\b654\b/);
      // One poll interval, plus a render on a machine that may be busy.
      expect(stale).toBeLessThan(POLL_MS + 1500);
    } finally {
      stop();
      await new Promise((resolve) => twin.server.close(resolve));
    }
  });
});

describe("pages rendered without the cache (HTML_CACHE=off)", () => {
  // PERF_PATHS=on sends a page whole with its length; off, @react-router/express streams it.
  const expectWhole = (page: Raw) => {
    if (TEST_PERF_PATHS) {
      expect(page.headers["transfer-encoding"]).toBeUndefined();
      expect(page.headers["content-length"]).toBe(String(page.body.length));
    } else {
      expect(page.headers["transfer-encoding"]).toBe("chunked");
    }
  };

  it("are compressed as the client accepts and decode to the page", async () => {
    const site = await listen(createHandler({ env: server.env, pages: { handler: pages.handler(), clientDir: pages.clientDir } }));
    try {
      for (const encoding of ["br", "gzip"]) {
        const page = await raw(site.url, "/camere", { "accept-encoding": encoding });
        expect(page.status).toBe(200);
        expect(page.headers["content-encoding"]).toBe(encoding);
        expectWhole(page);
        expect(page.headers.vary).toMatch(/Accept-Encoding/);
        expect(decoded(page)).toMatch(/^<!DOCTYPE html>[\s\S]*<h1[\s\S]*<\/html>$/i);
      }
      const plain = await raw(site.url, "/camere", { "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expectWhole(plain);
      const head = await rawRequest(site.url, "/camere", "HEAD", BR);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    } finally {
      await new Promise((resolve) => site.server.close(resolve));
    }
  });
});

describe("what is never kept", () => {
  const fixture = async (handler: RequestHandler) => {
    const own = new HtmlCache();
    const app = await listen(createHandler({ env: server.env, pages: { handler, clientDir: pages.clientDir }, htmlCache: own }));
    return { ...app, cache: own, close: () => new Promise((resolve) => app.server.close(resolve)) };
  };

  it("renders an answer that sets a cookie every time", async () => {
    let renders = 0;
    const site = await fixture((_req, res) => {
      renders++;
      res.cookie("flavour", "chocolate").type("html").send("<!DOCTYPE html><p>A page with a cookie</p>".padEnd(2000, " "));
    });
    try {
      const first = await raw(site.url, "/", BR);
      const second = await raw(site.url, "/", BR);
      expect(renders).toBe(2);
      expect(second.headers["set-cookie"]).toEqual(["flavour=chocolate; Path=/"]);
      expect(second.headers["x-cache"]).toBeUndefined();
      // Sent as it would have been without the cache, compression included.
      expect(second.headers["content-encoding"]).toBe("br");
      expect(decoded(second)).toBe(decoded(first));
      expect(site.cache.size).toBe(0);
    } finally {
      await site.close();
    }
  });

  it("renders once for many visitors asking for the same page at the same moment", async () => {
    let renders = 0;
    const site = await fixture(async (_req, res) => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      res.type("html").send(`<!DOCTYPE html><p>render ${renders}</p>`);
    });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => raw(site.url, "/", BR)));
      expect(renders).toBe(1);
      expect(answers.map((a) => a.headers["x-cache"]).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
      expect(new Set(answers.map(decoded))).toEqual(new Set(["<!DOCTYPE html><p>render 1</p>"]));
    } finally {
      await site.close();
    }
  });

  it("does not keep error pages", async () => {
    let renders = 0;
    const site = await fixture((_req, res) => {
      renders++;
      res.status(500).type("html").send("<!DOCTYPE html><p>broken</p>");
    });
    try {
      await raw(site.url, "/", BR);
      const second = await raw(site.url, "/", BR);
      expect(second.status).toBe(500);
      expect(renders).toBe(2);
    } finally {
      await site.close();
    }
  });
});

// A fast path of PERF_PATHS=on: with off, the Express middleware above answers every hit.
describe.skipIf(!TEST_PERF_PATHS)("hits answered by node:http in front of Express", () => {
  const appOptions = (htmlCache: HtmlCache, env = server.env) => ({
    env,
    pages: { handler: pages.handler(), clientDir: pages.clientDir },
    htmlCache,
  });
  /** The answer without the headers that differ between any two answers (the clock). */
  const comparable = (res: Raw) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.status, headers, body: res.body.toString("base64") };
  };

  it("answers a hit exactly as the Express app answers it from the same cache: encodings, 304, HEAD, languages", async () => {
    // The same cache behind Express alone, as before the fast path.
    const expressOnly = await listen(createApp(appOptions(cache)));
    try {
      for (const path of ["/camere", "/?lang=de", "/zimmer/uno"]) await raw(server.url, path, BR);
      const etag = (await raw(server.url, "/camere", BR)).headers.etag!;
      const variants: [string, string, Record<string, string>][] = [
        ["GET", "/camere", BR],
        ["GET", "/camere", { "accept-encoding": "gzip" }],
        ["GET", "/camere", {}],
        ["GET", "/camere", { "accept-encoding": "br;q=0, gzip;q=0" }],
        ["HEAD", "/camere", BR],
        ["GET", "/camere", { ...BR, "if-none-match": etag }],
        ["HEAD", "/camere", { ...BR, "if-none-match": etag }],
        ["GET", "/camere", { ...BR, "if-none-match": '"other"' }],
        ["GET", "/?lang=de", BR],
        ["GET", "/zimmer/uno", { "accept-encoding": "gzip" }],
      ];
      for (const [method, path, asked] of variants) {
        // One Host for both servers: without PUBLIC_URL the page's origin is part of its key.
        const headers = { ...asked, host: new URL(server.url).host };
        const fast = await rawRequest(server.url, path, method, headers);
        const slow = await rawRequest(expressOnly.url, path, method, headers);
        const label = `${method} ${path} ${JSON.stringify(headers)}`;
        expect(fast.headers["x-cache"], label).toBe("HIT");
        expect(comparable(fast), label).toEqual(comparable(slow));
      }
      expect((await rawRequest(server.url, "/camere", "GET", { ...BR, "if-none-match": etag })).status).toBe(304);
      expect((await rawRequest(server.url, "/camere", "HEAD", BR)).body.length).toBe(0);
    } finally {
      await new Promise((resolve) => expressOnly.server.close(resolve));
    }
  });

  it("never lets a hit reach Express, and passes everything else to it unchanged", async () => {
    const own = new HtmlCache();
    const app = createApp(appOptions(own));
    const reached: string[] = [];
    const site = await listen(
      withCacheHits(
        (req, res) => {
          reached.push(`${req.method} ${req.url}`);
          app(req, res);
        },
        own,
        { publicUrl: undefined, trust: app.get("trust proxy fn") },
      ),
    );
    try {
      const first = await raw(site.url, "/prezzi", BR);
      expect(first.headers["x-cache"]).toBe("MISS");
      for (let i = 0; i < 3; i++) expect((await raw(site.url, "/prezzi", BR)).headers["x-cache"]).toBe("HIT");
      expect((await rawRequest(site.url, "/prezzi", "HEAD", BR)).headers["x-cache"]).toBe("HIT");
      expect(reached).toEqual(["GET /prezzi"]);

      // Bypassed as the Express middleware bypasses them: each reaches the app, and none is kept.
      reached.length = 0;
      const bypassed = ["/prezzi?x=1", "/PREZZI", "/%70rezzi", "//prezzi", "/api/pricing", "/favicon.ico", "/admin"];
      for (const path of bypassed) {
        const res = await rawRequest(site.url, path, "GET", BR);
        expect(res.headers["x-cache"], path).toBeUndefined();
      }
      const posted = await rawRequest(site.url, "/prezzi", "POST", BR);
      expect(posted.headers["x-cache"]).toBeUndefined();
      expect(reached).toEqual([...bypassed.map((p) => `GET ${p}`), "POST /prezzi"]);
    } finally {
      await new Promise((resolve) => site.server.close(resolve));
    }
  });

  it("keys pages by the host and scheme a trusted proxy names, as Express does", async () => {
    const env = { ...server.env, trustProxy: 1 as const };
    const own = new HtmlCache();
    const fast = await listen(createHandler(appOptions(own, env)));
    const expressOnly = await listen(createApp(appOptions(own, env)));
    const via = (host: string, proto = "https") => ({ ...BR, "x-forwarded-host": host, "x-forwarded-proto": proto });
    try {
      expect((await raw(fast.url, "/contatti", via("a.example"))).headers["x-cache"]).toBe("MISS");
      expect((await raw(fast.url, "/contatti", via("a.example"))).headers["x-cache"]).toBe("HIT");
      expect((await raw(expressOnly.url, "/contatti", via("a.example"))).headers["x-cache"]).toBe("HIT");
      // Another host, another scheme: another page (its links name that origin).
      expect((await raw(fast.url, "/contatti", via("b.example"))).headers["x-cache"]).toBe("MISS");
      expect((await raw(fast.url, "/contatti", via("a.example", "http"))).headers["x-cache"]).toBe("MISS");
      expect((await raw(expressOnly.url, "/contatti", via("a.example", "http"))).headers["x-cache"]).toBe("HIT");
      expect((await raw(fast.url, "/contatti", via("a.example, evil.example"))).headers["x-cache"]).toBe("HIT");
    } finally {
      await new Promise((resolve) => fast.server.close(resolve));
      await new Promise((resolve) => expressOnly.server.close(resolve));
    }
  });
});
