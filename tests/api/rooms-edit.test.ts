import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pricing, quotes, rooms, type Room } from "~/db/schema";
import { loader as galleriesSection } from "~/routes/admin/galleries";
import { loader as pricesSection } from "~/routes/admin/prices";
import { loader as roomsSection } from "~/routes/admin/rooms";

import { call, expectApiError, expectFieldError, json, rowCount, validQuote, withCookie } from "../setup/api-helpers";
import { imageForm, jpegWithExif } from "../setup/images";
import { runLoader } from "../setup/loaders";
import { startSiteServer } from "../setup/pages";
import type { TestServer } from "../setup/test-server";

/**
 * The owner edits the rooms: POST /api/rooms, PUT /api/rooms/:id, DELETE /api/rooms/:id,
 * their refusals, and what the public pages (served through the page cache, as in production)
 * and the other endpoints show of a room created, edited, hidden and deleted.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  site = await startSiteServer();
  server = site.server;
  cookie = await server.adminCookie();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const admin = (init: RequestInit) => withCookie(init, cookie);
const createRoom = (body: unknown) => call<Room>(server, "/api/rooms?lang=it", admin(json("POST", body)));
const updateRoom = (id: number | string, body: unknown) => call<Room>(server, `/api/rooms/${id}?lang=it`, admin(json("PUT", body)));
const deleteRoom = (id: number | string) => call(server, `/api/rooms/${id}?lang=it`, admin({ method: "DELETE" }));
const getRoom = (slug: string) => call<Room>(server, `/api/rooms/${slug}`);

/** A page's status and HTML, as a visitor without cookies gets it. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await server.fetch(path);
  return { status: res.status, html: await res.text() };
}

let seq = 0;
/** A valid new room; each call a name of its own unless one is given. */
function newRoom(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    name: `Camera Prova ${seq}`,
    shortDescription: "Camera luminosa con vista sul giardino.",
    description: "Una camera tranquilla al primo piano, con letto matrimoniale e bagno privato.",
    maxGuests: 2,
    amenities: ["privateBathroom", "freeWifi"],
    ...overrides,
  };
}

/** Everything these endpoints can change: proves a refused request stored nothing. */
async function state() {
  const [roomRows, priceRows] = await Promise.all([
    server.db.select().from(rooms).orderBy(asc(rooms.id)),
    server.db.select().from(pricing).orderBy(asc(pricing.id)),
  ]);
  return JSON.stringify({ roomRows, priceRows });
}

async function expectRefusedField(send: () => Promise<Awaited<ReturnType<typeof createRoom>>>, field: string): Promise<string> {
  const before = await state();
  const message = expectFieldError(await send(), field);
  expect(await state()).toBe(before);
  return message;
}

describe("without the owner's session", () => {
  it("POST, PUT and DELETE answer 401 and change nothing", async () => {
    const uno = (await getRoom("uno")).body;
    const before = await state();
    expectApiError(await call(server, "/api/rooms", json("POST", newRoom())), 401, "unauthorized");
    expectApiError(await call(server, `/api/rooms/${uno.id}`, json("PUT", { ...uno, name: "Presa" })), 401, "unauthorized");
    expectApiError(await call(server, `/api/rooms/${uno.id}`, { method: "DELETE" }), 401, "unauthorized");
    expectApiError(await call(server, "/api/rooms", withCookie(json("POST", newRoom()), "bb_admin=forged")), 401, "unauthorized");
    expect(await state()).toBe(before);
  });
});

