import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const follow = (path: string) => server.fetch(path, { redirect: "manual" });

describe("a followed language switcher link (?set-lang=)", () => {
  it("stores the choice in the bb-language cookie and redirects to the clean address", async () => {
    const res = await follow("/rooms/due?set-lang=en");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/rooms/due");
    expect(res.headers.get("set-cookie")).toBe("bb-language=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the rest of the query, e.g. the ?lang= of a language-neutral page", async () => {
    const res = await follow("/?lang=de&set-lang=de");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/?lang=de");
    expect(res.headers.get("set-cookie")).toMatch(/^bb-language=de;/);
  });

  it("never redirects to another site", async () => {
    // Sent as written (fetch would read `//host` as another host).
    const raw = (path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        http.get({ hostname, port, path }, (res) => resolve(res.resume())).on("error", reject);
      });
    for (const path of ["//evil.example/x?set-lang=es", "/\\evil.example?set-lang=es", "///evil.example?set-lang=es"]) {
      const res = await raw(path);
      expect(res.statusCode, path).toBe(303);
      expect(res.headers.location, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it("ignores an unknown language: no cookie, no redirect", async () => {
    const res = await follow("/api/rooms?set-lang=fr");
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("only on reads: a POST with the marker is not redirected", async () => {
    const res = await server.fetch("/api/visits?set-lang=en", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).not.toBe(303);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("bb-language");
  });
});
