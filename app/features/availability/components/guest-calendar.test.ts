import { afterEach, describe, expect, it } from "vitest";

import { calendarWindow, guestCalendar } from "./guest-calendar";

describe("calendarWindow", () => {
  it("runs from today to the end of the third month, over the new year too", () => {
    expect(calendarWindow("2025-07-14")).toEqual({ from: "2025-07-14", to: "2025-10-01" });
    expect(calendarWindow("2025-11-30")).toEqual({ from: "2025-11-30", to: "2026-02-01" });
    expect(calendarWindow("2025-12-01")).toEqual({ from: "2025-12-01", to: "2026-03-01" });
  });
});

describe("guestCalendar", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  for (const zone of ["Europe/Rome", "America/Los_Angeles", "Pacific/Kiritimati"]) {
    it(`marks past, today, free and busy nights, Monday first, in ${zone}`, () => {
      process.env.TZ = zone;
      // 14 July 2025 is a Monday; July begins on a Tuesday, August on a Friday, September on a Monday.
      const calendar = guestCalendar("it", "2025-07-14", [
        { start: "2025-07-14", end: "2025-07-16" },
        { start: "2025-07-31", end: "2025-08-02" },
      ]);
      expect(calendar.weekdays.map((d) => d.short)).toEqual(["lun", "mar", "mer", "gio", "ven", "sab", "dom"]);
      expect(calendar.weekdays[6].long).toBe("domenica");
      expect(calendar.months.map((m) => [m.title, m.lead, m.nights.length])).toEqual([
        ["Luglio 2025", 1, 31],
        ["Agosto 2025", 4, 31],
        ["Settembre 2025", 0, 30],
      ]);
      const july = calendar.months[0].nights;
      expect(july.slice(0, 13)).toBe("p".repeat(13));
      // The 14th is today and taken, the 15th taken, the 16th (the check-out day) free.
      expect(july.slice(13, 17)).toBe("Tbff");
      expect(july.at(-1)).toBe("b");
      expect(calendar.months[1].nights.slice(0, 3)).toBe("bff");
      expect(calendar.months[2].nights).toBe("f".repeat(30));
    });
  }

  it("speaks the page's language", () => {
    const calendar = guestCalendar("de", "2025-12-20", []);
    expect(calendar.months.map((m) => m.title)).toEqual(["Dezember 2025", "Januar 2026", "Februar 2026"]);
    expect(calendar.weekdays[0]).toEqual({ short: "Mo", long: "Montag" });
    expect(guestCalendar("en", "2025-12-20", []).weekdays[0]).toEqual({ short: "Mon", long: "Monday" });
    expect(guestCalendar("es", "2025-12-20", []).months[0].title).toBe("Diciembre de 2025");
  });
});
