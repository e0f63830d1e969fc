import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { business as businessTable } from "~/db/schema";
import { SEED_BUSINESS } from "~/db/seed-data";
import { LANGUAGES } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";
import type { Business } from "~/lib/business";

import { call, expectApiError, expectFieldError, json, withCookie } from "../setup/api-helpers";
import { startSiteServer } from "../setup/pages";
import type { TestServer } from "../setup/test-server";

let site: Awaited<ReturnType<typeof startSiteServer>>;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  site = await startSiteServer();
  server = site.server;
  admin = await server.adminCookie();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

/** A page as a browser gets it (brotli), with whether the cache served it. */
function page(path: string): Promise<{ status: number; cache: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, server.url), { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const html = res.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(body).toString("utf8") : body.toString("utf8");
          resolve({ status: res.statusCode ?? 0, cache: res.headers["x-cache"] as string | undefined, html });
        });
      })
      .on("error", reject);
  });
}

const getBusiness = async () => (await call<Business>(server, "/api/business")).body;
const storedRows = async () => server.db.select().from(businessTable);
const put = (body: unknown, cookie = admin) => call<Business>(server, "/api/business?lang=it", withCookie(json("PUT", body), cookie));

describe("GET /api/business", () => {
  it("answers the seeded details publicly, with every field the product shows", async () => {
    const res = await call<Business>(server, "/api/business");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SEED_BUSINESS);
    expect(res.body.coordinates).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    for (const key of ["name", "phone", "email", "cin"] as const) expect(res.body[key]).toBeTruthy();
  });
});

describe("PUT /api/business", () => {
  it("is refused without the owner's session, and nothing changes", async () => {
    const before = await storedRows();
    const res = await call(server, "/api/business", json("PUT", { ...SEED_BUSINESS, phone: "+39 333 000 0000" }));
    expectApiError(res, 401, "unauthorized");
    expect(await storedRows()).toEqual(before);
  });

  const bad: [string, (b: Business) => unknown, string, RegExp][] = [
    ["a phone that is not a number", (b) => ({ ...b, phone: "call me" }), "phone", /telefono/],
    ["a WhatsApp number that is not a number", (b) => ({ ...b, whatsapp: "abc" }), "whatsapp", /telefono/],
    ["a taxi phone left empty", (b) => ({ ...b, taxiPhone: "" }), "taxiPhone", /telefono/],
    ["an e-mail without a domain", (b) => ({ ...b, email: "info@" }), "email", /e-mail/],
    ["a latitude beyond the pole", (b) => ({ ...b, coordinates: { ...b.coordinates, latitude: 91 } }), "coordinates.latitude", /-90 e 90/],
    [
      "a longitude out of range",
      (b) => ({ ...b, coordinates: { ...b.coordinates, longitude: -181 } }),
      "coordinates.longitude",
      /-180 e 180/,
    ],
    [
      "a latitude that is text",
      (b) => ({ ...b, coordinates: { ...b.coordinates, latitude: "north" } }),
      "coordinates.latitude",
      /latitudine/,
    ],
    ["a CIN of the wrong shape", (b) => ({ ...b, cin: "IT123" }), "cin", /CIN/],
    ["a CIN from another country", (b) => ({ ...b, cin: "FR068028B4ABCD1234" }), "cin", /CIN/],
    [
      "an hour that does not exist",
      (b) => ({ ...b, hours: { ...b.hours, checkIn: { from: "25:00", to: "23:30" } } }),
      "hours.checkIn.from",
      /HH:MM/,
    ],
    ["an empty name", (b) => ({ ...b, name: "  " }), "name", /obbligatorio/],
    ["no Italian tagline", (b) => ({ ...b, tagline: { ...b.tagline, it: "" } }), "tagline.it", /obbligatorio/],
    ["a province that is not a sigla", (b) => ({ ...b, province: "Pescara" }), "province", /provincia/],
    ["a country that is not a code", (b) => ({ ...b, country: "Italia" }), "country", /paese/],
    ["a postal code with symbols", (b) => ({ ...b, postalCode: "65$21" }), "postalCode", /codice postale/],
    ["a name of 101 characters", (b) => ({ ...b, name: "x".repeat(101) }), "name", /100/],
  ];
  it.each(bad)("refuses %s with a message on the field, storing nothing", async (_what, change, field, message) => {
    const before = await storedRows();
    const res = await put(change(await getBusiness()));
    expect(expectFieldError(res, field)).toMatch(message);
    expect(await storedRows()).toEqual(before);
  });

  it("translates the messages into the language asked for", async () => {
    const res = await call(server, "/api/business?lang=de", withCookie(json("PUT", { ...SEED_BUSINESS, cin: "nope" }), admin));
    expect(expectFieldError(res, "cin")).toMatch(/hat die Form IT/);
  });

  it("normalises a CIN typed with spaces and small letters, and accepts it empty (the panel then warns)", async () => {
    const res = await put({ ...SEED_BUSINESS, cin: "it 068028 b4 abc123" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.cin).toBe("IT068028B4ABC123");
    const cleared = await put({ ...SEED_BUSINESS, cin: "" });
    expect(cleared.body.cin).toBeNull();
    expect((await getBusiness()).cin).toBeNull();
    await put(SEED_BUSINESS);
  });

  it("accepts the object exactly as GET returns it", async () => {
    const res = await put(await getBusiness());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...SEED_BUSINESS, ...NO_OWNER_DETAILS });
  });
});

