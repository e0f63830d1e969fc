import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quotes, reviews, rooms } from "~/db/schema";

import { call, dateFromToday, json, rowCount, withCookie } from "../setup/api-helpers";
import { imageForm, jpegWithExif } from "../setup/images";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
});
afterAll(() => server.close());

const validQuote = () => ({
  firstName: "Anna",
  lastName: "Rossi",
  email: "anna@example.com",
  phone: null,
  checkIn: dateFromToday(10),
  checkOut: dateFromToday(13),
  guests: 2,
  preferredRoom: null,
  specialRequests: null,
  additionalServices: [],
});

describe("deeply nested JSON", () => {
  it("a 10,000-level body is a 400 (not a 500 from walking it), nothing stored", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    for (const [path, table] of [
      ["/api/quotes", quotes],
      ["/api/reviews", reviews],
    ] as const) {
      const before = await rowCount(server, table);
      const body = `{"firstName":"Anna","specialRequests":${deep},"comment":${deep}}`;
      const res = await call<{ error: { code: string } }>(server, path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe("validation_error");
      expect(await rowCount(server, table), path).toBe(before);
    }
  });

  it("a field nested a few levels is still judged by the schema, field by field", async () => {
    const res = await call<{ error: { fields: Record<string, string> } }>(
      server,
      "/api/quotes",
      json("POST", { ...validQuote(), additionalServices: [[["navetta"]]] }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)[0]).toMatch(/^additionalServices/);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("a NUL character in any text field is a 400 naming the field, nothing stored", async () => {
    const before = await rowCount(server, quotes);
    const res = await call<{ error: { fields: Record<string, string> } }>(
      server,
      "/api/quotes",
      json("POST", { ...validQuote(), specialRequests: "ciao\u0000" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.specialRequests).toBe("Il testo contiene caratteri non ammessi");
    expect(await rowCount(server, quotes)).toBe(before);

    const reviewsBefore = await rowCount(server, reviews);
    const r = await call<{ error: { fields: Record<string, string> } }>(
      server,
      "/api/reviews",
      json("POST", { guestName: "An\u0000na", email: "a@b.it", rating: 5, title: "Molto bello", comment: "Tutto perfetto davvero" }),
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.error.fields)).toEqual(["guestName"]);
    expect(await rowCount(server, reviews)).toBe(reviewsBefore);
  });
});

describe("gallery size", () => {
  it("a 41st photo is refused before any file is written", async () => {
    const [room] = await server.db.select().from(rooms).where(eq(rooms.slug, "tre"));
    const full = Array.from({ length: 40 }, (_, i) => `/images/rooms/placeholder-${i}.jpg`);
    const put = await call(server, `/api/rooms/${room!.id}/images`, withCookie(json("PUT", { images: full }), cookie));
    expect(put.status).toBe(200);
    const filesBefore = server.uploadedFiles().length;

    const res = await call<{ error: { fields: Record<string, string> } }>(
      server,
      `/api/rooms/${room!.id}/upload`,
      withCookie({ method: "POST", body: imageForm({ data: await jpegWithExif(), filename: "x.jpg" }) }, cookie),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.image).toBe("Ogni camera può avere al massimo 40 foto");
    expect(server.uploadedFiles().length).toBe(filesBefore);
    const [after] = await server.db.select().from(rooms).where(eq(rooms.id, room!.id));
    expect(after!.images).toEqual(full);
  });
});

describe("hidden rooms", () => {
  it("a room the owner deactivated disappears from rooms and prices alike", async () => {
    await server.db.update(rooms).set({ isActive: false }).where(eq(rooms.slug, "quattro"));
    const list = await call<{ slug: string }[]>(server, "/api/rooms");
    expect(list.body.map((r) => r.slug)).not.toContain("quattro");
    const pricing = await call<{ room: { slug: string } }[]>(server, "/api/pricing");
    expect(pricing.body.map((p) => p.room.slug)).not.toContain("quattro");
    expect(pricing.body).toHaveLength(6);
    expect((await call(server, "/api/rooms/quattro")).status).toBe(404);
  });
});
