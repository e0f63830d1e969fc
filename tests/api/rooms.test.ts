import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rooms, type Room } from "~/db/schema";

import { contentState, expectApiError, mediaAssetByPath, roomBySlug } from "../setup/content-state";
import { expectedVariantFiles, fileExists, filesOf, imageForm, jpegWithExif } from "../setup/images";
import { jsonInit, startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
});
afterAll(() => server.close());

const put = (path: string, body: unknown) => server.fetch(path, jsonInit("PUT", body, { cookie }));

/** Uploads a fresh photo to the room through the API and returns its gallery path. */
async function uploadPhoto(roomId: number, data?: Buffer): Promise<string> {
  const res = await server.fetch(`/api/rooms/${roomId}/upload`, {
    method: "POST",
    headers: { cookie },
    body: imageForm({ data: data ?? (await jpegWithExif({ width: 640, height: 480 })) }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function getRoom(slug: string): Promise<Room> {
  const res = await server.fetch(`/api/rooms/${slug}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Room;
}

/** Runs a request that must be refused and proves that no row and no file changed. */
async function expectRefused(send: () => Promise<Response>, status: number, code: string, field?: string) {
  const before = await contentState(server);
  await expectApiError(await send(), status, code, field);
  expect(await contentState(server)).toEqual(before);
}

describe("GET /api/rooms", () => {
  it("lists the four active rooms in their fixed order with the fields the site needs", async () => {
    const res = await server.fetch("/api/rooms");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const list = (await res.json()) as Room[];
    expect(list.map((r) => r.slug)).toEqual(["uno", "due", "tre", "quattro"]);
    for (const room of list) {
      expect(room).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        description: expect.any(String),
        shortDescription: expect.any(String),
        maxGuests: expect.any(Number),
        amenities: expect.any(Array),
        images: expect.any(Array),
        isActive: true,
      });
      expect(room).toHaveProperty("bookingUrl");
      expect(room).toHaveProperty("airbnbUrl");
      expect(room.descriptionEn).toMatch(/\S/);
    }
    const bySlug = Object.fromEntries(list.map((r) => [r.slug, r]));
    expect(bySlug.uno!.maxGuests).toBe(2);
    expect(bySlug.due!.maxGuests).toBe(4);
  });

  it("is never cached, so an admin's change shows at once", async () => {
    const res = await server.fetch("/api/rooms");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("hides an inactive room, from the list and from its own page", async () => {
    const tre = await roomBySlug(server, "tre");
    await server.db.update(rooms).set({ isActive: false }).where(eq(rooms.id, tre.id));
    try {
      const list = (await (await server.fetch("/api/rooms")).json()) as Room[];
      expect(list.map((r) => r.slug)).toEqual(["uno", "due", "quattro"]);
      await expectApiError(await server.fetch("/api/rooms/tre"), 404, "not_found");
    } finally {
      await server.db.update(rooms).set({ isActive: true }).where(eq(rooms.id, tre.id));
    }
    expect(((await (await server.fetch("/api/rooms")).json()) as Room[]).map((r) => r.slug)).toContain("tre");
  });
});

describe("GET /api/rooms/:slug", () => {
  it("returns one room by its slug", async () => {
    const room = await getRoom("due");
    const stored = await roomBySlug(server, "due");
    expect(room.id).toBe(stored.id);
    expect(room).toMatchObject({ slug: "due", name: stored.name, maxGuests: 4, amenities: stored.amenities });
  });

  it("answers 404 JSON for an unknown slug", async () => {
    await expectApiError(await server.fetch("/api/rooms/cinque"), 404, "not_found");
  });

  it("is exact about the slug: no case folding, no prefixes", async () => {
    await expectApiError(await server.fetch("/api/rooms/UNO"), 404, "not_found");
    await expectApiError(await server.fetch("/api/rooms/un"), 404, "not_found");
  });

  it("answers 404 for an over-long slug", async () => {
    await expectApiError(await server.fetch(`/api/rooms/${"a".repeat(51)}`), 404, "not_found");
    await expectApiError(await server.fetch(`/api/rooms/${"uno".repeat(1000)}`), 404, "not_found");
  });

  it("answers 404 for slugs that look like injection attempts", async () => {
    for (const slug of ["uno'%20or%20'1'%3D'1", "%25", "..%2F..%2Fetc%2Fpasswd", "uno%00"]) {
      await expectApiError(await server.fetch(`/api/rooms/${slug}`), 404, "not_found");
    }
  });
});

describe("PUT /api/rooms/:id/images", () => {
  it("saves a new order of the gallery", async () => {
    const uno = await roomBySlug(server, "uno");
    const [a, b, c] = [await uploadPhoto(uno.id), await uploadPhoto(uno.id), await uploadPhoto(uno.id)];
    const current = (await roomBySlug(server, "uno")).images;
    expect(current.slice(-3)).toEqual([a, b, c]);
    const reordered = [c, ...current.filter((p) => p !== c)];

    const res = await put(`/api/rooms/${uno.id}/images`, { images: reordered });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as Room).images).toEqual(reordered);
    expect((await getRoom("uno")).images).toEqual(reordered);
    expect((await getRoom("uno")).images[0]).toBe(c);
    // A reorder deletes nothing.
    for (const p of [a, b, c]) {
      expect(await mediaAssetByPath(server, p)).toBeDefined();
      expect(filesOf(server.uploadedFiles(), p)).toEqual(expectedVariantFiles(p, [480, 640]));
    }
  });

  it("accepts the site's built-in photos under /images/ alongside uploaded ones", async () => {
    const quattro = await roomBySlug(server, "quattro");
    const uploaded = await uploadPhoto(quattro.id);
    const images = ["/images/rooms/quattro-1.jpg", uploaded, "/images/rooms/quattro-2.webp"];
    const res = await put(`/api/rooms/${quattro.id}/images`, { images });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await getRoom("quattro")).images).toEqual(images);
  });

  it("removing an uploaded photo deletes its files and its media row, and keeps the others", async () => {
    const due = await roomBySlug(server, "due");
    const keep = await uploadPhoto(due.id);
    const drop = await uploadPhoto(due.id);
    const dropFiles = filesOf(server.uploadedFiles(), drop);
    expect(dropFiles).toEqual(expectedVariantFiles(drop, [480, 640]));
    expect(await mediaAssetByPath(server, drop)).toBeDefined();
    const filesBefore = server.uploadedFiles().length;

    const images = (await roomBySlug(server, "due")).images.filter((p) => p !== drop);
    const res = await put(`/api/rooms/${due.id}/images`, { images });
    expect(res.status).toBe(200);

    expect((await getRoom("due")).images).toEqual(images);
    expect(await mediaAssetByPath(server, drop)).toBeUndefined();
    for (const f of dropFiles) expect(fileExists(server.uploadsDir, f), f).toBe(false);
    expect(server.uploadedFiles()).toHaveLength(filesBefore - dropFiles.length);
    const served = await server.fetch(drop);
    expect(served.status).toBe(404);

    expect(await mediaAssetByPath(server, keep)).toBeDefined();
    expect(filesOf(server.uploadedFiles(), keep)).toEqual(expectedVariantFiles(keep, [480, 640]));
  });

  it("keeps a photo's files while another room still shows it", async () => {
    const tre = await roomBySlug(server, "tre");
    const quattro = await roomBySlug(server, "quattro");
    const photo = await jpegWithExif({ width: 640, height: 480 });
    const inTre = await uploadPhoto(tre.id, photo);
    const inQuattro = await uploadPhoto(quattro.id, photo);
    expect(inQuattro).toBe(inTre);
    const files = filesOf(server.uploadedFiles(), inTre);
    expect(files).toHaveLength(6);

    const withoutInTre = (await roomBySlug(server, "tre")).images.filter((p) => p !== inTre);
    expect((await put(`/api/rooms/${tre.id}/images`, { images: withoutInTre })).status).toBe(200);
    expect(await mediaAssetByPath(server, inTre)).toBeDefined();
    expect(filesOf(server.uploadedFiles(), inTre)).toEqual(files);

    const withoutInQuattro = (await roomBySlug(server, "quattro")).images.filter((p) => p !== inTre);
    expect((await put(`/api/rooms/${quattro.id}/images`, { images: withoutInQuattro })).status).toBe(200);
    expect(await mediaAssetByPath(server, inTre)).toBeUndefined();
    expect(filesOf(server.uploadedFiles(), inTre)).toEqual([]);
  });

  it("an empty list clears the gallery and deletes the room's uploaded photos", async () => {
    const tre = await roomBySlug(server, "tre");
    const p = await uploadPhoto(tre.id);
    expect(filesOf(server.uploadedFiles(), p)).toHaveLength(6);
    const res = await put(`/api/rooms/${tre.id}/images`, { images: [] });
    expect(res.status).toBe(200);
    expect((await getRoom("tre")).images).toEqual([]);
    expect(filesOf(server.uploadedFiles(), p)).toEqual([]);
    expect(await mediaAssetByPath(server, p)).toBeUndefined();
  });

  it("accepts exactly 40 photos", async () => {
    const tre = await roomBySlug(server, "tre");
    const images = Array.from({ length: 40 }, (_, i) => `/images/rooms/tre-${i}.jpg`);
    const res = await put(`/api/rooms/${tre.id}/images`, { images });
    expect(res.status).toBe(200);
    expect((await roomBySlug(server, "tre")).images).toEqual(images);
    expect((await put(`/api/rooms/${tre.id}/images`, { images: [] })).status).toBe(200);
  });

  describe("refuses, changing nothing", () => {
    let uno: Room;
    let existing: string;
    beforeAll(async () => {
      uno = await roomBySlug(server, "uno");
      existing = await uploadPhoto(uno.id);
    });
    const current = async () => (await roomBySlug(server, "uno")).images;

    it("an /uploads path that is not one of our photos → 400", async () => {
      const images = [...(await current()), "/uploads/rooms/0123456789abcdef01234567-1600.jpg"];
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it("a variant of a real photo instead of its gallery path → 400", async () => {
      const images = [...(await current()).filter((p) => p !== existing), existing.replace(/-\d+\.jpg$/, "-480.webp")];
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it.each([
      "/uploads/rooms/../x.jpg",
      "/uploads/rooms/../../../../etc/passwd.jpg",
      "/uploads/rooms/..%2F..%2Fx.jpg",
      "/images/../uploads/breakfast/x.jpg",
      "/images/./../../x.jpg",
    ])("a path escaping its folder (%s) → 400", async (bad) => {
      const images = [...(await current()), bad];
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it.each([
      "/uploads/breakfast/0123456789abcdef01234567-1600.jpg",
      "https://evil.example/photo.jpg",
      "//evil.example/photo.jpg",
      "javascript:alert(1)",
      "/images/rooms/photo.html",
      "/images/rooms/photo.jpg?x=1",
      "images/rooms/photo.jpg",
      "",
    ])("a path that is not a gallery photo (%j) → 400", async (bad) => {
      const images = [...(await current()), bad];
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it.each([
      ["a string", { images: "/images/rooms/uno-1.jpg" }],
      ["an object", { images: { 0: "/images/rooms/uno-1.jpg" } }],
      ["null", { images: null }],
      ["a missing field", {}],
      ["numbers", { images: [1, 2] }],
      ["nested lists", { images: [["/images/rooms/uno-1.jpg"]] }],
    ])("images as %s → 400", async (_name, body) => {
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, body), 400, "validation_error", "images");
    });

    it("a body that is a bare list → 400", async () => {
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, ["/images/rooms/uno-1.jpg"]), 400, "validation_error");
    });

    it("malformed JSON → 400", async () => {
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, '{"images": ['), 400, "invalid_json");
    });

    it("duplicates → 400", async () => {
      const images = [existing, "/images/rooms/uno-1.jpg", existing];
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it("more than 40 photos → 400", async () => {
      const images = Array.from({ length: 41 }, (_, i) => `/images/rooms/uno-${i}.jpg`);
      await expectRefused(() => put(`/api/rooms/${uno.id}/images`, { images }), 400, "validation_error", "images");
    });

    it("an unknown room → 404", async () => {
      await expectRefused(() => put("/api/rooms/999999/images", { images: ["/images/rooms/uno-1.jpg"] }), 404, "not_found");
    });

    it.each(["uno", "1.5", "-1", "1e3", "0x1", "99999999999"])("a non-numeric or out-of-range room id (%s) → 404", async (id) => {
      await expectRefused(() => put(`/api/rooms/${id}/images`, { images: ["/images/rooms/uno-1.jpg"] }), 404, "not_found");
    });

    it("the photo refused above is still in place", async () => {
      expect(await current()).toContain(existing);
      expect(filesOf(server.uploadedFiles(), existing)).toHaveLength(6);
    });
  });
});

describe("PUT /api/rooms/:id/booking-links", () => {
  let uno: Room;
  beforeAll(async () => {
    uno = await roomBySlug(server, "uno");
  });
  const links = (bookingUrl: unknown, airbnbUrl: unknown) => put(`/api/rooms/${uno.id}/booking-links`, { bookingUrl, airbnbUrl });

  it("saves valid https links and shows them on the room", async () => {
    const booking = "https://www.booking.com/hotel/it/casa-brezza.it.html?room=uno";
    const airbnb = "https://www.airbnb.it/rooms/123456789";
    const res = await links(booking, airbnb);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ id: uno.id, bookingUrl: booking, airbnbUrl: airbnb });
    expect(await getRoom("uno")).toMatchObject({ bookingUrl: booking, airbnbUrl: airbnb });
    const others = (await contentState(server)).rooms.filter((r) => r.id !== uno.id);
    for (const r of others) expect(r.bookingUrl).not.toBe(booking);
  });

  it("trims spaces around a link", async () => {
    const res = await links("  https://www.booking.com/x  ", "https://www.airbnb.it/rooms/1");
    expect(res.status).toBe(200);
    expect((await getRoom("uno")).bookingUrl).toBe("https://www.booking.com/x");
  });

  it("accepts a link of exactly 2000 characters", async () => {
    const base = "https://www.booking.com/";
    const url = base + "a".repeat(2000 - base.length);
    expect(url).toHaveLength(2000);
    const res = await links(url, null);
    expect(res.status).toBe(200);
    expect((await getRoom("uno")).bookingUrl).toBe(url);
  });

  it("empty strings clear the links", async () => {
    expect((await links("https://www.booking.com/a", "https://www.airbnb.it/b")).status).toBe(200);
    const res = await links("", "   ");
    expect(res.status).toBe(200);
    expect(await getRoom("uno")).toMatchObject({ bookingUrl: null, airbnbUrl: null });
  });

  it("null clears the links", async () => {
    expect((await links("https://www.booking.com/a", "https://www.airbnb.it/b")).status).toBe(200);
    const res = await links(null, null);
    expect(res.status).toBe(200);
    expect(await getRoom("uno")).toMatchObject({ bookingUrl: null, airbnbUrl: null });
  });

  it("one link can be set while the other is cleared", async () => {
    const res = await links(null, "https://www.airbnb.it/rooms/42");
    expect(res.status).toBe(200);
    expect(await getRoom("uno")).toMatchObject({ bookingUrl: null, airbnbUrl: "https://www.airbnb.it/rooms/42" });
  });

  describe("refuses, changing nothing", () => {
    beforeAll(async () => {
      expect((await links("https://www.booking.com/kept", "https://www.airbnb.it/kept")).status).toBe(200);
    });

    it.each([
      ["javascript:alert(1)", "bookingUrl"],
      ["JavaScript:alert(document.cookie)", "airbnbUrl"],
      ["data:text/html,<script>alert(1)</script>", "bookingUrl"],
      ["not-a-url", "airbnbUrl"],
      ["www.booking.com/no-scheme", "bookingUrl"],
      ["ftp://files.example/x", "airbnbUrl"],
      ["file:///etc/passwd", "bookingUrl"],
      ["https://www.booking.com/a\u0000b", "bookingUrl"],
      ["https://www.airbnb.it/rooms/1\r\nSet-Cookie: x=1", "airbnbUrl"],
    ])("%j → 400 naming %s", async (bad, field) => {
      const good = "https://www.booking.com/fine";
      const body = field === "bookingUrl" ? [bad, good] : [good, bad];
      await expectRefused(() => links(body[0], body[1]), 400, "validation_error", field);
    });

    it("a link over 2000 characters → 400", async () => {
      const long = "https://www.booking.com/" + "a".repeat(2000);
      await expectRefused(() => links(long, null), 400, "validation_error", "bookingUrl");
      await expectRefused(() => links(null, long), 400, "validation_error", "airbnbUrl");
    });

    it("a link that is not text → 400", async () => {
      await expectRefused(() => links(12345, null), 400, "validation_error", "bookingUrl");
      await expectRefused(() => links(null, ["https://www.airbnb.it/"]), 400, "validation_error", "airbnbUrl");
      await expectRefused(() => links(null, { href: "https://www.airbnb.it/" }), 400, "validation_error", "airbnbUrl");
    });

    it("names both fields when both are bad", async () => {
      const body = await (async () => {
        const before = await contentState(server);
        const b = await expectApiError(await links("javascript:alert(1)", "nope"), 400, "validation_error");
        expect(await contentState(server)).toEqual(before);
        return b;
      })();
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["airbnbUrl", "bookingUrl"]);
    });

    it("an unknown room → 404", async () => {
      await expectRefused(
        () => put("/api/rooms/999999/booking-links", { bookingUrl: "https://www.booking.com/x", airbnbUrl: null }),
        404,
        "not_found",
      );
    });

    it("a non-numeric room id → 404", async () => {
      await expectRefused(
        () => put("/api/rooms/uno/booking-links", { bookingUrl: "https://www.booking.com/x", airbnbUrl: null }),
        404,
        "not_found",
      );
    });

    it("the links saved before are untouched", async () => {
      expect(await getRoom("uno")).toMatchObject({ bookingUrl: "https://www.booking.com/kept", airbnbUrl: "https://www.airbnb.it/kept" });
    });
  });
});