describe("validation: 400 naming the field, nothing stored", () => {
  it("refuses an empty name, a blank one, one of 51 characters and one with no letter or digit", async () => {
    expect(await expectRefusedField(() => createRoom(newRoom({ name: "" })), "name")).toBe("Campo obbligatorio");
    await expectRefusedField(() => createRoom(newRoom({ name: "   " })), "name");
    await expectRefusedField(() => createRoom(newRoom({ name: undefined })), "name");
    expect(await expectRefusedField(() => createRoom(newRoom({ name: "x".repeat(51) })), "name")).toBe(
      "Testo troppo lungo (massimo 50 caratteri)",
    );
    await expectRefusedField(() => createRoom(newRoom({ name: "!!! ★ ???" })), "name");
    await expectRefusedField(() => createRoom(newRoom({ name: "Camera\nUno bis" })), "name");
  });

  it("accepts a name of exactly 50 characters; without maxGuests, amenities or isActive a room has 2 guests, none, and shows", async () => {
    const res = await createRoom(newRoom({ name: `Camera ${"a".repeat(43)}`, maxGuests: undefined, amenities: undefined }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ slug: `camera-${"a".repeat(43)}`, maxGuests: 2, amenities: [], isActive: true });
    expect((await deleteRoom(res.body.id)).status).toBe(204);
  });

  it("refuses 0, 5, 2.5 and text as the maximum of guests, saying the range", async () => {
    expect(await expectRefusedField(() => createRoom(newRoom({ maxGuests: 0 })), "maxGuests")).toBe("Gli ospiti devono essere da 1 a 4");
    expect(await expectRefusedField(() => createRoom(newRoom({ maxGuests: 5 })), "maxGuests")).toBe("Gli ospiti devono essere da 1 a 4");
    await expectRefusedField(() => createRoom(newRoom({ maxGuests: 2.5 })), "maxGuests");
    await expectRefusedField(() => createRoom(newRoom({ maxGuests: "tre" })), "maxGuests");
    await expectRefusedField(() => createRoom(newRoom({ maxGuests: null })), "maxGuests");
  });

  it("refuses an unknown amenity on the field amenities itself", async () => {
    const res = await createRoom(newRoom({ amenities: ["freeWifi", "jacuzzi"] }));
    expect(expectFieldError(res, "amenities")).toBe("Servizio della camera non riconosciuto");
    expect(Object.keys((res.body as unknown as { error: { fields: object } }).error.fields)).toEqual(["amenities"]);
    await expectRefusedField(() => createRoom(newRoom({ amenities: "freeWifi" })), "amenities");
    await expectRefusedField(() => createRoom(newRoom({ amenities: [42] })), "amenities");
  });

  it("refuses a missing or blank Italian description, and texts over their limits", async () => {
    await expectRefusedField(() => createRoom(newRoom({ description: undefined })), "description");
    await expectRefusedField(() => createRoom(newRoom({ description: "  \n " })), "description");
    await expectRefusedField(() => createRoom(newRoom({ shortDescription: "" })), "shortDescription");
    await expectRefusedField(() => createRoom(newRoom({ description: "x".repeat(3001) })), "description");
    await expectRefusedField(() => createRoom(newRoom({ shortDescription: "x".repeat(301) })), "shortDescription");
    await expectRefusedField(() => createRoom(newRoom({ descriptionDe: "x".repeat(3001) })), "descriptionDe");
    await expectRefusedField(() => createRoom(newRoom({ shortDescriptionEs: 12 })), "shortDescriptionEs");
    await expectRefusedField(() => createRoom(newRoom({ descriptionEn: "a\u0000b" })), "descriptionEn");
    await expectRefusedField(() => createRoom(newRoom({ isActive: "yes" })), "isActive");
  });

  it("refuses a name another room has, whatever its case", async () => {
    expect(await expectRefusedField(() => createRoom(newRoom({ name: "camera uno" })), "name")).toBe(
      "Esiste già una camera con questo nome",
    );
    await expectRefusedField(() => createRoom(newRoom({ name: "  CAMERA DUE " })), "name");
  });

  it("refuses a name whose address another room has", async () => {
    const first = await createRoom(newRoom({ name: "Camera Uno Bis" }));
    expect(first.status, first.text).toBe(201);
    expect(first.body.slug).toBe("camera-uno-bis");
    expect(await expectRefusedField(() => createRoom(newRoom({ name: "camera uno bis!" })), "name")).toBe(
      "Esiste già una camera con questo indirizzo",
    );
    await expectRefusedField(() => createRoom(newRoom({ name: "Càmera Üno—Bis" })), "name");
    // A renamed room keeps its address: its old one stays taken.
    const renamed = await updateRoom(first.body.id, { ...first.body, name: "Camera Azzurra" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.slug).toBe("camera-uno-bis");
    await expectRefusedField(() => createRoom(newRoom({ name: "Camera uno-bis" })), "name");
    expect((await deleteRoom(first.body.id)).status).toBe(204);
  });

  it("gives one room, and the same 400 to the others, when the same name is sent at once", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => createRoom(newRoom({ name: "Camera Gemella" }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 201)) expectFieldError(refused, "name");
    const created = results.find((r) => r.status === 201)!.body;
    expect((await deleteRoom(created.id)).status).toBe(204);
  });

  it("refuses a bad PUT the same way, and answers 404 for a room that does not exist", async () => {
    const uno = (await getRoom("uno")).body;
    await expectRefusedField(() => updateRoom(uno.id, { ...uno, maxGuests: 5 }), "maxGuests");
    await expectRefusedField(() => updateRoom(uno.id, { ...uno, name: "Camera Due" }), "name");
    await expectRefusedField(() => updateRoom(uno.id, { ...uno, description: "" }), "description");
    await expectRefusedField(() => updateRoom(uno.id, { ...uno, amenities: [...uno.amenities, "sauna"] }), "amenities");
    const before = await state();
    expectApiError(await updateRoom(999_999, uno), 404, "not_found");
    expectApiError(await updateRoom("abc", uno), 404, "not_found");
    expectApiError(await deleteRoom(999_999), 404, "not_found");
    expect(await state()).toBe(before);
  });
});

