import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessions, type Room } from "~/db/schema";
import { sha256 } from "~/features/auth/auth.server";

import { contentState, expectApiError, roomBySlug } from "../setup/content-state";
import { imageForm, jpegWithExif, oversizedFile, smallJpeg } from "../setup/images";
import { jsonInit, startTestServer, type TestServer } from "../setup/test-server";

/**
 * Every admin call on rooms, prices and breakfast photos refuses a request without a live
 * admin session with 401 and changes nothing; the same requests with a session succeed.
 */

let server: TestServer;
let adminCookie: string;
let uno: Room;
let breakfastId: number;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  adminCookie = await server.adminCookie();
  uno = await roomBySlug(server, "uno");
  photo = await jpegWithExif({ width: 640, height: 480 });
  const res = await server.fetch("/api/breakfast-images", {
    method: "POST",
    headers: { cookie: adminCookie },
    body: imageForm({ data: await jpegWithExif({ width: 640, height: 480 }) }, { description: "Colazione" }),
  });
  expect(res.status).toBe(201);
  breakfastId = ((await res.json()) as { id: number }).id;
});
afterAll(() => server.close());

type Endpoint = { name: string; send: (headers: Record<string, string>) => Promise<Response>; okStatus: number };

const endpoints: Endpoint[] = [
  {
    name: "PUT /api/rooms/:id/images",
    send: (headers) => server.fetch(`/api/rooms/${uno.id}/images`, jsonInit("PUT", { images: ["/images/rooms/uno-auth.jpg"] }, headers)),
    okStatus: 200,
  },
  {
    name: "POST /api/rooms/:id/upload",
    send: (headers) => server.fetch(`/api/rooms/${uno.id}/upload`, { method: "POST", headers, body: imageForm({ data: photo }) }),
    okStatus: 201,
  },
  {
    name: "PUT /api/rooms/:id/booking-links",
    send: (headers) =>
      server.fetch(
        `/api/rooms/${uno.id}/booking-links`,
        jsonInit("PUT", { bookingUrl: "https://evil.example/booking", airbnbUrl: "https://evil.example/airbnb" }, headers),
      ),
    okStatus: 200,
  },
  {
    name: "POST /api/rooms",
    send: (headers) =>
      server.fetch(
        "/api/rooms",
        jsonInit("POST", { name: "Camera Intrusa", shortDescription: "Breve", description: "Lunga", maxGuests: 2 }, headers),
      ),
    okStatus: 201,
  },
  {
    name: "PATCH /api/pricing/:roomId/:season",
    send: (headers) => server.fetch(`/api/pricing/${uno.id}/high`, jsonInit("PATCH", { pricePerNight: 1 }, headers)),
    okStatus: 200,
  },
  {
    name: "POST /api/breakfast-images",
    send: (headers) =>
      server.fetch("/api/breakfast-images", { method: "POST", headers, body: imageForm({ data: photo }, { description: "intruder" }) }),
    okStatus: 201,
  },
  {
    name: "DELETE /api/breakfast-images/:id",
    send: (headers) => server.fetch(`/api/breakfast-images/${breakfastId}`, { method: "DELETE", headers }),
    okStatus: 200,
  },
];

/** A real admin session that is no longer valid, made by `spoil` (expire it, log it out…). */
async function spoiledAdminCookie(spoil: (cookie: string, token: string) => Promise<void>): Promise<string> {
  const cookie = await server.adminCookie();
  const token = /bb_admin=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error(`no admin cookie in ${cookie}`);
  await spoil(cookie, decodeURIComponent(token));
  return cookie;
}