const NO_OWNER_DETAILS = { accountHolder: null, iban: null, bankName: null, arrivalNotes: { it: null, en: null, de: null, es: null } };

describe("the owner's own details: the deposits' account and the pre-arrival notes", () => {
  const ownerGet = async () => (await call<Record<string, unknown>>(server, "/api/business", withCookie({}, admin))).body;

  it("are stored with the details, read back only with her session, and never on a page", async () => {
    const res = await put({
      ...(await getBusiness()),
      accountHolder: "Anna Bianchi",
      iban: "it60 x054 2811 1010 0000 0123 456",
      bankName: "Banca Adriatica",
      arrivalNotes: { it: "Il codice del portone è 1234.", de: "Der Code der Haustür ist 1234." },
    });
    expect(res.status, res.text).toBe(200);
    const mine = await ownerGet();
    expect(mine).toMatchObject({
      accountHolder: "Anna Bianchi",
      iban: "IT60X0542811101000000123456",
      bankName: "Banca Adriatica",
      arrivalNotes: { it: "Il codice del portone è 1234.", en: null, de: "Der Code der Haustür ist 1234.", es: null },
    });
    const anyone = await call(server, "/api/business");
    expect(anyone.text).not.toMatch(/IT60|Anna Bianchi|1234|arrivalNotes/);
    // Opened as a page (a popup a script could read), with her cookie: the public details only.
    const asPage = await call(
      server,
      "/api/business",
      withCookie({ headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } }, admin),
    );
    expect(asPage.text).not.toMatch(/IT60|1234/);
    for (const path of ["/", hrefFor("contact", "it"), hrefFor("contact", "en")])
      expect((await call(server, path)).text).not.toMatch(/IT60X054|portone/);

    // A save that names none of them keeps them; one note changed keeps the others.
    const { accountHolder: _a, iban: _i, bankName: _b, arrivalNotes: _n, ...publicOnly } = mine;
    expect((await put(publicOnly)).status).toBe(200);
    expect((await put({ ...publicOnly, arrivalNotes: { en: "The door code is 1234." } })).status).toBe(200);
    expect(await ownerGet()).toMatchObject({
      iban: "IT60X0542811101000000123456",
      arrivalNotes: { it: "Il codice del portone è 1234.", en: "The door code is 1234.", de: "Der Code der Haustür ist 1234." },
    });
  });

  it.each([
    [
      "a mistyped IBAN",
      { accountHolder: "Anna", iban: "IT60X0542811101000000123457" },
      "iban",
      "IBAN non valido: controlla lettere e cifre",
    ],
    [
      "an IBAN too short for Italy",
      { accountHolder: "Anna", iban: "IT60X05428111010000001234" },
      "iban",
      "IBAN non valido: controlla lettere e cifre",
    ],
    [
      "an IBAN with no account holder",
      { accountHolder: "", iban: "IT60X0542811101000000123456" },
      "accountHolder",
      "Scrivi l'intestatario del conto",
    ],
    ["a note too long", { arrivalNotes: { es: "x".repeat(2001) } }, "arrivalNotes.es", "Testo troppo lungo (massimo 2000 caratteri)"],
  ])("400 for %s, nothing stored", async (_name, body, field, message) => {
    const before = await ownerGet();
    const res = await put({ ...(await getBusiness()), ...body });
    expect(expectFieldError(res, field)).toBe(message);
    expect(await ownerGet()).toEqual(before);
  });
});

