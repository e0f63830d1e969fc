import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { desc, eq, isNotNull } from "drizzle-orm";

import { readMeta, writeMetaOnce } from "~/db/app-meta.server";
import { getDatabase, getDb } from "~/db/client.server";
import { backups, type BackupRun } from "~/db/schema";
import type { BackupConfig, Env } from "~/env.server";
import { RETENTION } from "~/lib/constants";
import { HttpError } from "~/lib/http-error";

import {
  PG_DUMP,
  PGLITE_DUMP,
  PGLITE_FOLDER,
  writeAndVerify,
  type ArchiveJob,
  type ArchiveSource,
  type DatabaseMethod,
} from "./archive.server";
import {
  acknowledgeBackupKey,
  BACKUP_KEY_FILE,
  backupKeyStatus,
  ensureBackupKey,
  type BackupKey,
  type BackupKeyStatus,
} from "./backup-key.server";
import { BACKUP_NAME, createdAtOf } from "./backup-names";
import { claimBackup, expireDeadRuns, holdClaim } from "./backup-runs.server";
import { pgDump, pgDumpAvailable } from "./pg-tools.server";
import { backupsToDelete } from "./retention";

export type BackupOptions = Omit<BackupConfig, "hour" | "key"> & {
  dataDir: string;
  uploadsDir: string;
  /** IP_HASH_KEY and GUEST_DATA_KEY are set: the keys come from the environment, not from DATA_DIR/secrets. */
  keysFromEnvironment: boolean;
};

let configured: (BackupOptions & { hour: number | undefined }) | undefined;
let backupKey: BackupKey | undefined;

/**
 * Called once at start: what the panel's Backup section reads (its loader has no Env), and the
 * backup key, BACKUP_KEY or the one kept in DATA_DIR/secrets (made now on a first start).
 */
export function configureBackups(env: Env, log?: (message: string) => void): void {
  configured = { ...backupOptions(env), hour: env.backup.hour };
  backupKey = ensureBackupKey(env.dataDir, env.backup.key, log);
}

function currentKey(): BackupKey {
  if (!backupKey) throw new Error("Backups not configured");
  return backupKey;
}

/** The panel's view: the status, the nightly hour (null: no nightly backup), and the backup key's. */
export async function panelBackups(): Promise<{ status: BackupStatus; hour: number | null; key: BackupKeyStatus }> {
  if (!configured) throw new Error("Backups not configured");
  return {
    status: await backupStatus({ ...configured, scheduled: configured.hour !== undefined }),
    hour: configured.hour ?? null,
    key: backupKeyStatus(currentKey()),
  };
}

/** The owner has written the key the site made on paper: from now on the panel only says that one is set. */
export function acknowledgeKey(): BackupKeyStatus {
  acknowledgeBackupKey(currentKey());
  return backupKeyStatus(currentKey());
}

export function backupOptions(env: Env): BackupOptions {
  const { hour: _, key: __, ...config } = env.backup;
  return {
    ...config,
    dataDir: env.dataDir,
    uploadsDir: env.uploadsDir,
    keysFromEnvironment: env.ipHashKey !== undefined && env.guestDataKey !== undefined,
  };
}

/** What GET /api/backups lists. */
export type BackupFile = { name: string; createdAt: string; bytes: number; verified: boolean };

/** A backup being written: a dot-name (never listed, never served) that the next backup removes. */
const partialName = (name: string) => `.${name}.partial`;

/** What is kept of BACKUP_COMMAND's output (its end: where errors are). */
const COMMAND_OUTPUT_CHARS = 4000;
const COMMAND_TIMEOUT_MS = 6 * 3600_000;

export class BackupBusyError extends HttpError {
  constructor() {
    super(409, "backup_running", "errors.backupRunning");
  }
}

let makeArchive: (job: ArchiveJob) => Promise<unknown> = writeAndVerify;

