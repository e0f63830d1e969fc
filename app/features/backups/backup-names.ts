/** backup-2026-11-27T02-00-00Z.tar.gz: the moment it was started, in UTC, sorting as time does. */
export const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

/** The name of a backup started at `at`. */
export function backupNameFor(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.tar.gz`;
}

/** When a backup was started, read back from its name. */
export function createdAtOf(name: string): Date {
  const [, day, h, m, s] = BACKUP_NAME.exec(name)!;
  return new Date(`${day}T${h}:${m}:${s}Z`);
}
