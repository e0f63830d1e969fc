import { describe, expect, it } from "vitest";

import { slugFromName } from "~/features/rooms/room-fields";
import { roomInputSchema } from "~/features/rooms/rooms.schema";
import { fieldErrors } from "~/lib/validation.server";

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Camera Nove",
  shortDescription: "Breve",
  description: "Lunga",
  ...overrides,
});

function errorsOf(input: unknown, lang: "it" | "en" = "it") {
  const result = roomInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : fieldErrors(result.error, lang);
}

describe("slugFromName", () => {
  it.each([
    ["Camera Uno", "camera-uno"],
    ["  Camera   Vista  Mare ", "camera-vista-mare"],
    ["Più Sù!", "piu-su"],
    ["Càmera Üno—Bis", "camera-uno-bis"],
    ["Straße & Œuvre", "strasse-oeuvre"],
    ["Suite 2 (famiglia)", "suite-2-famiglia"],
    ["--a--b--", "a-b"],
    ["!!! ★", ""],
    ["日本", ""],
  ])("%j → %j", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it("is at most 50 characters, never ending in a hyphen, and always matches the database's check", () => {
    const slug = slugFromName(`${"a".repeat(49)} b`);
    expect(slug).toBe("a".repeat(49));
    for (const name of ["x".repeat(50), "ab ".repeat(17), "é".repeat(50), "a-".repeat(25)]) {
      const s = slugFromName(name);
      expect(s.length).toBeLessThanOrEqual(50);
      expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("roomInputSchema", () => {
  it("fills the defaults, trims, turns empty translations into null and drops what it does not edit", () => {
    const result = roomInputSchema.safeParse(
      valid({ name: "  Camera Nove ", descriptionEn: "  ", id: 3, slug: "x", images: ["/a.jpg"], bookingUrl: "https://x" }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Camera Nove",
      shortDescription: "Breve",
      description: "Lunga",
      shortDescriptionEn: null,
      descriptionEn: null,
      shortDescriptionDe: null,
      descriptionDe: null,
      shortDescriptionEs: null,
      descriptionEs: null,
      maxGuests: 2,
      amenities: [],
      isActive: true,
    });
  });

  it("keeps the amenities' order, without duplicates", () => {
    const result = roomInputSchema.parse(valid({ amenities: ["minibar", "freeWifi", "minibar"] }));
    expect(result.amenities).toEqual(["minibar", "freeWifi"]);
  });

  it("says what is wrong, in the visitor's language", () => {
    expect(errorsOf(valid({ name: "" }))).toEqual({ name: "Campo obbligatorio" });
    expect(errorsOf(valid({ maxGuests: 7 }), "en")).toEqual({ maxGuests: "Guests must be from 1 to 4" });
    expect(errorsOf(valid({ amenities: ["sauna"] }))).toEqual({ amenities: "Servizio della camera non riconosciuto" });
    expect(errorsOf(valid({ description: "x".repeat(3001) }))).toEqual({ description: "Testo troppo lungo (massimo 3000 caratteri)" });
    expect(errorsOf(valid({ shortDescription: "a\u0007b" }))).toEqual({ shortDescription: "Il testo contiene caratteri non ammessi" });
  });

  it("keeps line breaks in a description", () => {
    expect(roomInputSchema.parse(valid({ description: "Riga uno\nRiga due" })).description).toBe("Riga uno\nRiga due");
  });
});
