import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pricing, quotes, reviews, rooms, siteSettings, superAdminSettings, users } from "~/db/schema";

import { call, expectApiError, json, rowCount, validQuote, validReview, withCookie, type ApiResponse } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: string;
let reviewId: number;
/** Every error answer this file provokes, to check none leaks internals. */
const errors: ApiResponse<unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminCookie();
  const created = await call<{ id: number }>(server, "/api/reviews", json("POST", validReview()));
  expect(created.status).toBe(201);
  reviewId = created.body.id;
  await call(server, "/api/quotes", json("POST", validQuote()));
});
afterAll(() => server.close());

async function req<T = unknown>(path: string, init?: RequestInit): Promise<ApiResponse<T>> {
  const res = await call<T>(server, path, init);
  if (res.status >= 400) errors.push(res);
  return res;
}

/** Everything an unauthorised write could change. */
async function snapshot() {
  const [review] = await server.db.select().from(reviews).where(eq(reviews.id, reviewId));
  const [setting] = await server.db.select().from(siteSettings).where(eq(siteSettings.key, "show_reviews_section"));
  return {
    quotes: await rowCount(server, quotes),
    reviews: await rowCount(server, reviews),
    review,
    setting: setting?.value,
    prices: await server.db.select().from(pricing).orderBy(pricing.id),
    rooms: await server.db.select().from(rooms).orderBy(rooms.id),
    superAdmin: await server.db.select().from(superAdminSettings),
    users: await server.db.select().from(users),
  };
}

const adminCalls = (): [string, string, RequestInit][] => [
  ["GET /api/quotes", "/api/quotes", { method: "GET" }],
  ["GET /api/reviews/all", "/api/reviews/all", { method: "GET" }],
  ["PATCH approve", `/api/reviews/${reviewId}/approve`, { method: "PATCH" }],
  ["DELETE review", `/api/reviews/${reviewId}`, { method: "DELETE" }],
  ["PUT setting", "/api/settings/show_reviews_section", json("PUT", { value: "false" })],
  ["PATCH price", "/api/pricing/1/high", json("PATCH", { pricePerNight: 1 })],
  ["PUT booking links", "/api/rooms/1/booking-links", json("PUT", { bookingUrl: "https://evil.example", airbnbUrl: null })],
  ["PUT room images", "/api/rooms/1/images", json("PUT", { images: [] })],
  ["DELETE breakfast image", "/api/breakfast-images/1", { method: "DELETE" }],
];