describe("a change shows on every public page at once", () => {
  const NEW_PHONE = "+39 071 555 0199";

  it("puts the new phone on the home, contact page and JSON-LD of cached pages in all four languages, and on the maintenance screen", async () => {
    const homes = LANGUAGES.map((lang) => `/?lang=${lang}`);
    const contacts = LANGUAGES.map((lang) => hrefFor("contact", lang));
    // Cached before the change, with the old phone.
    for (const path of [...homes, ...contacts]) {
      await page(path);
      const cached = await page(path);
      expect(cached.cache, path).toBe("HIT");
      expect(cached.html).toContain(SEED_BUSINESS.phone);
    }

    const res = await put({ ...(await getBusiness()), phone: NEW_PHONE });
    expect(res.status, res.text).toBe(200);

    for (const path of [...homes, ...contacts]) {
      const fresh = await page(path);
      expect(fresh.status, path).toBe(200);
      expect(fresh.html, path).toContain(NEW_PHONE);
      expect(fresh.html, path).not.toContain(SEED_BUSINESS.phone);
    }
    for (const path of homes) {
      const again = await page(path);
      expect(again.cache).toBe("HIT");
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(again.html)?.[1];
      expect(ld, path).toBeTruthy();
      const data = JSON.parse(ld!) as { telephone: string; identifier?: { value: string } };
      expect(data.telephone).toBe(NEW_PHONE);
      expect(data.identifier?.value).toBe(SEED_BUSINESS.cin);
    }

    const superAdmin = await server.superAdminCookie();
    const settings = async (siteOffline: boolean) => {
      const current = (await (await server.fetch("/api/super-admin/settings")).json()) as Record<string, unknown>;
      expect(
        (await server.fetch("/api/super-admin/settings", withCookie(json("PUT", { ...current, siteOffline }), superAdmin))).status,
      ).toBe(200);
    };
    await settings(true);
    try {
      for (const lang of LANGUAGES) {
        const offline = await page(hrefFor("rooms", lang));
        expect(offline.status).toBe(503);
        expect(offline.html).toContain(NEW_PHONE);
        expect(offline.html).not.toContain(SEED_BUSINESS.phone);
      }
    } finally {
      await settings(false);
      await put(SEED_BUSINESS);
    }
  });

  it("takes the name, tagline, hours, map position and WhatsApp from the database on every page that shows them", async () => {
    const changed: Business = {
      ...SEED_BUSINESS,
      name: "Villa Gabbiano Test",
      tagline: { ...SEED_BUSINESS.tagline, en: "Rooms by the lighthouse", de: null },
      whatsapp: "+39 333 765 4321",
      coordinates: { latitude: 43.6158, longitude: 13.5189 },
      hours: { ...SEED_BUSINESS.hours, breakfast: { from: "08:15", to: "10:45" }, checkIn: { from: "14:30", to: "22:15" } },
    };
    expect((await put(changed)).status).toBe(200);
    try {
      const home = (await page(hrefFor("home", "en", {}, true))).html;
      expect(home).toContain("<title>Villa Gabbiano Test – ");
      expect(home).toContain("Rooms by the lighthouse");
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!) as Record<string, unknown>;
      expect(ld).toMatchObject({ name: "Villa Gabbiano Test", geo: { latitude: 43.6158, longitude: 13.5189 }, checkinTime: "14:30" });
      // A missing translation falls back to Italian.
      expect((await page(hrefFor("home", "de", {}, true))).html).toContain((SEED_BUSINESS.tagline.it ?? "").replace("&", "&amp;"));
      expect((await page(hrefFor("breakfast", "es"))).html).toMatch(/08:15[^<]*10:45/);
      const contact = (await page(hrefFor("contact", "it"))).html;
      expect(contact).toContain("mlat=43.6158&amp;mlon=13.5189");
      expect(contact).toContain('href="https://wa.me/393337654321"');
      expect((await page(hrefFor("quote", "de"))).html).toContain("14:30");
      expect((await page("/privacy?lang=en")).html).toContain(`Villa Gabbiano Test, ${SEED_BUSINESS.streetAddress}`);
      expect((await page(hrefFor("about", "it"))).html).toContain("Villa Gabbiano Test è la casa");
    } finally {
      await put(SEED_BUSINESS);
    }
  });

  it("shows the CIN in every language's footer and leaves it out when empty", async () => {
    const labels = {
      it: "Codice Identificativo Nazionale (CIN)",
      en: "National Identification Code (CIN)",
      de: "Nationaler Identifikationscode (CIN)",
      es: "Código Identificativo Nacional (CIN)",
    };
    for (const lang of LANGUAGES) {
      const html = (await page(hrefFor("about", lang))).html;
      expect(html).toContain(`${labels[lang]}: ${SEED_BUSINESS.cin}`);
    }
    await put({ ...SEED_BUSINESS, cin: null });
    try {
      const html = (await page(hrefFor("about", "en"))).html;
      expect(html).not.toMatch(/\(CIN\): IT/);
      expect(html).not.toContain(SEED_BUSINESS.cin);
    } finally {
      await put(SEED_BUSINESS);
    }
  });
});