/**
 * Where archives are written and read back: the server gives a thread of their own
 * (server/archive-thread.ts), so that the site's requests and the backup's thousand files
 * don't take turns on one event loop; elsewhere (the tests on the sources), this thread.
 */
export function makeArchivesWith(runner: (job: ArchiveJob) => Promise<unknown>): void {
  makeArchive = runner;
}

export type RunOptions = {
  trigger: "nightly" | "manual";
  /** Italy's date a nightly backup is for. */
  night?: string;
  /** Called once the backup is verified and in place, before the off-machine copy runs. */
  onReady?: (backup: BackupFile) => void;
  log?: (message: string) => void;
};

/**
 * Makes a backup: the database, the photos and the keys (not the backup key) into one file
 * under BACKUP_DIR, encrypted with the backup key, written under a dot-name, read back and
 * checked, then renamed; old ones deleted by BACKUP_KEEP; then BACKUP_COMMAND, given the
 * encrypted file. Throws BackupBusyError when another process or request is making one.
 */
export async function runBackup(options: BackupOptions, run: RunOptions): Promise<BackupFile> {
  const log = run.log ?? console.log;
  const row = await claimBackup(run.trigger, run.night);
  if (!row) throw new BackupBusyError();
  const letGo = holdClaim(row);
  const finish = (values: Partial<BackupRun>) =>
    getDb()
      .update(backups)
      .set({ finishedAt: new Date(), ...values })
      .where(eq(backups.id, row.id));
  const partial = path.join(options.dir, partialName(row.name));
  try {
    let backup: BackupFile;
    try {
      backup = await writeBackup(options, row, partial);
    } catch (error) {
      await fs.rm(partial, { force: true });
      console.error(`Backup ${row.name} failed:`, error);
      await finish({ status: "failed", error: failureReason(error) });
      throw error;
    }
    await applyBackupRetention(options, log).catch((error) => console.error("Deleting old backups failed:", error));
    run.onReady?.(backup);
    if (options.command) {
      const result = await runCommand(options.command, path.join(options.dir, row.name), options.dir);
      await finish({ copyStatus: result.status, copyOutput: result.output, copyFinishedAt: new Date() });
      if (result.status !== 0) log(`BACKUP_COMMAND failed for ${row.name} (exit ${result.status}).`);
    }
    await finish({ status: "done" });
    return backup;
  } finally {
    letGo();
  }
}

async function writeBackup(options: BackupOptions, row: BackupRun, partial: string): Promise<BackupFile> {
  await fs.mkdir(options.dir, { recursive: true, mode: 0o700 });
  // This process holds the only running backup: a dot-file left here is from one that died.
  for (const name of await fs.readdir(options.dir)) {
    if (name.startsWith(".") && name.endsWith(".partial")) await fs.rm(path.join(options.dir, name), { recursive: true, force: true });
  }
  const scratch: string[] = [];
  try {
    const database = await databasePart(options.dir, scratch);
    const sources: ArchiveSource[] = [...database.sources, { dir: options.uploadsDir, prefix: "uploads" }];
    // The guest data key travels inside (the backup key alone restores everything); the backup key never does.
    if (!options.keysFromEnvironment)
      sources.push({ dir: path.join(options.dataDir, "secrets"), prefix: "secrets", skip: [BACKUP_KEY_FILE] });
    await makeArchive({
      file: partial,
      sources,
      meta: {
        createdAt: row.startedAt.toISOString(),
        database: database.method,
        keys: options.keysFromEnvironment ? "environment" : "files",
      },
      key: currentKey().value,
    });
    const final = path.join(options.dir, row.name);
    await fs.rename(partial, final);
    await syncFolder(options.dir);
    const { size } = await fs.stat(final);
    await getDb().update(backups).set({ bytes: size, databaseMethod: database.method }).where(eq(backups.id, row.id));
    return { name: row.name, createdAt: createdAtOf(row.name).toISOString(), bytes: size, verified: true };
  } finally {
    for (const file of scratch) await fs.rm(file, { recursive: true, force: true });
  }
}