const credentials: { name: string; headers: () => Promise<Record<string, string>> }[] = [
  { name: "no cookie", headers: async () => ({}) },
  { name: "a bogus cookie bb_admin=xyz", headers: async () => ({ cookie: "bb_admin=xyz" }) },
  { name: "an empty bb_admin cookie", headers: async () => ({ cookie: "bb_admin=" }) },
  { name: "an over-long bb_admin cookie", headers: async () => ({ cookie: `bb_admin=${"a".repeat(5000)}` }) },
  {
    name: "the hash stored in the database instead of the token",
    headers: async () => {
      const cookie = await server.adminCookie();
      const token = decodeURIComponent(/bb_admin=([^;]+)/.exec(cookie)![1]!);
      return { cookie: `bb_admin=${sha256(token)}` };
    },
  },
  { name: "a super-admin session only", headers: async () => ({ cookie: await server.superAdminCookie() }) },
  {
    name: "an admin token under the super-admin cookie name",
    headers: async () => ({ cookie: (await server.adminCookie()).replace("bb_admin=", "bb_super=") }),
  },
  {
    name: "an admin token in an Authorization header",
    headers: async () => ({ authorization: `Bearer ${decodeURIComponent(/bb_admin=([^;]+)/.exec(await server.adminCookie())![1]!)}` }),
  },
  {
    name: "an expired admin session",
    headers: async () => ({
      cookie: await spoiledAdminCookie(async (_cookie, token) => {
        await server.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, sha256(token)));
      }),
    }),
  },
  {
    name: "an admin session after logout",
    headers: async () => ({
      cookie: await spoiledAdminCookie(async (cookie) => {
        const res = await server.fetch("/api/auth/logout", { method: "POST", headers: { cookie } });
        expect(res.status).toBeLessThan(300);
      }),
    }),
  },
];

describe.each(endpoints)("$name", (endpoint) => {
  it.each(credentials)("with $name → 401 JSON, nothing changed", async (cred) => {
    const headers = await cred.headers();
    const before = await contentState(server);
    const res = await endpoint.send(headers);
    const body = await expectApiError(res, 401, "unauthorized");
    expect(body.error.fields).toBeUndefined();
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/bb_admin=[^;]+/);
    expect(await contentState(server)).toEqual(before);
  });

  it("with a valid session but from another site → 403, nothing changed", async () => {
    const crossSite: Record<string, string>[] = [
      { cookie: adminCookie, origin: "https://evil.example" },
      { cookie: adminCookie, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const before = await contentState(server);
      await expectApiError(await endpoint.send(headers), 403, "cross_origin");
      expect(await contentState(server)).toEqual(before);
    }
  });
});

describe("a large upload without a session", () => {
  it.each([
    ["POST /api/rooms/:id/upload", () => `/api/rooms/${uno.id}/upload`],
    ["POST /api/breakfast-images", () => "/api/breakfast-images"],
  ])("%s → 401 before the file is read, nothing stored", async (_name, path) => {
    const before = await contentState(server);
    const res = await server.fetch(path(), { method: "POST", body: imageForm({ data: oversizedFile(20 * 1024 * 1024) }) });
    await expectApiError(res, 401, "unauthorized");
    expect(await contentState(server)).toEqual(before);
  });
});

// Last, because these change the data: the very requests refused above are accepted with a
// session, so the 401s were about the session and nothing else.
describe("with a valid admin session", () => {
  it.each(endpoints)("$name succeeds", async (endpoint) => {
    const before = await contentState(server);
    const res = await endpoint.send({ cookie: adminCookie });
    expect(res.status, await res.clone().text()).toBe(endpoint.okStatus);
    expect(await contentState(server)).not.toEqual(before);
  });

  it("also from the site's own pages (same-origin browser headers)", async () => {
    const res = await server.fetch(`/api/pricing/${uno.id}/low`, {
      ...jsonInit("PATCH", { pricePerNight: 2 }, { cookie: adminCookie, origin: server.url, "sec-fetch-site": "same-origin" }),
    });
    expect(res.status).toBe(200);
  });

  it("a small upload from the site works too", async () => {
    const res = await server.fetch(`/api/rooms/${uno.id}/upload`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: server.url },
      body: imageForm({ data: await smallJpeg() }),
    });
    expect(res.status).toBe(201);
  });
});
