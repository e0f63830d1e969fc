import { describe, expect, it } from "vitest";

import { TIME_ZONE } from "./constants";
import { italyClock, italyTime, italyWallTime, todayInItaly } from "./dates";

// The time-zone database's answer, which the written-out rule must give.
const database = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function fromDatabase(moment: Date): { day: string; time: string } {
  const parts = Object.fromEntries(database.formatToParts(moment).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const HOUR = 3_600_000;

describe("Italy's clock", () => {
  it("agrees with the time-zone database around every change of the clocks, 1996 to 2100", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (let year = 1996; year <= 2100; year++) {
      // Every hour of the last week of March and of October, a millisecond either side of it too.
      for (const month of [2, 9]) {
        for (let ms = Date.UTC(year, month, 24); ms <= Date.UTC(year, month, 31, 23); ms += HOUR) {
          for (const moment of [new Date(ms - 1), new Date(ms), new Date(ms + 1)]) {
            const expected = fromDatabase(moment);
            const ours = { day: todayInItaly(moment), time: italyTime(moment) };
            if (ours.day !== expected.day || ours.time !== expected.time) wrong.push(`${moment.toISOString()}: ${ours.day} ${ours.time}`);
            checked++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
  });

  it("agrees with the database on moments spread over the year, including Italy's midnights", () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 7 * HOUR + 13 * 60_000) {
      const moment = new Date(ms);
      const expected = fromDatabase(moment);
      expect(todayInItaly(moment), moment.toISOString()).toBe(expected.day);
      expect(italyClock(moment)).toEqual({ day: expected.day, hour: Number(expected.time.slice(0, 2)) });
    }
    // 23:30 UTC on 31 December is already New Year's Day in Italy; 22:30 UTC in July is the next day too.
    expect(todayInItaly(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(todayInItaly(new Date("2027-07-14T22:30:00Z"))).toBe("2027-07-15");
    expect(todayInItaly(new Date("2027-07-14T21:59:59Z"))).toBe("2027-07-14");
  });

  it("finds the moment a wall-clock time names, the skipped hour in winter time", () => {
    expect(italyWallTime("2027-01-15", 9, 30).toISOString()).toBe("2027-01-15T08:30:00.000Z");
    expect(italyWallTime("2027-07-15", 9, 30).toISOString()).toBe("2027-07-15T07:30:00.000Z");
    // 28 March 2027: the clocks go from 02:00 to 03:00.
    expect(italyWallTime("2027-03-28", 2, 30).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // 31 October 2027: 02:30 happens twice; the later, winter one is taken.
    expect(italyWallTime("2027-10-31", 2, 30).toISOString()).toBe("2027-10-31T01:30:00.000Z");
  });
});