/** The rename reaches the disk: after a power cut the backup is there under its final name, or not at all. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * PGlite: its data folder, copied between two queries (the site's queries wait that long), or,
 * for a database in memory, its own dumpDataDir. PostgreSQL: pg_dump's consistent snapshot, while the site goes on, or nothing when
 * pg_dump is not installed (the database server's own backups are in charge).
 */
async function databasePart(dir: string, scratch: string[]): Promise<{ method: DatabaseMethod; sources: ArchiveSource[] }> {
  const database = getDatabase();
  const scratchFile = (what: string) => {
    const file = path.join(dir, `.${what}-${randomBytes(6).toString("hex")}.partial`);
    scratch.push(file);
    return file;
  };
  if (database.copyDataDir) {
    const copy = scratchFile("pglite");
    await database.copyDataDir(copy);
    return { method: "pglite", sources: [{ dir: copy, prefix: PGLITE_FOLDER, folders: true }] };
  }
  if (database.dumpDataDir) {
    const dump = await database.dumpDataDir();
    const file = scratchFile("pglite-dump");
    await pipeline(Readable.fromWeb(dump.stream() as never), createWriteStream(file, { mode: 0o600 }));
    return { method: "pglite", sources: [{ file, path: PGLITE_DUMP }] };
  }
  if (!database.url || !(await pgDumpAvailable())) return { method: "none", sources: [] };
  const file = scratchFile("pg_dump");
  await pgDump(database.url, file);
  return { method: "pg_dump", sources: [{ file, path: PG_DUMP }] };
}

/**
 * BACKUP_COMMAND through the shell, told the new (encrypted) file in $BACKUP_FILE and the days a
 * copy may be kept in $BACKUP_MAX_DAYS (the privacy policy's period, for the copy's own
 * pruning); its output's end is kept. Neither BACKUP_KEY nor the key's file is in its reach.
 */
function runCommand(command: string, file: string, dir: string): Promise<{ status: number; output: string }> {
  const { BACKUP_KEY: _, ...environment } = process.env;
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", command], {
      env: {
        ...environment,
        BACKUP_FILE: file,
        BACKUP_NAME: path.basename(file),
        BACKUP_DIR: dir,
        BACKUP_MAX_DAYS: String(RETENTION.backupDays),
      },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: COMMAND_TIMEOUT_MS,
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-COMMAND_OUTPUT_CHARS));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ status: 127, output: `${output}\n${error.message}`.trim() }));
    child.on("close", (code, signal) =>
      resolve({ status: code ?? 128, output: signal ? `${output}\n(stopped by ${signal})`.trim() : output.trim() }),
    );
  });
}

function failureReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC") return "Il disco è pieno: il backup non è stato salvato.";
  if (code === "EACCES" || code === "EPERM") return "Il server non ha il permesso di scrivere nella cartella dei backup.";
  if (error instanceof Error && /pg_dump/.test(error.message)) return "Il database non è stato copiato (pg_dump non è riuscito).";
  return "Il backup non è riuscito: il file non è stato salvato (dettagli nel registro del server).";
}

/** The backups under BACKUP_DIR, newest first; verified when a backup of this site wrote and checked it. */
export async function listBackups(options: Pick<BackupOptions, "dir">): Promise<BackupFile[]> {
  const names = (await fs.readdir(options.dir).catch(() => [] as string[])).filter((n) => BACKUP_NAME.test(n));
  if (!names.length) return [];
  const rows = await getDb().select({ name: backups.name, bytes: backups.bytes }).from(backups).where(isNotNull(backups.bytes));
  const checked = new Map(rows.map((r) => [r.name, r.bytes]));
  const files: BackupFile[] = [];
  for (const name of names.sort().reverse()) {
    const stat = await fs.stat(path.join(options.dir, name)).catch(() => undefined);
    if (!stat?.isFile()) continue;
    files.push({ name, createdAt: createdAtOf(name).toISOString(), bytes: stat.size, verified: checked.get(name) === stat.size });
  }
  return files;
}