describe("admin endpoints", () => {
  it("without a session: 401 JSON and nothing changes", async () => {
    const before = await snapshot();
    for (const [label, path, init] of adminCalls()) {
      const res = await req(path, init);
      expect(res.status, label).toBe(401);
      expectApiError(res, 401, "unauthorized");
      expect(res.text, label).not.toContain("@example.com");
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    "bb_admin=bogus",
    "bb_admin=",
    `bb_admin=${"A".repeat(43)}`,
    `bb_admin=${"A".repeat(500)}`,
    "bb_admin=%E0%A4%A",
    "bb_super=bogus; other=1",
  ])("with the bogus cookie %j: 401 and nothing changes", async (cookie) => {
    const before = await snapshot();
    for (const [label, path, init] of adminCalls()) {
      const res = await req(path, withCookie(init, cookie));
      expect(res.status, label).toBe(401);
      expectApiError(res, 401, "unauthorized");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("with a session the same calls go through (the 401s above are about the session)", async () => {
    expect((await req("/api/quotes", withCookie({}, admin))).status).toBe(200);
    expect((await req("/api/reviews/all", withCookie({}, admin))).status).toBe(200);
  });
});

describe("malformed requests", () => {
  it("invalid JSON: 400 invalid_json and nothing stored", async () => {
    const before = await rowCount(server, quotes);
    for (const body of ['{"a":', "{firstName: 'x'}", "null", '"text"']) {
      const res = await req("/api/quotes", json("POST", body));
      expectApiError(res, 400, "invalid_json");
    }
    expect(await rowCount(server, quotes)).toBe(before);
  });

  it("invalid JSON on a login: 400 invalid_json", async () => {
    expectApiError(await req("/api/auth/login", json("POST", '{"username":"admin",')), 400, "invalid_json");
  });

  it("a JSON body over 100 kB: 413 and nothing stored", async () => {
    const before = await rowCount(server, quotes);
    const res = await req("/api/quotes", json("POST", validQuote({ specialRequests: "x".repeat(150_000) })));
    expectApiError(res, 413, "payload_too_large");
    expect(await rowCount(server, quotes)).toBe(before);
  });

  it("a JSON body just under the limit is read (and refused on its merits)", async () => {
    const res = await req("/api/quotes", json("POST", validQuote({ specialRequests: "x".repeat(90_000) })));
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("specialRequests");
  });

  it("an unknown API path: 404 JSON", async () => {
    for (const [method, path] of [
      ["GET", "/api/whatever"],
      ["POST", "/api/whatever"],
      ["GET", "/api/quotes/1/secret"],
      ["DELETE", "/api/reviews"],
      ["GET", "/api/"],
    ] as const) {
      const res = await req(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expectApiError(res, 404, "not_found");
    }
  });

  it("API answers are never cached and do not advertise the framework", async () => {
    const res = await req("/api/reviews");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("cross-site requests (CSRF)", () => {
  it("a POST with Origin: https://evil.example is refused with 403 and nothing is stored", async () => {
    const before = await rowCount(server, quotes);
    const res = await req("/api/quotes", json("POST", validQuote(), { origin: "https://evil.example" }));
    expectApiError(res, 403, "cross_origin");
    expect(await rowCount(server, quotes)).toBe(before);
  });

  it("an admin write from another site is refused even with the admin's cookie", async () => {
    const before = await snapshot();
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await req(`/api/reviews/${reviewId}`, withCookie({ method: "DELETE", headers }, admin));
      expectApiError(res, 403, "cross_origin");
      const put = await req("/api/settings/show_reviews_section", withCookie(json("PUT", { value: "false" }, headers), admin));
      expectApiError(put, 403, "cross_origin");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a login from another site is refused", async () => {
    const res = await req("/api/auth/login", json("POST", TEST_ADMIN, { origin: "https://evil.example" }));
    expectApiError(res, 403, "cross_origin");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("bb_admin="))).toBe(false);
  });

  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "null" }],
    [{ origin: "http://127.0.0.1.evil.example" }],
    [{ origin: "not a url" }],
  ])("a POST with %j is refused with 403 and nothing is stored", async (headers) => {
    const before = await rowCount(server, reviews);
    const res = await req("/api/reviews", json("POST", validReview(), headers));
    expectApiError(res, 403, "cross_origin");
    expect(await rowCount(server, reviews)).toBe(before);
  });

  it("a POST from the server's own origin is allowed", async () => {
    const before = await rowCount(server, quotes);
    const res = await req("/api/quotes", json("POST", validQuote(), { origin: server.url, "sec-fetch-site": "same-origin" }));
    expect(res.status, res.text).toBe(201);
    expect(await rowCount(server, quotes)).toBe(before + 1);
  });

  it("a POST typed in by the user (Sec-Fetch-Site: none) or sent by a script (no headers) is allowed", async () => {
    expect((await req("/api/visits", json("POST", {}, { "sec-fetch-site": "none" }))).status).toBe(201);
    expect((await req("/api/visits", json("POST", {}))).status).toBe(201);
  });

  it("a GET from another site is still answered (reads change nothing)", async () => {
    const res = await req("/api/reviews", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
  });
});

describe("security headers", () => {
  it("are present on API answers, successful or not", async () => {
    for (const res of [await req("/api/reviews"), await req("/api/whatever"), await req("/api/quotes")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/default-src 'self'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
      expect(res.headers.get("referrer-policy")).not.toMatch(/unsafe-url|no-referrer-when-downgrade/);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("a photo keeps nosniff and its resource policy, without a document's headers; an SVG keeps them all", async () => {
    fs.mkdirSync(path.join(server.uploadsDir, "rooms"), { recursive: true });
    fs.writeFileSync(path.join(server.uploadsDir, "rooms", "photo-480.avif"), Buffer.from([0, 0, 0, 0]));
    fs.writeFileSync(path.join(server.uploadsDir, "rooms", "drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const photo = await req("/uploads/rooms/photo-480.avif");
    expect(photo.status).toBe(200);
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(photo.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
    ])
      expect(photo.headers.get(name), name).toBeNull();
    const svg = await req("/uploads/rooms/drawing.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(svg.headers.get("x-frame-options")).toBe("DENY");
    // A missing file is answered by the application, with every header.
    const missing = await req("/uploads/rooms/missing-480.avif");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("use a fresh script nonce on every answer", async () => {
    const nonce = (h: Headers) => /'nonce-([^']+)'/.exec(h.get("content-security-policy") ?? "")?.[1];
    const a = nonce((await req("/api/reviews")).headers);
    const b = nonce((await req("/api/reviews")).headers);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe("error answers", () => {
  it("never contain a stack trace or SQL", async () => {
    // A few more kinds of failure on top of those collected above.
    errors.push(await req("/api/quotes", json("POST", validQuote({ guests: 4, preferredRoom: "uno" }))));
    errors.push(await req("/api/quotes", json("POST", validQuote({ checkIn: "2027-02-30" }))));
    errors.push(await req("/api/reviews/99999/approve", withCookie({ method: "PATCH" }, admin)));
    errors.push(await req("/api/auth/login", json("POST", { username: "admin'; drop table users; --", password: "x" })));
    errors.push(await req("/api/settings/nope"));
    errors.push(await req("/api/super-admin/settings", json("PUT", { siteOffline: "yes" })));
    expect(errors.length).toBeGreaterThan(20);
    for (const res of errors) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const lower = res.text.toLowerCase();
      for (const needle of ["stack", "at ", "select ", "insert into", "drizzle", "postgres", "pglite", "node_modules"]) {
        expect(lower, `${res.status} ${res.text}`).not.toContain(needle);
      }
      expect(res.body, res.text).toHaveProperty("error.code");
      expect(res.body, res.text).toHaveProperty("error.message");
    }
    expect(await rowCount(server, users)).toBe(1);
  });
});
