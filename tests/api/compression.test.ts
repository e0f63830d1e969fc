import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { responseCompression } from "../../server/compression";
import { decoded, raw, rawRequest, type Raw } from "../setup/raw-http";
import { listen, startTestServer, TEST_PERF_PATHS, type TestServer } from "../setup/test-server";

let server: TestServer;
let plain: string;

beforeAll(async () => {
  server = await startTestServer();
  plain = (await raw(server.url, "/api/rooms")).body.toString("utf8");
  expect(plain.length).toBeGreaterThan(2048);
});
afterAll(() => server.close());

/** PERF_PATHS=on compresses a body sent whole in one call, with its length; off, `compression` streams it. */
function expectWhole(res: Raw) {
  if (TEST_PERF_PATHS) {
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
  } else {
    expect(res.headers["transfer-encoding"]).toBe("chunked");
  }
}

describe("a JSON answer sent whole (GET /api/rooms)", () => {
  it("is compressed in brotli when accepted, with the same JSON inside", async () => {
    const res = await raw(server.url, "/api/rooms", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expectWhole(res);
    expect(res.body.length).toBeLessThan(plain.length / 2);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain));
  });

  it("is gzipped for a client that takes only gzip, and left alone for one that takes neither", async () => {
    const gzipped = await raw(server.url, "/api/rooms", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expectWhole(gzipped);
    expect(decoded(gzipped)).toBe(plain);

    for (const header of ["identity", "br;q=0, gzip;q=0"]) {
      const none = await raw(server.url, "/api/rooms", { "accept-encoding": header });
      expect(none.headers["content-encoding"]).toBeUndefined();
      expect(none.body.toString("utf8")).toBe(plain);
    }
  });

  it("keeps its ETag, so a current copy still gets a 304 without a body", async () => {
    const first = await raw(server.url, "/api/rooms", { "accept-encoding": "br" });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await raw(server.url, "/api/rooms", { "accept-encoding": "br", "if-none-match": String(etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the plain headers and no body", async () => {
    const head = await rawRequest(server.url, "/api/rooms", "HEAD", { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("leaves a body under 1 KB as it is", async () => {
    const small = await raw(server.url, "/api/visits/count", { "accept-encoding": "br" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toHaveProperty("totalVisits");
  });
});

describe("the same rules on other answers", () => {
  const text = "Camera vista mare, colazione in terrazza. ".repeat(100);
  let app: { url: string; close: () => void };

  beforeAll(async () => {
    const a = express();
    a.set("etag", false);
    a.use(responseCompression((req) => req.path !== "/refused", { whole: TEST_PERF_PATHS }));
    a.get("/streamed", (_req, res) => {
      res.type("text/html");
      res.write(text.slice(0, 1000));
      res.end(text.slice(1000));
    });
    a.get("/no-transform", (_req, res) => res.set("Cache-Control", "no-transform").type("text/plain").send(text));
    a.get("/refused", (_req, res) => res.type("text/plain").send(text));
    a.get("/image", (_req, res) => res.type("image/jpeg").send(Buffer.alloc(4096, 7)));
    a.get("/already", (_req, res) => res.set("Content-Encoding", "gzip").type("text/plain").send(zlib.gzipSync(text)));
    const { server: s, url } = await listen(a);
    app = { url, close: () => s.close() };
  });
  afterAll(() => app.close());

  it("streams a body written in parts, compressed as it goes", async () => {
    const res = await raw(app.url, "/streamed", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(decoded(res)).toBe(text);
  });

  it("leaves alone no-transform, the filter's refusals, images and bodies already encoded", async () => {
    for (const path of ["/no-transform", "/refused", "/image"]) {
      const res = await raw(app.url, path, { "accept-encoding": "br, gzip" });
      expect(res.headers["content-encoding"], path).toBeUndefined();
    }
    const already = await raw(app.url, "/already", { "accept-encoding": "br" });
    expect(already.headers["content-encoding"]).toBe("gzip");
    expect(decoded(already)).toBe(text);
  });
});