describe("editing a room", () => {
  it("takes back the object GET /api/rooms/{slug} answers, with a change; its address, photos and links stay", async () => {
    const uno = (await getRoom("uno")).body;
    const res = await updateRoom(uno.id, {
      ...uno,
      descriptionEn: "A quiet double room facing the garden, freshly painted.",
      slug: "altro",
      images: [],
      bookingUrl: "https://evil.example",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...uno, descriptionEn: "A quiet double room facing the garden, freshly painted." });
    expect((await getRoom("uno")).body.descriptionEn).toBe("A quiet double room facing the garden, freshly painted.");
    expect((await page("/rooms/uno")).html).toContain("A quiet double room facing the garden, freshly painted.");
    // Unchanged fields stay as they were; a PUT of the same object is harmless.
    const again = await updateRoom(uno.id, res.body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
  });

  it("a translation sent empty is removed, and the page shows the Italian text in its place", async () => {
    const uno = (await getRoom("uno")).body;
    const res = await updateRoom(uno.id, { ...uno, descriptionEs: "  ", shortDescriptionEs: "" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.descriptionEs).toBeNull();
    expect(res.body.shortDescriptionEs).toBeNull();
    const { html } = await page("/habitaciones/uno");
    expect(html).toContain(uno.description);
  });
});

describe("a room created in the panel", () => {
  let nove: Room;

  it("is created with its address made from its name, and answered 201", async () => {
    const res = await createRoom(
      newRoom({
        name: "  Camera Nove  ",
        shortDescription: "Mansarda luminosa sotto il tetto.",
        description: "Mansarda con travi a vista, letto matrimoniale e un divano letto per il terzo ospite.",
        shortDescriptionEn: "Bright attic room under the roof.",
        descriptionEn: "Attic room with exposed beams, a double bed and a sofa bed for a third guest.",
        descriptionDe: "",
        maxGuests: 3,
        amenities: ["panoramicView", "freeWifi", "panoramicView", "airConditioning"],
        id: 1,
        slug: "uno",
        images: ["/images/rooms/uno-1-1600.jpg"],
      }),
    );
    expect(res.status, res.text).toBe(201);
    nove = res.body;
    expect(nove).toMatchObject({
      name: "Camera Nove",
      slug: "camera-nove",
      maxGuests: 3,
      amenities: ["panoramicView", "freeWifi", "airConditioning"],
      images: [],
      bookingUrl: null,
      airbnbUrl: null,
      isActive: true,
      descriptionDe: null,
      shortDescriptionDe: null,
    });
    expect(nove.id).not.toBe(1);
    expect((await getRoom("camera-nove")).body).toEqual(nove);
    const list = (await call<Room[]>(server, "/api/rooms")).body.map((r) => r.slug);
    expect(list).toEqual(["uno", "due", "tre", "quattro", "camera-nove"]);
  });

  it("has its page at once in every language, with the translation or the Italian text", async () => {
    for (const path of ["/camere/camera-nove", "/rooms/camera-nove", "/zimmer/camera-nove", "/habitaciones/camera-nove"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain("Camera Nove");
    }
    expect((await page("/rooms/camera-nove")).html).toContain(
      "Attic room with exposed beams, a double bed and a sofa bed for a third guest.",
    );
    const german = (await page("/zimmer/camera-nove")).html;
    expect(german).toContain('<html lang="de"');
    expect(german).toContain("Mansarda con travi a vista, letto matrimoniale e un divano letto per il terzo ospite.");
    expect((await page("/camere")).html).toContain("Camera Nove");
  });

  it("is in the quote form's room select and can be asked for, within its guests", async () => {
    expect((await page("/preventivo")).html).toMatch(/<option value="camera-nove"[^>]*>Camera Nove/);
    const tooMany = await call(
      server,
      "/api/quotes",
      json("POST", validQuote({ preferredRoom: "camera-nove", guests: 4, email: "nove-4@example.com" })),
    );
    expectFieldError(tooMany, "guests");
    const ok = await call(
      server,
      "/api/quotes",
      json("POST", validQuote({ preferredRoom: "camera-nove", guests: 3, email: "nove@example.com" })),
    );
    expect(ok.status, ok.text).toBe(201);
  });

  it("has no price until the owner writes one in Gestione Prezzi, which lists its two seasons empty", async () => {
    const prices = (await call<{ room: { slug: string } }[]>(server, "/api/pricing")).body;
    expect(prices.filter((p) => p.room.slug === "camera-nove")).toEqual([]);
    expect((await page("/prezzi")).html).toContain("Camera Nove");

    const panelPrices = await runLoader(pricesSection, `${server.url}/admin/prezzi`, { cookie });
    if (!panelPrices) throw new Error("not signed in");
    expect(panelPrices.pricing.filter((p) => p.roomId === nove.id)).toEqual([
      { id: null, roomId: nove.id, season: "high", pricePerNight: "", room: { name: "Camera Nove", slug: "camera-nove", isActive: true } },
      { id: null, roomId: nove.id, season: "low", pricePerNight: "", room: { name: "Camera Nove", slug: "camera-nove", isActive: true } },
    ]);
    expect((await runLoader(roomsSection, `${server.url}/admin/camere`, { cookie }))?.rooms.map((r) => r.slug)).toContain("camera-nove");
    expect((await runLoader(galleriesSection, `${server.url}/admin/gallerie`, { cookie }))?.rooms.map((r) => r.slug)).toContain(
      "camera-nove",
    );

    const set = await call(server, `/api/pricing/${nove.id}/high`, admin(json("PATCH", { pricePerNight: "95-110" })));
    expect(set.status, set.text).toBe(200);
    const listed = (await call<{ room: { slug: string }; season: string; pricePerNight: string }[]>(server, "/api/pricing")).body;
    expect(listed.filter((p) => p.room.slug === "camera-nove").map((p) => [p.season, p.pricePerNight])).toEqual([["high", "95-110"]]);
    expect((await page("/camere/camera-nove")).html).toMatch(/95[–-]110/);
  });

  it("once hidden, leaves the API's list, its own address, its pages, the prices and the quote form", async () => {
    // The pages are in the cache before the change: the owner's write must drop them.
    expect((await page("/prezzi")).html).toContain("Camera Nove");
    expect((await page("/preventivo")).html).toContain('value="camera-nove"');
    const res = await updateRoom(nove.id, { ...nove, isActive: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body.isActive).toBe(false);

    expect((await call<Room[]>(server, "/api/rooms")).body.map((r) => r.slug)).not.toContain("camera-nove");
    expectApiError(await getRoom("camera-nove"), 404, "not_found");
    for (const path of ["/rooms/camera-nove", "/camere/camera-nove"]) expect((await page(path)).status, path).toBe(404);
    const prices = (await call<{ room: { slug: string } }[]>(server, "/api/pricing")).body;
    expect(prices.map((p) => p.room.slug)).not.toContain("camera-nove");
    expect((await page("/prezzi")).html).not.toContain("Camera Nove");
    expect((await page("/camere")).html).not.toContain("Camera Nove");
    expect((await page("/preventivo")).html).not.toContain('value="camera-nove"');
    const before = await rowCount(server, quotes);
    expectFieldError(
      await call(server, "/api/quotes", json("POST", validQuote({ preferredRoom: "camera-nove", email: "hidden@example.com" }))),
      "preferredRoom",
    );
    expect(await rowCount(server, quotes)).toBe(before);

    // The panel still has it, marked hidden, prices included.
    const rooms = await runLoader(roomsSection, `${server.url}/admin/camere`, { cookie });
    const panelPrices = await runLoader(pricesSection, `${server.url}/admin/prezzi`, { cookie });
    if (!rooms || !panelPrices) throw new Error("not signed in");
    expect(rooms.rooms.find((r) => r.id === nove.id)?.isActive).toBe(false);
    expect(panelPrices.pricing.filter((p) => p.roomId === nove.id).map((p) => p.pricePerNight)).toEqual(["95-110", ""]);
  });

  it("cannot be deleted while a quote request names it: 409, and it is still there", async () => {
    const before = await state();
    const refused = expectApiError(await deleteRoom(nove.id), 409, "room_has_history");
    expect(refused.message).toMatch(/disattivala/);
    expect(await state()).toBe(before);
    const shown = await updateRoom(nove.id, { ...nove, isActive: true });
    expect(shown.status).toBe(200);
    expect((await getRoom("camera-nove")).status).toBe(200);
  });
});

describe("deleting a room", () => {
  it("deletes a room no request names: 204, with its prices and its uploaded photos", async () => {
    const created = await createRoom(newRoom({ name: "Camera Breve" }));
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect((await call(server, `/api/pricing/${id}/low`, admin(json("PATCH", { pricePerNight: 60 })))).status).toBe(200);
    const upload = await server.fetch(`/api/rooms/${id}/upload`, {
      method: "POST",
      headers: { cookie },
      body: imageForm({ data: await jpegWithExif({ width: 640, height: 480 }) }),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    expect(server.uploadedFiles().length).toBeGreaterThan(0);
    const pricesBefore = await rowCount(server, pricing);

    const res = await deleteRoom(id);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe("");
    expectApiError(await getRoom("camera-breve"), 404, "not_found");
    expect((await page("/camere/camera-breve")).status).toBe(404);
    expect(await rowCount(server, pricing)).toBe(pricesBefore - 1);
    expect(server.uploadedFiles()).toEqual([]);
    expectApiError(await deleteRoom(id), 404, "not_found");
  });

  it("refuses a room with a stay and no request (409, the stay's key restricts it) until the stay is erased", async () => {
    const created = await createRoom(newRoom({ name: "Camera Soggiorno" }));
    expect(created.status, created.text).toBe(201);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const stay = await call<{ id: number }>(
      server,
      "/api/stays",
      admin(
        json("POST", {
          roomId: created.body.id,
          checkIn: day(500),
          checkOut: day(502),
          guests: 2,
          source: "direct",
          leadGuest: { name: "Anna Bianchi", email: "anna.bianchi@example.com", phone: null },
          language: "it",
          notes: null,
        }),
      ),
    );
    expect(stay.status, stay.text).toBe(201);
    expectApiError(await deleteRoom(created.body.id), 409, "room_has_history");
    expect((await getRoom("camera-soggiorno")).status).toBe(200);

    expect((await call(server, `/api/stays/${stay.body.id}`, admin({ method: "DELETE" }))).status).toBe(200);
    expect((await deleteRoom(created.body.id)).status).toBe(204);
  });

  it("a seeded room deleted stays deleted when the base data is initialised again", async () => {
    const quattro = (await getRoom("quattro")).body;
    expect((await deleteRoom(quattro.id)).status).toBe(204);
    const init = await call(server, "/api/init", json("POST", {}));
    expect(init.status, init.text).toBe(200);
    expectApiError(await getRoom("quattro"), 404, "not_found");
    expect((await call<Room[]>(server, "/api/rooms")).body.map((r) => r.slug)).toEqual(["uno", "due", "tre", "camera-nove"]);
  });
});
