import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The backup key: the passphrase every archive is encrypted with, and the one thing needed to
 * restore one. BACKUP_KEY when set; otherwise made on first start and kept in
 * DATA_DIR/secrets/backup.key, a file no archive carries (the archive leaves it out by name) and
 * that is never under BACKUP_DIR (the configuration refuses a BACKUP_DIR holding DATA_DIR/secrets).
 * A key the site made is shown to the owner in the panel until she says she has written it down;
 * the file then says so on its second line, and the key is never shown again.
 */

export const BACKUP_KEY_FILE = "backup.key";
const ACKNOWLEDGED = "acknowledged";

/** 32 letters and digits without look-alikes (no 0/o, 1/l): 5 bits each, copied by hand without doubt. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const GROUPS = 7;
const GROUP_LENGTH = 4;

/** A new key: 7 groups of 4 (140 bits), e.g. "k7dq-m3xa-…", short enough to write on paper. */
export function generateBackupKey(): string {
  return Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  ).join("-");
}

/**
 * What a person typed, as the site writes its own keys: lower case, groups joined by "-". Only
 * for a key of that shape; any other passphrase is taken exactly as typed.
 */
export function normalizeTypedKey(typed: string): string {
  const groups = typed
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const joined = groups.join("-");
  return new RegExp(`^[${ALPHABET}]{${GROUP_LENGTH}}(-[${ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`).test(joined) ? joined : typed;
}

export type BackupKeySource = "environment" | "generated";
export type BackupKey = { value: string; source: BackupKeySource; file: string | undefined };

export const backupKeyFile = (dataDir: string): string => path.join(dataDir, "secrets", BACKUP_KEY_FILE);

function readKeyFile(file: string): { value: string; acknowledged: boolean } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const [value = "", state = ""] = text.split("\n");
  if (!value.trim()) return undefined;
  return { value: value.trim(), acknowledged: state.trim() === ACKNOWLEDGED };
}

/** Writes the file whole under another name, then moves it into place: never half a key. */
function writeKeyFile(file: string, value: string, acknowledged: boolean, exclusive: boolean): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = path.join(path.dirname(file), `.${BACKUP_KEY_FILE}.${process.pid}.${randomBytes(4).toString("hex")}`);
  fs.writeFileSync(draft, acknowledged ? `${value}\n${ACKNOWLEDGED}\n` : `${value}\n`, { mode: 0o600 });
  try {
    if (!exclusive) {
      fs.renameSync(draft, file);
      return true;
    }
    try {
      // Two processes starting at the same moment: one key is made, the other reads it.
      fs.linkSync(draft, file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * The key backups are made with: BACKUP_KEY, or the file's, made now when there is none.
 * Made at start rather than at the first backup, so that the panel can show it before the
 * first night, and a nightly backup never finds itself without one.
 */
export function ensureBackupKey(
  dataDir: string,
  fromEnvironment: string | undefined,
  log: (message: string) => void = console.log,
): BackupKey {
  if (fromEnvironment) return { value: fromEnvironment, source: "environment", file: undefined };
  const file = backupKeyFile(dataDir);
  if (!readKeyFile(file) && writeKeyFile(file, generateBackupKey(), false, true))
    log(`Made the backup key ${file}: the panel's Backup section shows it once, to be written on paper (or set BACKUP_KEY).`);
  const stored = readKeyFile(file);
  if (!stored) throw new Error(`The backup key ${file} could not be read`);
  return { value: stored.value, source: "generated", file };
}

/** The panel's view: where the key comes from, and the key itself only while the owner has not written it down. */
export type BackupKeyStatus = { source: BackupKeySource; toWriteDown: string | null };

export function backupKeyStatus(key: BackupKey): BackupKeyStatus {
  if (key.source === "environment" || !key.file) return { source: key.source, toWriteDown: null };
  const stored = readKeyFile(key.file);
  // Shown only while the file holds the very key backups are made with, not yet acknowledged.
  return { source: "generated", toWriteDown: stored && stored.value === key.value && !stored.acknowledged ? key.value : null };
}

/** The owner has written the key down: it is never shown again. */
export function acknowledgeBackupKey(key: BackupKey): void {
  if (key.source === "environment" || !key.file) return;
  const stored = readKeyFile(key.file);
  if (!stored || stored.acknowledged || stored.value !== key.value) return;
  writeKeyFile(key.file, stored.value, true, false);
}

/**
 * After a restore without BACKUP_KEY: the key just typed is the one the restored site goes on
 * making backups with, known to be written down already (it was typed from the paper).
 */
export function keepRestoredKey(dataDir: string, value: string): string {
  const file = backupKeyFile(dataDir);
  writeKeyFile(file, value, true, false);
  return file;
}
