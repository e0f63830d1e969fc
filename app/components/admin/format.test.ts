import { describe, expect, it } from "vitest";

import { formatBytes, formatMoment, formatPeriod, formatShortDate, nightsBetween } from "~/components/admin/format";

describe("admin date formats", () => {
  it("prints a stay in Italian order from its UTC-midnight dates, whatever the time zone", () => {
    const checkIn = new Date(Date.UTC(2027, 5, 12));
    const checkOut = new Date(Date.UTC(2027, 5, 15));
    expect(formatPeriod(checkIn, checkOut)).toBe("12/06/2027 – 15/06/2027");
    expect(formatPeriod(checkIn.toISOString(), checkOut.toISOString())).toBe("12/06/2027 – 15/06/2027");
    expect(nightsBetween(checkIn, checkOut)).toBe(3);
  });

  it("prints a review date as day, short Italian month, year", () => {
    expect(formatShortDate(new Date(Date.UTC(2027, 5, 12, 10)))).toBe("12 giu 2027");
    expect(formatShortDate(new Date(Date.UTC(2027, 0, 3, 10)))).toBe("3 gen 2027");
  });

  it("prints when something was sent in Italian time (summer and winter)", () => {
    expect(formatMoment(new Date(Date.UTC(2027, 5, 12, 22, 30)))).toBe("13/06/2027 alle 00:30");
    expect(formatMoment(new Date(Date.UTC(2027, 0, 5, 8, 5)))).toBe("05/01/2027 alle 09:05");
  });

  it("prints sizes as Intl's it-IT writes their megabytes: one decimal under 100 MB, grouping from 10.000", () => {
    const mega = 1024 * 1024;
    const wrong: string[] = [];
    for (let bytes = mega; bytes < 20_000 * mega; bytes = Math.ceil(bytes * 1.013) + 777) {
      const mb = bytes / mega;
      const expected = `${mb.toLocaleString("it-IT", { maximumFractionDigits: mb < 100 ? 1 : 0 })} MB`;
      if (formatBytes(bytes) !== expected) wrong.push(`${bytes}: ${formatBytes(bytes)} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(formatBytes(850 * 1024)).toBe("850 KB");
    expect(formatBytes(12.44 * mega)).toBe("12,4 MB");
  });
});
