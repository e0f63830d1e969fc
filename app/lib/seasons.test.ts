import { afterEach, describe, expect, it } from "vitest";

import { seasonRange } from "./season-range";
import { DEFAULT_SEASONS, isMonthDay, minNightsFor, seasonBounds, seasonOf, type Seasons } from "./seasons";

/** A winter high season, over the new year (a ski resort's, say). */
const WINTER: Seasons = { highStart: "12-01", highEnd: "02-28", minNightsHigh: 3, minNightsLow: 1 };
/** A high season that does not run over whole months. */
const MID: Seasons = { highStart: "06-15", highEnd: "09-14", minNightsHigh: 2, minNightsLow: 1 };

describe("isMonthDay", () => {
  it("takes the days of the year, 29 February included, and nothing else", () => {
    for (const ok of ["01-01", "02-29", "06-30", "12-31"]) expect(isMonthDay(ok), ok).toBe(true);
    for (const bad of ["00-10", "13-01", "02-30", "04-31", "6-1", "06-01x", "", "2025-06-01"]) expect(isMonthDay(bad), bad).toBe(false);
  });
});

describe("seasonOf and minNightsFor", () => {
  it("puts 1 June to 30 September in the high season by default", () => {
    expect(seasonOf("2025-05-31", DEFAULT_SEASONS)).toBe("low");
    expect(seasonOf("2025-06-01", DEFAULT_SEASONS)).toBe("high");
    expect(seasonOf("2025-09-30", DEFAULT_SEASONS)).toBe("high");
    expect(seasonOf("2025-10-01", DEFAULT_SEASONS)).toBe("low");
    expect(minNightsFor("2025-08-10", DEFAULT_SEASONS)).toBe(1);
  });

  it("wraps a high season over the new year", () => {
    expect(seasonOf("2025-11-30", WINTER)).toBe("low");
    expect(seasonOf("2025-12-01", WINTER)).toBe("high");
    expect(seasonOf("2025-12-31", WINTER)).toBe("high");
    expect(seasonOf("2026-01-01", WINTER)).toBe("high");
    expect(seasonOf("2026-02-28", WINTER)).toBe("high");
    expect(seasonOf("2026-03-01", WINTER)).toBe("low");
    expect(seasonOf("2026-07-15", WINTER)).toBe("low");
    expect(minNightsFor("2025-12-24", WINTER)).toBe(3);
    expect(minNightsFor("2026-04-02", WINTER)).toBe(1);
  });

  it("takes the minimum stay of the check-in night's season", () => {
    expect(minNightsFor("2025-06-14", MID)).toBe(1);
    expect(minNightsFor("2025-06-15", MID)).toBe(2);
    expect(minNightsFor("2025-09-14", MID)).toBe(2);
    expect(minNightsFor("2025-09-15", MID)).toBe(1);
  });
});

describe("seasonBounds", () => {
  it("gives the low season what the high one leaves", () => {
    expect(seasonBounds("high", DEFAULT_SEASONS)).toEqual({ start: "06-01", end: "09-30" });
    expect(seasonBounds("low", DEFAULT_SEASONS)).toEqual({ start: "10-01", end: "05-31" });
    expect(seasonBounds("low", WINTER)).toEqual({ start: "03-01", end: "11-30" });
    expect(seasonBounds("low", MID)).toEqual({ start: "09-15", end: "06-14" });
  });
});

describe("seasonRange", () => {
  it("names whole months in every language", () => {
    expect(seasonRange("high", "it", DEFAULT_SEASONS)).toEqual({ from: "giugno", to: "settembre" });
    expect(seasonRange("low", "it", DEFAULT_SEASONS)).toEqual({ from: "ottobre", to: "maggio" });
    expect(seasonRange("high", "en", DEFAULT_SEASONS)).toEqual({ from: "June", to: "September" });
    expect(seasonRange("high", "de", DEFAULT_SEASONS)).toEqual({ from: "Juni", to: "September" });
    expect(seasonRange("low", "es", DEFAULT_SEASONS)).toEqual({ from: "octubre", to: "mayo" });
  });

  it("names a season over the new year by its months, February ending on the 28th", () => {
    expect(seasonRange("high", "it", WINTER)).toEqual({ from: "dicembre", to: "febbraio" });
    expect(seasonRange("low", "en", WINTER)).toEqual({ from: "March", to: "November" });
  });

  it("names the days when the season does not run over whole months", () => {
    expect(seasonRange("high", "it", MID)).toEqual({ from: "15 giugno", to: "14 settembre" });
    expect(seasonRange("low", "en", MID)).toEqual({ from: "15 September", to: "14 June" });
    expect(seasonRange("high", "de", MID)).toEqual({ from: "15. Juni", to: "14. September" });
    expect(seasonRange("high", "es", MID)).toEqual({ from: "15 de junio", to: "14 de septiembre" });
  });
});

describe("whatever the server's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  // Node reads TZ again when it changes: each zone is far from Italy on one side or the other.
  for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
    it(`gives the same seasons and names in ${zone}`, () => {
      process.env.TZ = zone;
      expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(
        zone === "UTC" ? 0 : zone === "America/Los_Angeles" ? 480 : zone === "Pacific/Kiritimati" ? -840 : 660,
      );
      expect(seasonOf("2025-06-01", DEFAULT_SEASONS)).toBe("high");
      expect(seasonOf("2025-05-31", DEFAULT_SEASONS)).toBe("low");
      expect(seasonOf("2026-01-01", WINTER)).toBe("high");
      expect(seasonBounds("low", DEFAULT_SEASONS)).toEqual({ start: "10-01", end: "05-31" });
      expect(seasonBounds("low", WINTER)).toEqual({ start: "03-01", end: "11-30" });
      expect(seasonRange("high", "it", DEFAULT_SEASONS)).toEqual({ from: "giugno", to: "settembre" });
      expect(seasonRange("low", "it", DEFAULT_SEASONS)).toEqual({ from: "ottobre", to: "maggio" });
      expect(seasonRange("high", "en", MID)).toEqual({ from: "15 June", to: "14 September" });
      expect(seasonRange("high", "it", { ...MID, highStart: "01-01", highEnd: "01-01" })).toEqual({ from: "1 gennaio", to: "1 gennaio" });
    });
  }
});
