import { describe, expect, it } from "vitest";

import { quoteInputSchema } from "~/features/quotes/quotes.schema";
import { addDays, todayInItaly } from "~/lib/dates";
import { fieldErrors } from "~/lib/validation.server";

const day = (offset: number) => addDays(todayInItaly(), offset);

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Giulia",
  lastName: "Rossi",
  email: "giulia@example.com",
  phone: null,
  checkIn: day(10),
  checkOut: day(12),
  guests: 2,
  preferredRoom: null,
  specialRequests: null,
  additionalServices: [],
  ...overrides,
});

/** The Italian message of each bad field, as the form and the API show them. */
function errorsOf(input: unknown, lang: "it" | "en" = "it"): Record<string, string> {
  const result = quoteInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : fieldErrors(result.error, lang);
}

describe("quoteInputSchema", () => {
  it("accepts a complete request and normalises it", () => {
    const result = quoteInputSchema.safeParse(
      valid({
        firstName: "  Giulia ",
        email: " giulia@example.com ",
        phone: "",
        preferredRoom: "",
        specialRequests: "  ",
        checkIn: `${day(10)}T00:00:00.000Z`,
        guests: "3",
        additionalServices: ["navetta", "navetta", "taxi"],
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      firstName: "Giulia",
      lastName: "Rossi",
      email: "giulia@example.com",
      phone: null,
      checkIn: day(10),
      checkOut: day(12),
      guests: 3,
      preferredRoom: null,
      specialRequests: null,
      additionalServices: ["navetta", "taxi"],
    });
  });

  it("defaults additionalServices to [] and optional fields to null", () => {
    const { additionalServices: _a, phone: _p, preferredRoom: _r, specialRequests: _s, ...rest } = valid();
    const result = quoteInputSchema.safeParse(rest);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ additionalServices: [], phone: null, preferredRoom: null, specialRequests: null });
  });

  it("drops fields the client may not set (status, id, createdAt)", () => {
    const result = quoteInputSchema.safeParse(valid({ status: "confirmed", id: 7, createdAt: "2000-01-01" }));
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty("status");
    expect(result.data).not.toHaveProperty("id");
    expect(result.data).not.toHaveProperty("createdAt");
  });

  it("speaks the spec's messages in Italian and English", () => {
    expect(errorsOf(valid({ firstName: "" }))).toEqual({ firstName: "Il nome è obbligatorio" });
    expect(errorsOf(valid({ firstName: "" }), "en")).toEqual({ firstName: "First name is required" });
    expect(errorsOf(valid({ email: "x@" }))).toEqual({ email: "Inserisci un indirizzo email valido" });
    expect(errorsOf(valid({ email: "x@" }), "en")).toEqual({ email: "Please enter a valid email address" });
    expect(errorsOf(valid({ guests: 0 }))).toEqual({ guests: "Seleziona il numero di ospiti" });
  });

  it.each([0, 5, "abc", 2.5, -1, null, true, "2.5", ""])("refuses guests %j", (guests) => {
    expect(Object.keys(errorsOf(valid({ guests })))).toEqual(["guests"]);
  });

  it.each([1, 2, 3, 4, "4"])("accepts guests %j", (guests) => {
    expect(quoteInputSchema.safeParse(valid({ guests })).success).toBe(true);
  });

  it("checks the dates: not past, not too far, check-out after check-in, not too long", () => {
    expect(errorsOf(valid({ checkIn: day(-1), checkOut: day(2) }))).toEqual({ checkIn: "La data di check-in non può essere nel passato" });
    expect(Object.keys(errorsOf(valid({ checkIn: day(731), checkOut: day(733) })))).toEqual(["checkIn"]);
    expect(errorsOf(valid({ checkIn: day(5), checkOut: day(5) }))).toEqual({ checkOut: "Il check-out deve essere successivo al check-in" });
    expect(errorsOf(valid({ checkIn: day(5), checkOut: day(4) }))).toEqual({ checkOut: "Il check-out deve essere successivo al check-in" });
    expect(errorsOf(valid({ checkIn: day(5), checkOut: day(66) }))).toEqual({
      checkOut: "Per soggiorni oltre 60 notti contattaci direttamente",
    });
    expect(quoteInputSchema.safeParse(valid({ checkIn: day(0), checkOut: day(1) })).success).toBe(true);
    expect(quoteInputSchema.safeParse(valid({ checkIn: day(730), checkOut: day(790) })).success).toBe(true);
  });

  it("refuses impossible or malformed dates without throwing", () => {
    const year = Number(todayInItaly().slice(0, 4)) + 1;
    for (const [checkIn, checkOut, field] of [
      [`${year}-02-30`, `${year}-03-02`, "checkIn"],
      [day(3), `${year}-13-01`, "checkOut"],
      ["31/12/2030", day(3), "checkIn"],
      ["", day(3), "checkIn"],
      [day(3), "tomorrow", "checkOut"],
      [20301231, day(3), "checkIn"],
    ] as const) {
      expect(() => quoteInputSchema.safeParse(valid({ checkIn, checkOut }))).not.toThrow();
      expect(Object.keys(errorsOf(valid({ checkIn, checkOut }))), `${checkIn} → ${checkOut}`).toContain(field);
    }
  });

  it("still reports a past check-in when the check-out is malformed", () => {
    expect(errorsOf(valid({ checkIn: day(-3), checkOut: "?" }))).toEqual({
      checkIn: "La data di check-in non può essere nel passato",
      checkOut: "Scegli la data di check-out",
    });
  });

  it("enforces the field lengths", () => {
    expect(errorsOf(valid({ firstName: "a".repeat(101) }))).toEqual({ firstName: "Testo troppo lungo (massimo 100 caratteri)" });
    expect(errorsOf(valid({ lastName: "a".repeat(101) }))).toEqual({ lastName: "Testo troppo lungo (massimo 100 caratteri)" });
    expect(Object.keys(errorsOf(valid({ email: `${"a".repeat(250)}@example.com` })))).toEqual(["email"]);
    expect(errorsOf(valid({ phone: "1".repeat(21) }))).toEqual({ phone: "Testo troppo lungo (massimo 20 caratteri)" });
    expect(Object.keys(errorsOf(valid({ preferredRoom: "r".repeat(51) })))).toEqual(["preferredRoom"]);
    expect(errorsOf(valid({ specialRequests: "s".repeat(2001) }))).toEqual({
      specialRequests: "Testo troppo lungo (massimo 2000 caratteri)",
    });
    expect(
      quoteInputSchema.safeParse(valid({ firstName: "a".repeat(100), specialRequests: "s".repeat(2000), phone: "1".repeat(20) })).success,
    ).toBe(true);
  });

  it("refuses wrong types on the field that has them", () => {
    expect(Object.keys(errorsOf(valid({ firstName: 1 })))).toEqual(["firstName"]);
    expect(Object.keys(errorsOf(valid({ email: { a: 1 } })))).toEqual(["email"]);
    expect(Object.keys(errorsOf(valid({ phone: 3331234567 })))).toEqual(["phone"]);
    expect(Object.keys(errorsOf(valid({ specialRequests: ["x"] })))).toEqual(["specialRequests"]);
  });

  it("reports service problems on the additionalServices field itself", () => {
    expect(errorsOf(valid({ additionalServices: ["spa"] }))).toEqual({ additionalServices: "Scegli i servizi dall'elenco" });
    expect(errorsOf(valid({ additionalServices: [1] }))).toEqual({ additionalServices: "Scegli i servizi dall'elenco" });
    expect(errorsOf(valid({ additionalServices: "navetta" }))).toEqual({ additionalServices: "Scegli i servizi dall'elenco" });
    const all = ["navetta", "check-in-personalizzato", "culla", "taxi"];
    expect(quoteInputSchema.safeParse(valid({ additionalServices: all })).data?.additionalServices).toEqual(all);
  });

  it("refuses a phone that is not a phone number", () => {
    expect(errorsOf(valid({ phone: "call me" }))).toEqual({ phone: "Inserisci un numero di telefono valido" });
    expect(quoteInputSchema.safeParse(valid({ phone: "+39 (085) 123-45.67" })).success).toBe(true);
  });
});
