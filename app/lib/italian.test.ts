import { describe, expect, it } from "vitest";

import { dayMonth, euros, longDate, MONTHS, monthYear, numericDate, numericDayMonth, shortDate, weekdayDayMonth } from "./italian";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("it-IT", { ...options, timeZone: "UTC" });

const FORMS: [string, (day: string) => string, Intl.DateTimeFormat][] = [
  ["numericDate", numericDate, intl({ day: "2-digit", month: "2-digit", year: "numeric" })],
  ["numericDayMonth", numericDayMonth, intl({ day: "2-digit", month: "2-digit" })],
  ["weekdayDayMonth", weekdayDayMonth, intl({ weekday: "short", day: "2-digit", month: "2-digit" })],
  ["dayMonth", dayMonth, intl({ day: "numeric", month: "long" })],
  ["longDate", longDate, intl({ day: "numeric", month: "long", year: "numeric" })],
  ["shortDate", shortDate, intl({ day: "numeric", month: "short", year: "numeric" })],
  ["monthYear", monthYear, intl({ month: "long", year: "numeric" })],
];

describe("Italian dates without Intl", () => {
  it("writes every day of two years, a leap year among them, as Intl's it-IT does", () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      for (const [name, ours, theirs] of FORMS) {
        const expected = theirs.format(ms);
        if (ours(day) !== expected) wrong.push(`${name}(${day}): ${ours(day)} ≠ ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads a Date and an ISO timestamp in UTC, as the stays' dates are kept", () => {
    expect(numericDate(new Date(Date.UTC(2027, 5, 12)))).toBe("12/06/2027");
    expect(numericDate("2027-06-12T00:00:00.000Z")).toBe("12/06/2027");
    expect(longDate("2028-02-29")).toBe("29 febbraio 2028");
    expect(MONTHS).toEqual(Array.from({ length: 12 }, (_, m) => intl({ month: "long" }).format(Date.UTC(2027, m, 1))));
  });
});

describe("euros without Intl", () => {
  it("writes amounts as Intl's it-IT currency format does: grouping, cents, rounding, sign", () => {
    const format = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });
    const amounts = [0, 0.5, 1.5, 2.675, 0.005, 9.995, 70, 99.99, 1234.5, 9999.99, 10000, 12345.678, 1234567.005, -12, -0.5];
    for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100);
    const wrong = amounts.filter((a) => euros(a) !== format.format(a)).map((a) => `${a}: ${euros(a)} ≠ ${format.format(a)}`);
    expect(wrong).toEqual([]);
    expect(euros(1234.5)).toBe("1234,50\u00a0€");
  });
});
