/**
 * backup-2026-11-27T02-00-00Z.tar.gz.age: the moment it was started, in UTC, sorting as time does;
 * `.age`, the archive encrypted whole with the backup key. A name without it is an archive made
 * before backups were encrypted: still listed, kept by the same rule, and restored without a key.
 */
export const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.age)?$/;

/** The name of a backup started at `at`. */
export function backupNameFor(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.tar.gz.age`;
}

/** When a backup was started, read back from its name. */
export function createdAtOf(name: string): Date {
  const [, day, h, m, s] = BACKUP_NAME.exec(name)!;
  return new Date(`${day}T${h}:${m}:${s}Z`);
}

/** Whether a backup's name says it is encrypted (every backup made since they are). */
export const isEncryptedName = (name: string): boolean => name.endsWith(".age");