/** The file of a backup, or 404: only a listed name, so nothing else under the folder is ever served. */
export async function backupFile(options: Pick<BackupOptions, "dir">, name: string): Promise<{ file: string; bytes: number }> {
  if (!BACKUP_NAME.test(name)) throw new HttpError(404, "not_found", "errors.notFound");
  const file = path.join(options.dir, name);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new HttpError(404, "not_found", "errors.notFound");
  return { file, bytes: stat.size };
}

/**
 * Deletes the good backups BACKUP_KEEP no longer keeps, and any older than the privacy policy's
 * RETENTION.backupDays (never the newest good one).
 */
export async function applyBackupRetention(
  options: Pick<BackupOptions, "dir" | "keep">,
  log: (m: string) => void,
  now = new Date(),
): Promise<string[]> {
  const good = (await listBackups(options)).filter((b) => b.verified).map((b) => ({ name: b.name, createdAt: new Date(b.createdAt) }));
  const doomed = backupsToDelete(good, options.keep, new Date(now.getTime() - RETENTION.backupDays * 86_400_000));
  for (const name of doomed) await fs.rm(path.join(options.dir, name), { force: true });
  if (doomed.length) log(`Deleted ${doomed.length} old backup(s) (BACKUP_KEEP).`);
  return doomed;
}

/** What the panel shows: the last good backup, the copy's last result, what is running or went wrong. */
export type BackupStatus = {
  lastGood: BackupFile | null;
  running: boolean;
  /** The last attempt, when it failed after the last good backup. */
  lastFailure: { at: string; error: string } | null;
  copy: { configured: boolean; last: { at: string; status: number; output: string } | null };
  database: DatabaseMethod;
  keysFromEnvironment: boolean;
  /** No good backup for STALE_HOURS. */
  stale: boolean;
  scheduled: boolean;
};

export const STALE_HOURS = 36;

const SINCE_KEY = "backups_since";

/**
 * Notes, once, when this site began making backups: a new site has none, and is not late
 * with them until STALE_HOURS have passed since.
 */
export async function noteBackupsSince(now = new Date()): Promise<void> {
  await writeMetaOnce(SINCE_KEY, now.toISOString());
}

async function backupsSince(): Promise<Date | undefined> {
  const since = await readMeta(SINCE_KEY);
  return since === undefined ? undefined : new Date(since);
}

export async function backupStatus(options: BackupOptions & { scheduled: boolean }, now = new Date()): Promise<BackupStatus> {
  await expireDeadRuns(now);
  const lastGood = (await listBackups(options)).find((b) => b.verified) ?? null;
  const db = getDb();
  const [last] = await db.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(1);
  const [copied] = await db
    .select({ at: backups.copyFinishedAt, status: backups.copyStatus, output: backups.copyOutput })
    .from(backups)
    .where(isNotNull(backups.copyFinishedAt))
    .orderBy(desc(backups.copyFinishedAt))
    .limit(1);
  const database = getDatabase();
  const failedLast = last?.status === "failed" && (!lastGood || last.startedAt.getTime() > Date.parse(lastGood.createdAt));
  return {
    lastGood,
    running: last?.status === "running",
    lastFailure: failedLast ? { at: (last.finishedAt ?? last.startedAt).toISOString(), error: last.error ?? "" } : null,
    copy: {
      configured: options.command !== undefined,
      last: copied?.at ? { at: copied.at.toISOString(), status: copied.status ?? 0, output: copied.output ?? "" } : null,
    },
    database: database.dumpDataDir ? "pglite" : database.url && (await pgDumpAvailable()) ? "pg_dump" : "none",
    keysFromEnvironment: options.keysFromEnvironment,
    stale:
      now.getTime() - (lastGood ? Date.parse(lastGood.createdAt) : ((await backupsSince())?.getTime() ?? now.getTime())) >
      STALE_HOURS * 3600_000,
    scheduled: options.scheduled,
  };
}
