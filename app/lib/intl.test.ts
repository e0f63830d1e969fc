import { describe, expect, it } from "vitest";

import { dateFormat, numberFormat, regionName, smallNumber } from "./intl";

describe("Intl formatters made once", () => {
  it("gives the same formatter for the same locale and options, another for others", () => {
    const a = dateFormat("it-IT", { month: "long", timeZone: "UTC" });
    expect(dateFormat("it-IT", { month: "long", timeZone: "UTC" })).toBe(a);
    expect(dateFormat("de-DE", { month: "long", timeZone: "UTC" })).not.toBe(a);
    expect(dateFormat("it-IT", { month: "short", timeZone: "UTC" })).not.toBe(a);
    expect(a.format(Date.UTC(2027, 6, 12))).toBe("luglio");
    expect(numberFormat("de")).toBe(numberFormat("de"));
    expect(numberFormat("de").format(1234.5)).toBe("1.234,5");
    expect(numberFormat("it", { minimumFractionDigits: 2 }).format(70.5)).toBe("70,50");
    expect(regionName("en").of("IT")).toBe("Italy");
    expect(regionName("de")).toBe(regionName("de"));
  });
});

describe("smallNumber", () => {
  it("writes the distances and the rating as Intl.NumberFormat does, in the four languages", () => {
    for (const lang of ["it", "en", "de", "es"]) {
      for (const value of [0, 1, 1.5, 2, 9.6, 12.25, 999.5, 0.125]) {
        expect(smallNumber(value, lang), `${lang} ${value}`).toBe(new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value));
      }
    }
  });
});
