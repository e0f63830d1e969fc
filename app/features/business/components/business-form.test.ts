import { describe, expect, it } from "vitest";

import { SEED_BUSINESS } from "~/db/seed-data";

import { businessUpdateSchema as businessSchema } from "../business.schema";
import { bodyOf, coordinate, FIELD_KEYS, isValues, mapPoint, valuesOf } from "./business-form";

const OWNER = {
  accountHolder: "Anna Bianchi",
  iban: "IT60X0542811101000000123456",
  bankName: null,
  arrivalNotes: { it: "Il codice del portone è 1234.", en: null, de: null, es: null },
};
const SAVED = { ...SEED_BUSINESS, ...OWNER };

describe("the Struttura form's values", () => {
  it("round-trips the stored details: the body the form sends is exactly what GET returned", () => {
    const body = bodyOf(valuesOf(SEED_BUSINESS, OWNER));
    expect(body).toEqual({ ...SAVED, iban: "IT60 X054 2811 1010 0000 0123 456" });
    expect(businessSchema.parse(body)).toEqual(SAVED);
  });

  it("sends numbers as numbers (a comma read as the decimal point) and empty optional text as null", () => {
    const values = {
      ...valuesOf(SEED_BUSINESS, OWNER),
      "coordinates.latitude": " 42,4643 ",
      "coordinates.longitude": "-14.5",
      whatsapp: "  ",
      province: "",
      cin: "",
      regionalCode: "",
      "tagline.de": "",
    };
    const body = bodyOf(values);
    expect(body.coordinates).toEqual({ latitude: 42.4643, longitude: -14.5 });
    expect(body).toMatchObject({ whatsapp: null, province: null, cin: null, regionalCode: null });
    expect(body.tagline.de).toBeNull();
    expect(body.tagline.it).toBe(SEED_BUSINESS.tagline.it);
    expect(businessSchema.safeParse(body).success).toBe(true);
  });

  it("leaves what is not a number as typed, for the server to refuse under the right field", () => {
    expect(coordinate("abc")).toBe("abc");
    expect(coordinate("")).toBe("");
    expect(coordinate("123")).toBe(123);
    const values = { ...valuesOf(SEED_BUSINESS, OWNER), "coordinates.latitude": "123", phone: "abc", cin: "IT123", iban: "IT00 1234" };
    const result = businessSchema.safeParse(bodyOf(values));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths.sort()).toEqual(["cin", "coordinates.latitude", "iban", "phone"]);
  });

  it("has an input for every field the schema can report, so no message is lost", () => {
    const empty = Object.fromEntries(FIELD_KEYS.map((key) => [key, ""])) as ReturnType<typeof valuesOf>;
    const result = businessSchema.safeParse(bodyOf(empty));
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(FIELD_KEYS).toContain(issue.path.join("."));
  });

  it("checks a stored draft's shape", () => {
    expect(isValues(valuesOf(SEED_BUSINESS, OWNER))).toBe(true);
    expect(isValues({ name: "x" })).toBe(false);
    expect(isValues(null)).toBe(false);
  });

  it("points the map at the typed coordinates only when they are valid", () => {
    const saved = SEED_BUSINESS.coordinates;
    expect(mapPoint({ ...valuesOf(SEED_BUSINESS, OWNER), "coordinates.latitude": "45.1", "coordinates.longitude": "12,3" }, saved)).toEqual(
      {
        latitude: 45.1,
        longitude: 12.3,
      },
    );
    expect(mapPoint({ ...valuesOf(SEED_BUSINESS, OWNER), "coordinates.latitude": "123" }, saved)).toEqual(saved);
    expect(mapPoint({ ...valuesOf(SEED_BUSINESS, OWNER), "coordinates.longitude": "x" }, saved)).toEqual(saved);
  });
});
