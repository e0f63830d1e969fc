import { describe, expect, it } from "vitest";

import { ApiError } from "./api";
import { draftAfter, errorText, fieldErrorsOf, hasErrors, sameValues, shownValues, successToast, withoutError } from "./panel-form";

describe("sameValues", () => {
  it("compares text, numbers and booleans by value", () => {
    expect(sameValues("70", "70")).toBe(true);
    expect(sameValues("70", "70,5")).toBe(false);
    expect(sameValues(2, 2)).toBe(true);
    expect(sameValues(2, "2")).toBe(false);
    expect(sameValues(true, false)).toBe(false);
    expect(sameValues(null, undefined)).toBe(false);
  });

  it("ignores the order of an object's keys, as a draft read back from storage may have them", () => {
    expect(sameValues({ bookingUrl: "a", airbnbUrl: "" }, { airbnbUrl: "", bookingUrl: "a" })).toBe(true);
    expect(sameValues({ bookingUrl: "a", airbnbUrl: "" }, { bookingUrl: "a", airbnbUrl: "b" })).toBe(false);
  });

  it("counts a key missing on one side as a difference, even when the other holds undefined", () => {
    expect(sameValues({ a: "x" }, { a: "x", b: undefined })).toBe(false);
    expect(sameValues({ a: "x", b: undefined }, { a: "x", c: undefined })).toBe(false);
  });

  it("compares lists item by item, in order (the first amenities are the ones the room card shows)", () => {
    expect(sameValues({ amenities: ["wifi", "tv"] }, { amenities: ["wifi", "tv"] })).toBe(true);
    expect(sameValues({ amenities: ["wifi", "tv"] }, { amenities: ["tv", "wifi"] })).toBe(false);
    expect(sameValues({ amenities: ["wifi"] }, { amenities: ["wifi", "tv"] })).toBe(false);
    expect(sameValues([], {})).toBe(false);
  });

  it("goes into nested lists of objects", () => {
    const rows = [{ name: "Airbnb", url: "https://a.example/ical" }];
    expect(sameValues(rows, [{ name: "Airbnb", url: "https://a.example/ical" }])).toBe(true);
    expect(sameValues(rows, [{ name: "Airbnb", url: "https://b.example/ical" }])).toBe(false);
  });
});

describe("draftAfter", () => {
  it("keeps an edit as the draft and drops it once the values are back to the saved ones", () => {
    const saved = { name: "Camera Uno", maxGuests: 2 };
    expect(draftAfter({ name: "Camera Una", maxGuests: 2 }, saved, sameValues)).toEqual({ name: "Camera Una", maxGuests: 2 });
    expect(draftAfter({ maxGuests: 2, name: "Camera Uno" }, saved, sameValues)).toBeUndefined();
  });

  it("follows the form's own idea of sameness", () => {
    const trimmed = (a: string, b: string) => a.trim() === b.trim();
    expect(draftAfter("70 ", "70", trimmed)).toBeUndefined();
    expect(draftAfter("70 ", "70", sameValues)).toBe("70 ");
  });
});

describe("shownValues", () => {
  const blankIsNull = (a: string, b: string) => (a.trim() || null) === (b.trim() || null);

  it("shows the draft over the saved values", () => {
    expect(shownValues("<b>x</b>", undefined, "", blankIsNull)).toBe("<b>x</b>");
  });

  it("shows an edit that counts as the saved values as it was typed, so a space typed in an empty box stays", () => {
    expect(draftAfter("  ", "", blankIsNull)).toBeUndefined();
    expect(shownValues(undefined, "  ", "", blankIsNull)).toBe("  ");
  });

  it("shows the saved values once that edit no longer counts as them (another save changed them)", () => {
    expect(shownValues(undefined, "  ", "<b>new</b>", blankIsNull)).toBe("<b>new</b>");
    expect(shownValues(undefined, undefined, "<b>new</b>", blankIsNull)).toBe("<b>new</b>");
  });
});

describe("successToast and errorText", () => {
  const refused = new ApiError(400, JSON.stringify({ error: { code: "validation", fields: { trackingHosts: "Non valido" } } }));
  const failed = new ApiError(500, JSON.stringify({ error: { code: "internal" } }));

  it("take the words as given", () => {
    expect(successToast({ success: { title: "Salvato" }, error: "Errore" }, 1)).toEqual({ title: "Salvato" });
    expect(successToast({ error: "Errore" }, 1)).toBeUndefined();
    expect(errorText({ error: "Errore" }, failed)).toBe("Errore");
  });

  it("or work them out from the answer, or from the refusal", () => {
    expect(successToast({ success: (n: number) => ({ title: `${n} salvati` }), error: "Errore" }, 3)).toEqual({ title: "3 salvati" });
    const words = (error: ApiError) => ("trackingHosts" in error.fields ? "Indirizzi non salvati" : "Errore");
    expect(errorText({ error: words }, refused)).toBe("Indirizzi non salvati");
    expect(errorText({ error: words }, failed)).toBe("Errore");
  });
});

describe("withoutError", () => {
  it("takes away the message of the field just edited and leaves the others", () => {
    expect(withoutError({ name: "Obbligatorio", "feeds.0.url": "Indirizzo non valido" }, "name")).toEqual({
      "feeds.0.url": "Indirizzo non valido",
    });
  });

  it("returns the same object when that field had no message, so React has nothing to re-render", () => {
    const errors = { name: "Obbligatorio" };
    expect(withoutError(errors, "city")).toBe(errors);
  });
});

describe("hasErrors", () => {
  it("is true only when some field has a message", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: "" })).toBe(false);
    expect(hasErrors({ name: "", city: "Obbligatoria" })).toBe(true);
  });
});

describe("fieldErrorsOf", () => {
  it("takes the fields of a 400 as the API names them", () => {
    const body = JSON.stringify({
      error: { code: "validation", message: "Dati non validi", fields: { "hours.checkIn.from": "Orario non valido" } },
    });
    expect(fieldErrorsOf(new ApiError(400, body))).toEqual({ "hours.checkIn.from": "Orario non valido" });
  });

  it("has none for a failure that names no field (a 500, no answer): its words are in the toast", () => {
    expect(fieldErrorsOf(new ApiError(500, JSON.stringify({ error: { code: "internal", message: "Errore interno" } })))).toEqual({});
    expect(fieldErrorsOf(new ApiError(0, "", "network"))).toEqual({});
  });
});
