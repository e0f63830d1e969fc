import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quotes } from "~/db/schema";

import {
  call,
  dateFromToday,
  expectApiError,
  expectFieldError,
  json,
  rowCount,
  validQuote,
  withCookie,
  type ApiError,
} from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

type QuoteBody = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  preferredRoom: string | null;
  specialRequests: string | null;
  additionalServices: string[];
  status: string;
  createdAt: string;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const postQuote = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  call<QuoteBody & ApiError>(server, `/api/quotes${query}`, json("POST", body, headers));

/** Sends a bad quote, expects a 400 on `field` and proves nothing was stored; returns the message. */
async function rejected(body: unknown, field: string, headers: Record<string, string> = {}, query = ""): Promise<string> {
  const before = await rowCount(server, quotes);
  const res = await postQuote(body, headers, query);
  const message = expectFieldError(res, field);
  expect(await rowCount(server, quotes)).toBe(before);
  return message;
}

describe("POST /api/quotes: a valid request", () => {
  it("stores the quote as pending and answers 201 with it", async () => {
    const before = await rowCount(server, quotes);
    const checkIn = dateFromToday(10);
    const checkOut = dateFromToday(14);
    const res = await postQuote(
      validQuote({
        checkIn,
        checkOut,
        guests: 2,
        specialRequests: "Arriviamo tardi, verso le 23.",
        additionalServices: ["navetta", "culla"],
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(await rowCount(server, quotes)).toBe(before + 1);

    expect(res.body.id).toEqual(expect.any(Number));
    const [row] = await server.db.select().from(quotes).where(eq(quotes.id, res.body.id));
    expect(row).toBeDefined();
    expect(row!.firstName).toBe("Giulia");
    expect(row!.lastName).toBe("Rossi");
    expect(row!.email).toBe("giulia.rossi@example.com");
    expect(row!.phone).toBe("+39 333 123 4567");
    expect(row!.guests).toBe(2);
    expect(row!.status).toBe("pending");
    expect(row!.preferredRoom).toBeNull();
    expect(row!.specialRequests).toBe("Arriviamo tardi, verso le 23.");
    expect(row!.additionalServices).toEqual(["navetta", "culla"]);
    // Stored as timestamps: the calendar dates at midnight UTC.
    expect(row!.checkIn).toBeInstanceOf(Date);
    expect(row!.checkOut).toBeInstanceOf(Date);
    expect(row!.checkIn.toISOString()).toBe(`${checkIn}T00:00:00.000Z`);
    expect(row!.checkOut.toISOString()).toBe(`${checkOut}T00:00:00.000Z`);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    // The answer is the stored row.
    expect(res.body.status).toBe("pending");
    expect(res.body.preferredRoom).toBeNull();
    expect(res.body.additionalServices).toEqual(["navetta", "culla"]);
    expect(new Date(res.body.checkIn).toISOString()).toBe(`${checkIn}T00:00:00.000Z`);
    expect(new Date(res.body.checkOut).toISOString()).toBe(`${checkOut}T00:00:00.000Z`);
  });

  it("stores a chosen room, and the room's maximum number of guests is accepted", async () => {
    const res = await postQuote(validQuote({ preferredRoom: "due", guests: 4 }));
    expect(res.status, res.text).toBe(201);
    const [row] = await server.db.select().from(quotes).where(eq(quotes.id, res.body.id));
    expect(row!.preferredRoom).toBe("due");
    expect(row!.guests).toBe(4);
  });

  it("treats empty optional fields as absent and defaults additionalServices to []", async () => {
    const { additionalServices: _omit, ...withoutServices } = validQuote({ phone: "", preferredRoom: "", specialRequests: "   " });
    const res = await postQuote(withoutServices);
    expect(res.status, res.text).toBe(201);
    const [row] = await server.db.select().from(quotes).where(eq(quotes.id, res.body.id));
    expect(row!.phone).toBeNull();
    expect(row!.preferredRoom).toBeNull();
    expect(row!.specialRequests).toBeNull();
    expect(row!.additionalServices).toEqual([]);
  });

  it("accepts a check-in today and a one-night stay", async () => {
    const res = await postQuote(validQuote({ checkIn: dateFromToday(0), checkOut: dateFromToday(1) }));
    expect(res.status, res.text).toBe(201);
  });

  it("ignores status, id and createdAt sent by the client", async () => {
    const [last] = await server.db.select({ id: quotes.id }).from(quotes).orderBy(desc(quotes.id)).limit(1);
    const res = await postQuote(validQuote({ status: "confirmed", id: 999_999, createdAt: "2001-01-01T00:00:00.000Z" }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(999_999);
    expect(res.body.id).toBeGreaterThan(last!.id);
    const [row] = await server.db.select().from(quotes).where(eq(quotes.id, res.body.id));
    expect(row!.status).toBe("pending");
    expect(row!.createdAt.getUTCFullYear()).not.toBe(2001);
    expect(await server.db.select().from(quotes).where(eq(quotes.id, 999_999))).toHaveLength(0);
  });

  it("stores a repeated service once", async () => {
    const res = await postQuote(validQuote({ additionalServices: ["taxi", "taxi"] }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.additionalServices).toEqual(["taxi"]);
  });
});

describe("POST /api/quotes: bad input is refused with 400 and nothing is stored", () => {
  it("missing firstName: Italian message by default", async () => {
    const { firstName: _f, ...body } = validQuote();
    expect(await rejected(body, "firstName")).toBe("Il nome è obbligatorio");
  });

  it("missing firstName: English with Accept-Language: en", async () => {
    const { firstName: _f, ...body } = validQuote();
    expect(await rejected(body, "firstName", { "accept-language": "en" })).toBe("First name is required");
  });

  it("missing firstName: English with ?lang=en", async () => {
    const { firstName: _f, ...body } = validQuote();
    expect(await rejected(body, "firstName", {}, "?lang=en")).toBe("First name is required");
  });

  it("blank firstName (only spaces)", async () => {
    expect(await rejected(validQuote({ firstName: "   " }), "firstName")).toBe("Il nome è obbligatorio");
  });

  it("missing lastName", async () => {
    const { lastName: _l, ...body } = validQuote();
    expect(await rejected(body, "lastName")).toBe("Il cognome è obbligatorio");
  });

  it("invalid email", async () => {
    expect(await rejected(validQuote({ email: "not-an-email" }), "email")).toBe("Inserisci un indirizzo email valido");
  });

  it("invalid email in English", async () => {
    expect(await rejected(validQuote({ email: "a@" }), "email", { "accept-language": "en-GB,en;q=0.9" })).toBe(
      "Please enter a valid email address",
    );
  });

  it("missing email", async () => {
    const { email: _e, ...body } = validQuote();
    expect(await rejected(body, "email")).toBe("Inserisci un indirizzo email valido");
  });

  it("guests 0", async () => {
    expect(await rejected(validQuote({ guests: 0 }), "guests")).toBe("Seleziona il numero di ospiti");
  });

  it("guests 5", async () => {
    expect(await rejected(validQuote({ guests: 5 }), "guests")).toBe("Il numero massimo di ospiti è 4");
  });

  it('guests "abc"', async () => {
    expect(await rejected(validQuote({ guests: "abc" }), "guests")).toBe("Seleziona il numero di ospiti");
  });

  it("guests 2.5", async () => {
    expect(await rejected(validQuote({ guests: 2.5 }), "guests")).toBe("Seleziona il numero di ospiti");
  });

  it("guests missing or negative", async () => {
    const { guests: _g, ...body } = validQuote();
    await rejected(body, "guests");
    await rejected(validQuote({ guests: -1 }), "guests");
    await rejected(validQuote({ guests: true }), "guests");
  });

  it("4 guests in room 'uno', which sleeps 2", async () => {
    expect(await rejected(validQuote({ guests: 4, preferredRoom: "uno" }), "guests")).toBe("Questa camera ospita al massimo 2 persone");
  });

  it("unknown preferredRoom", async () => {
    expect(await rejected(validQuote({ preferredRoom: "suite-presidenziale" }), "preferredRoom")).toBe("Scegli una camera dall'elenco");
  });

  it("preferredRoom of the wrong type or too long", async () => {
    await rejected(validQuote({ preferredRoom: 3 }), "preferredRoom");
    await rejected(validQuote({ preferredRoom: "x".repeat(51) }), "preferredRoom");
  });

  it("check-in in the past", async () => {
    expect(await rejected(validQuote({ checkIn: dateFromToday(-1), checkOut: dateFromToday(3) }), "checkIn")).toBe(
      "La data di check-in non può essere nel passato",
    );
  });

  it("check-in more than two years ahead", async () => {
    await rejected(validQuote({ checkIn: dateFromToday(800), checkOut: dateFromToday(803) }), "checkIn");
  });

  it("check-out before check-in", async () => {
    expect(await rejected(validQuote({ checkIn: dateFromToday(10), checkOut: dateFromToday(8) }), "checkOut")).toBe(
      "Il check-out deve essere successivo al check-in",
    );
  });

  it("check-out equal to check-in", async () => {
    expect(await rejected(validQuote({ checkIn: dateFromToday(10), checkOut: dateFromToday(10) }), "checkOut")).toBe(
      "Il check-out deve essere successivo al check-in",
    );
  });

  it("a stay longer than the maximum", async () => {
    expect(await rejected(validQuote({ checkIn: dateFromToday(10), checkOut: dateFromToday(10 + 61) }), "checkOut")).toBe(
      "Per soggiorni oltre 60 notti contattaci direttamente",
    );
  });

  it("an impossible date such as February 30th", async () => {
    const year = Number(dateFromToday(0).slice(0, 4)) + 1;
    expect(await rejected(validQuote({ checkIn: `${year}-02-30`, checkOut: `${year}-03-03` }), "checkIn")).toBe(
      "Scegli la data di check-in",
    );
    expect(await rejected(validQuote({ checkIn: dateFromToday(10), checkOut: `${year}-02-30` }), "checkOut")).toBe(
      "Scegli la data di check-out",
    );
  });

  it("dates that are not dates", async () => {
    await rejected(validQuote({ checkIn: "domani" }), "checkIn");
    await rejected(validQuote({ checkIn: "" }), "checkIn");
    await rejected(validQuote({ checkOut: 20260101 }), "checkOut");
    const { checkOut: _c, ...body } = validQuote();
    await rejected(body, "checkOut");
  });

  it("numbers for names", async () => {
    await rejected(validQuote({ firstName: 42 }), "firstName");
    await rejected(validQuote({ lastName: 42 }), "lastName");
  });

  it("an object for email", async () => {
    await rejected(validQuote({ email: { address: "a@b.it" } }), "email");
  });

  it("a firstName of 101 characters", async () => {
    expect(await rejected(validQuote({ firstName: "a".repeat(101) }), "firstName")).toBe("Testo troppo lungo (massimo 100 caratteri)");
  });

  it("a firstName of exactly 100 characters is accepted", async () => {
    const res = await postQuote(validQuote({ firstName: "a".repeat(100) }));
    expect(res.status, res.text).toBe(201);
  });

  it("a lastName of 101 characters", async () => {
    await rejected(validQuote({ lastName: "b".repeat(101) }), "lastName");
  });

  it("an email over 255 characters", async () => {
    await rejected(validQuote({ email: `${"a".repeat(250)}@example.com` }), "email");
  });

  it("a phone over 20 characters", async () => {
    expect(await rejected(validQuote({ phone: "+39 333 123 4567 8901" }), "phone")).toBe("Testo troppo lungo (massimo 20 caratteri)");
  });

  it("a phone that is not a phone number", async () => {
    await rejected(validQuote({ phone: "chiamami" }), "phone");
  });

  it("specialRequests over 2000 characters", async () => {
    expect(await rejected(validQuote({ specialRequests: "x".repeat(2001) }), "specialRequests")).toBe(
      "Testo troppo lungo (massimo 2000 caratteri)",
    );
  });

  it("an unknown additional service id", async () => {
    expect(await rejected(validQuote({ additionalServices: ["navetta", "spa"] }), "additionalServices")).toBe(
      "Scegli i servizi dall'elenco",
    );
  });

  it("additionalServices that is not a list", async () => {
    await rejected(validQuote({ additionalServices: "navetta" }), "additionalServices");
    await rejected(validQuote({ additionalServices: [1] }), "additionalServices");
  });

  it("reports every bad field at once", async () => {
    const before = await rowCount(server, quotes);
    const res = await postQuote({ firstName: "", email: "x", guests: 9 });
    const error = expectApiError(res, 400, "validation_error");
    expect(Object.keys(error.fields ?? {})).toEqual(
      expect.arrayContaining(["firstName", "lastName", "email", "guests", "checkIn", "checkOut"]),
    );
    expect(await rowCount(server, quotes)).toBe(before);
  });

  it("a body that is not an object", async () => {
    const before = await rowCount(server, quotes);
    const res = await postQuote([validQuote()]);
    expectApiError(res, 400, "validation_error");
    expect(await rowCount(server, quotes)).toBe(before);
  });
});

describe("GET /api/quotes", () => {
  it("is refused without an admin session", async () => {
    const res = await call(server, "/api/quotes");
    expectApiError(res, 401, "unauthorized");
    expect(res.text).not.toContain("giulia.rossi@example.com");
  });

  it("lists every quote for the admin, newest first", async () => {
    const first = await postQuote(validQuote({ firstName: "Primo" }));
    const second = await postQuote(validQuote({ firstName: "Secondo" }));
    const third = await postQuote(validQuote({ firstName: "Terzo" }));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);

    const cookie = await server.adminCookie();
    const res = await call<QuoteBody[]>(server, "/api/quotes", withCookie({}, cookie));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toHaveLength(await rowCount(server, quotes));
    expect(res.body.slice(0, 3).map((q) => q.firstName)).toEqual(["Terzo", "Secondo", "Primo"]);
    for (let i = 1; i < res.body.length; i++) {
      const newer = res.body[i - 1]!;
      const older = res.body[i]!;
      expect(new Date(newer.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(older.createdAt).getTime());
    }
    const latest = res.body[0]!;
    expect(latest).toMatchObject({ email: "giulia.rossi@example.com", status: "pending", guests: 2 });
  });
});
