import type { BackupKeep } from "~/env.server";
import { addDays, parseCalendarDate, todayInItaly } from "~/lib/dates";

export type Dated = { name: string; createdAt: Date };

/** Italy's date of a moment, and the Monday of its week, and its month. */
function periods(at: Date): { day: string; week: string; month: string } {
  const day = todayInItaly(at);
  const weekday = (parseCalendarDate(day)!.getUTCDay() + 6) % 7;
  return { day, week: addDays(day, -weekday), month: day.slice(0, 7) };
}

/**
 * The backups to delete: of the good ones, all but the newest of each of the `keep.days` most
 * recent days that have one (Italy's dates), of the `keep.weeks` most recent weeks and of the
 * `keep.months` most recent months; and, whatever `keep` says, every one made before
 * `olderThan` (the privacy policy's period: missed nights never stretch it). The newest good
 * backup is never deleted: a site whose backups stopped keeps its last one (and warns daily).
 */
export function backupsToDelete(good: Dated[], keep: BackupKeep, olderThan?: Date): string[] {
  const newestFirst = [...good].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const kept = new Set<string>(newestFirst.slice(0, 1).map((b) => b.name));
  const young = newestFirst.filter((b) => !olderThan || b.createdAt.getTime() >= olderThan.getTime());
  for (const [period, count] of [
    ["day", keep.days],
    ["week", keep.weeks],
    ["month", keep.months],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of young) {
      const key = periods(backup.createdAt)[period];
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  }
  return newestFirst.filter((b) => !kept.has(b.name)).map((b) => b.name);
}
