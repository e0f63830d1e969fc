import { describe, expect, it } from "vitest";

import { backupsToDelete } from "./retention";

/** A backup a number of days (and hours) before 2026-11-27 03:00 in Italy (02:00 UTC). */
const at = (daysAgo: number, hoursLater = 0) => {
  const date = new Date(Date.UTC(2026, 10, 27, 2) - daysAgo * 86_400_000 + hoursLater * 3600_000);
  return { name: `b-${date.toISOString()}`, createdAt: date };
};

describe("backupsToDelete", () => {
  it("keeps the newest of each of the last 7 days and of the last 8 weeks, deletes the rest", () => {
    const nightly = Array.from({ length: 120 }, (_, i) => at(i));
    const doomed = new Set(backupsToDelete(nightly, { days: 7, weeks: 8, months: 0 }));
    const kept = nightly.filter((b) => !doomed.has(b.name));
    // 7 days (27 → 21 November), then the newest of each week further back: Sundays 15 Nov … 11 Oct.
    expect(kept.map((b) => b.createdAt.toISOString().slice(0, 10))).toEqual([
      "2026-11-27",
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      "2026-11-15",
      "2026-11-08",
      "2026-11-01",
      "2026-10-25",
      "2026-10-18",
      "2026-10-11",
    ]);
  });

  it("keeps only the newest of a day (Italy's date: 23:30 UTC is the next day in Rome)", () => {
    const morning = at(1, 8);
    const evening = at(1, 21); // 23:00 UTC + 1 h = midnight in Rome: 27 November there.
    const night = at(1, 0);
    const doomed = backupsToDelete([morning, evening, night], { days: 7, weeks: 0, months: 0 });
    expect(doomed).toEqual([night.name]);
  });

  it("never deletes the newest good backup, whatever BACKUP_KEEP says", () => {
    const list = [at(3), at(2), at(1)];
    expect(backupsToDelete(list, { days: 0, weeks: 0, months: 0 })).toEqual([at(2).name, at(3).name]);
    expect(backupsToDelete([], { days: 0, weeks: 0, months: 0 })).toEqual([]);
  });

  it("deletes every backup older than the privacy policy's period, whatever BACKUP_KEEP says, but the newest", () => {
    const cutoff = new Date(at(60).createdAt.getTime());
    // Weekly backups only, some weeks missed: "the 8 most recent weeks that have one" reaches back 100 days.
    const sparse = [at(0), at(20), at(45), at(59), at(61), at(80), at(100)];
    const doomed = backupsToDelete(sparse, { days: 7, weeks: 8, months: 0 }, cutoff);
    expect(doomed.sort()).toEqual([at(61).name, at(80).name, at(100).name].sort());
    // Backups that stopped two months ago: the last one stays, the older go.
    expect(backupsToDelete([at(70), at(90)], { days: 7, weeks: 8, months: 0 }, cutoff)).toEqual([at(90).name]);
  });

  it("keeps the newest of each month when asked", () => {
    const list = Array.from({ length: 400 }, (_, i) => at(i));
    const doomed = new Set(backupsToDelete(list, { days: 0, weeks: 0, months: 12 }));
    expect(list.filter((b) => !doomed.has(b.name))).toHaveLength(12);
  });
});
