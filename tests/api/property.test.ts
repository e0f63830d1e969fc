import { asc } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  appMeta,
  breakfastImages,
  loginAttempts,
  mediaAssets,
  policePortal,
  pricing,
  quotes,
  reviews,
  rooms,
  sessions,
  siteSettings,
  siteVisits,
  superAdminSettings,
  users,
} from "~/db/schema";

import { validQuote, validReview } from "../setup/api-helpers";
import { smallJpeg } from "../setup/images";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Random and hostile bodies against every write endpoint of the REST API: never a 5xx, and a 4xx
 * stores nothing (rows and upload files compared before and after each request).
 */
let server: TestServer;
let adminCookie: string;
let superCookie: string;
let roomIds: number[];
let runs = 0;
const statusCounts: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  adminCookie = await server.adminCookie();
  superCookie = await server.superAdminCookie();
  roomIds = (await server.db.select({ id: rooms.id }).from(rooms)).map((r) => r.id);
});
afterAll(async () => {
  console.log(`[figure] fast-check: ${runs} hostile requests, statuses ${JSON.stringify(statusCounts)}`);
  await server?.close();
});

/** Everything a write endpoint could change. Failed sign-ins are counted by design, so attempts are apart. */
async function snapshot() {
  const db = server.db;
  const [data, attempts] = await Promise.all([
    Promise.all([
      db.select().from(quotes).orderBy(asc(quotes.id)),
      db.select().from(reviews).orderBy(asc(reviews.id)),
      db.select().from(siteVisits),
      db.select({ id: sessions.id, kind: sessions.kind }).from(sessions).orderBy(asc(sessions.id)),
      db.select().from(users),
      db.select().from(rooms).orderBy(asc(rooms.id)),
      db.select().from(pricing).orderBy(asc(pricing.id)),
      db.select().from(siteSettings),
      db.select().from(superAdminSettings),
      db.select().from(mediaAssets),
      db.select().from(breakfastImages),
      db.select().from(appMeta),
      db.select().from(policePortal),
    ]),
    db.select().from(loginAttempts),
  ]);
  return { data: JSON.stringify(data), attempts: JSON.stringify(attempts), files: server.uploadedFiles().sort() };
}

const LONG = "x".repeat(150_000);
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "__proto__",
    "constructor",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "1e309",
    "-0",
    "NaN",
    "true",
    "null",
    "+275760-09-13",
    "9999-12-31",
    "0001-01-01",
    "2025-02-30",
    "🏖️".repeat(300),
    "x".repeat(5_000),
    LONG,
  ),
);
const hostileLeaf = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, 2 ** 31),
);
const hostileKey = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "prototype", "toString"));
const hostileValue = fc.oneof(
  { weight: 3, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.anything({ key: hostileKey, values: [hostileLeaf], maxDepth: 2, maxKeys: 4 }) },
);

/** A valid body with some fields replaced or added (including prototype keys), or any value at all. */
function bodyFor(valid: () => Record<string, unknown>, fields: string[]) {
  const mutated = fc
    .dictionary(fc.oneof(fc.constantFrom(...fields), hostileKey), hostileValue, { minKeys: 1, maxKeys: 3 })
    .map((changes) => {
      const body: Record<string, unknown> = { ...valid() };
      for (const [k, v] of Object.entries(changes))
        Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      return body;
    });
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 3 }) },
  );
}

/** How the body goes over the wire: JSON mostly, sometimes broken JSON or another content type. */
const encoding = fc.constantFrom("json", "json", "json", "broken", "text", "form");
function encode(body: unknown, how: string): { headers: Record<string, string>; body?: string } {
  const text = JSON.stringify(body) ?? "null";
  if (how === "broken")
    return { headers: { "content-type": "application/json" }, body: text.slice(0, Math.max(1, text.length - 1)) + "\u0000{" };
  if (how === "text") return { headers: { "content-type": "text/plain" }, body: text };
  if (how === "form")
    return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `a=${encodeURIComponent(text)}&__proto__[x]=1` };
  return { headers: { "content-type": "application/json" }, body: text };
}

