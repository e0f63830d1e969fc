import { describe, expect, it } from "vitest";

import { reviewInputSchema } from "~/features/reviews/reviews.schema";
import { fieldErrors } from "~/lib/validation.server";

const valid = (overrides: Record<string, unknown> = {}) => ({
  guestName: "Marco",
  email: "marco@example.com",
  rating: 5,
  title: "Ottimo soggiorno",
  comment: "Tutto perfetto, torneremo.",
  ...overrides,
});

function errorsOf(input: unknown, lang: "it" | "en" = "it") {
  const result = reviewInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : fieldErrors(result.error, lang);
}

describe("reviewInputSchema", () => {
  it("accepts a review and trims it", () => {
    const result = reviewInputSchema.safeParse(valid({ guestName: "  Marco  ", rating: "3", isApproved: true }));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid(), guestName: "Marco", rating: 3 });
    expect(result.data).not.toHaveProperty("isApproved");
  });

  it("speaks the spec's messages", () => {
    expect(errorsOf(valid({ guestName: "A" }))).toEqual({ guestName: "Il nome deve essere di almeno 2 caratteri" });
    expect(errorsOf(valid({ email: "x" }))).toEqual({ email: "Email non valida" });
    expect(errorsOf(valid({ title: "Ciao" }))).toEqual({ title: "Il titolo deve essere di almeno 5 caratteri" });
    expect(errorsOf(valid({ comment: "123456789" }))).toEqual({ comment: "Il commento deve essere di almeno 10 caratteri" });
  });

  it.each([0, 6, 2.5, "x", null, undefined, "", -3])("refuses rating %j", (rating) => {
    expect(Object.keys(errorsOf(valid({ rating })))).toEqual(["rating"]);
  });

  it.each([1, 2, 3, 4, 5])("accepts rating %j", (rating) => {
    expect(reviewInputSchema.safeParse(valid({ rating })).success).toBe(true);
  });

  it("enforces the maximum lengths", () => {
    expect(Object.keys(errorsOf(valid({ guestName: "n".repeat(101) })))).toEqual(["guestName"]);
    expect(Object.keys(errorsOf(valid({ title: "t".repeat(151) })))).toEqual(["title"]);
    expect(Object.keys(errorsOf(valid({ comment: "c".repeat(3001) })))).toEqual(["comment"]);
  });

  it("names every missing field", () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(["comment", "email", "guestName", "rating", "title"]);
  });
});