const pathParam = fc.oneof(
  fc.constantFrom("1", "2", "0", "-1", "999999999", "1e3", "abc", "%00", "__proto__", "1;drop table rooms", "%F0%9F%8F%96"),
  fc.nat().map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

type Auth = "none" | "admin" | "super";
const cookieFor = (auth: Auth) => (auth === "admin" ? adminCookie : auth === "super" ? superCookie : undefined);

/** Sends the request, then checks: no 5xx; a 4xx left every row and file as it was. */
async function expectSafe(method: string, path: string, auth: Auth, init: { headers?: Record<string, string>; body?: BodyInit }) {
  const before = await snapshot();
  const cookie = cookieFor(auth);
  const res = await server.fetch(path, { method, body: init.body, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
  const text = await res.text();
  runs++;
  statusCounts[res.status] = (statusCounts[res.status] ?? 0) + 1;
  expect(res.status, `${method} ${path} → ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const after = await snapshot();
    expect(after.data, `${method} ${path} ${res.status} changed stored data`).toBe(before.data);
    expect(after.files, `${method} ${path} ${res.status} left files`).toEqual(before.files);
    // Only a refused key or password is counted (rate limiting); a malformed request is not.
    if (![401, 403, 429].includes(res.status))
      expect(after.attempts, `${method} ${path} ${res.status} counted an attempt`).toBe(before.attempts);
  }
}

type JsonEndpoint = { name: string; method: string; path: fc.Arbitrary<string>; auth: Auth; body: fc.Arbitrary<unknown> };

const superValid = () => ({
  siteOffline: false,
  trackingCode: "",
  bannerFooter: "",
  bannerMidSite: "",
  bannerMobileTop: "",
  bannerMobileMid1: "",
  bannerMobileMid2: "",
  bannerMobileBottom: "",
});

const roomValid = () => ({
  name: "Camera Proprietà",
  shortDescription: "Breve",
  description: "Lunga",
  descriptionEn: "Long",
  shortDescriptionEn: null,
  maxGuests: 2,
  amenities: ["freeWifi"],
  isActive: true,
});

const jsonEndpoints: JsonEndpoint[] = [
  {
    name: "POST /api/quotes",
    method: "POST",
    path: fc.constant("/api/quotes"),
    auth: "none",
    body: bodyFor(() => validQuote(), Object.keys(validQuote())),
  },
  {
    name: "POST /api/reviews",
    method: "POST",
    path: fc.constant("/api/reviews"),
    auth: "none",
    body: bodyFor(() => validReview(), Object.keys(validReview())),
  },
  {
    name: "POST /api/visits",
    method: "POST",
    path: fc.constant("/api/visits"),
    auth: "none",
    body: bodyFor(() => ({ sessionId: "s-123" }), ["sessionId"]),
  },
  {
    name: "POST /api/auth/login",
    method: "POST",
    path: fc.constant("/api/auth/login"),
    auth: "none",
    body: bodyFor(() => ({ username: "admin", password: "wrong-password-1" }), ["username", "password"]),
  },
  {
    name: "PATCH /api/pricing/:roomId/:season",
    method: "PATCH",
    path: fc
      .tuple(fc.oneof(fc.constantFrom("1", "2", "3"), pathParam), fc.oneof(fc.constantFrom("low", "high", "mid"), pathParam))
      .map(([r, s]) => `/api/pricing/${r}/${s}`),
    auth: "admin",
    body: bodyFor(() => ({ pricePerNight: 90 }), ["pricePerNight"]),
  },
  {
    name: "PUT /api/settings/:key",
    method: "PUT",
    path: fc.oneof(fc.constant("show_reviews_section"), pathParam).map((k) => `/api/settings/${k}`),
    auth: "admin",
    body: bodyFor(() => ({ value: "true" }), ["value"]),
  },
  {
    name: "PUT /api/settings/police-portal",
    method: "PUT",
    path: fc.constant("/api/settings/police-portal"),
    auth: "admin",
    body: bodyFor(
      () => ({ username: "casabrezza", password: "portal-password", wsKey: "WSKEY-0123", autoSend: false }),
      ["username", "password", "wsKey", "autoSend"],
    ),
  },
  {
    name: "PATCH /api/reviews/:id/approve",
    method: "PATCH",
    path: pathParam.map((id) => `/api/reviews/${id}/approve`),
    auth: "admin",
    body: hostileValue,
  },
  {
    name: "PUT /api/super-admin/settings (session)",
    method: "PUT",
    path: fc.constant("/api/super-admin/settings"),
    auth: "super",
    body: bodyFor(superValid, Object.keys(superValid())),
  },
  {
    name: "PUT /api/super-admin/settings (key)",
    method: "PUT",
    path: fc.constant("/api/super-admin/settings"),
    auth: "none",
    body: bodyFor(() => ({ ...superValid(), superAdminKey: "not-the-key-0123456789" }), [...Object.keys(superValid()), "superAdminKey"]),
  },
  {
    name: "PUT /api/rooms/:id/images",
    method: "PUT",
    path: fc.oneof(fc.constantFrom("1", "2"), pathParam).map((id) => `/api/rooms/${id}/images`),
    auth: "admin",
    body: bodyFor(() => ({ images: ["/images/rooms/a.jpg"] }), ["images"]),
  },
  {
    name: "PUT /api/rooms/:id/booking-links",
    method: "PUT",
    path: fc.oneof(fc.constantFrom("1", "2"), pathParam).map((id) => `/api/rooms/${id}/booking-links`),
    auth: "admin",
    body: bodyFor(() => ({ bookingUrl: "https://www.booking.com/hotel/it/x.html", airbnbUrl: null }), ["bookingUrl", "airbnbUrl"]),
  },
  {
    name: "POST /api/rooms",
    method: "POST",
    path: fc.constant("/api/rooms"),
    auth: "admin",
    body: bodyFor(roomValid, Object.keys(roomValid())),
  },
  {
    name: "PUT /api/rooms/:id",
    method: "PUT",
    path: fc.oneof(fc.constantFrom("1", "2"), pathParam).map((id) => `/api/rooms/${id}`),
    auth: "admin",
    body: bodyFor(roomValid, Object.keys(roomValid())),
  },
  { name: "POST /api/init", method: "POST", path: fc.constant("/api/init"), auth: "none", body: hostileValue },
];

describe("hostile JSON bodies never cause a 5xx, and a 4xx stores nothing", () => {
  for (const endpoint of jsonEndpoints) {
    it(endpoint.name, async () => {
      await fc.assert(
        fc.asyncProperty(endpoint.path, endpoint.body, encoding, async (path, body, how) => {
          await expectSafe(endpoint.method, path, endpoint.auth, encode(body, how));
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe("hostile multipart uploads never cause a 5xx, and a 4xx stores nothing", () => {
  const part = fc.record({
    field: fc.oneof(fc.constant("image"), fc.constant("description"), hostileKey),
    filename: fc.oneof(
      fc.constantFrom("photo.jpg", "../../etc/passwd", "a\u0000.jpg", "x".repeat(300), ".htaccess"),
      fc.string({ maxLength: 20 }),
    ),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
      fc.constantFrom("jpeg", "truncated", "empty"),
    ),
    type: fc.constantFrom("image/jpeg", "text/plain", "application/octet-stream", ""),
  });
  const fields = fc.dictionary(
    fc.oneof(fc.constant("description"), hostileKey),
    hostileText.map((t) => t.slice(0, 20_000)),
    { maxKeys: 3 },
  );
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await smallJpeg();
  });

  const form = (parts: { field: string; filename: string; content: Buffer | string; type: string }[], extra: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(extra)) data.append(k, v);
    for (const p of parts) {
      const bytes =
        p.content === "jpeg"
          ? jpeg
          : p.content === "truncated"
            ? jpeg.subarray(0, jpeg.length >> 1)
            : p.content === "empty"
              ? Buffer.alloc(0)
              : (p.content as Buffer);
      data.append(p.field, new Blob([new Uint8Array(bytes)], { type: p.type }), p.filename);
    }
    return data;
  };

  const targets = [
    { name: "POST /api/rooms/:id/upload", path: fc.oneof(fc.constantFrom("1", "2"), pathParam).map((id) => `/api/rooms/${id}/upload`) },
    { name: "POST /api/breakfast-images", path: fc.constant("/api/breakfast-images") },
  ];
  for (const target of targets) {
    it(target.name, async () => {
      await fc.assert(
        fc.asyncProperty(target.path, fc.array(part, { maxLength: 3 }), fields, fc.boolean(), async (path, parts, extra, signedIn) => {
          await expectSafe("POST", path, signedIn ? "admin" : "none", { body: form(parts, extra) });
        }),
        { numRuns: 20 },
      );
    });
  }
});

it("the properties ran against every write endpoint", () => {
  expect(runs).toBe(jsonEndpoints.length * 25 + 2 * 20);
  expect(roomIds.length).toBeGreaterThan(0);
});
