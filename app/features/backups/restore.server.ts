import { randomBytes } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { openPglite } from "~/db/client.server";

import type { Unlocked } from "./age.server";
import {
  ArchiveError,
  ArchiveKeyError,
  isEncryptedArchive,
  PG_DUMP,
  PGLITE_DUMP,
  PGLITE_FOLDER,
  readArchive,
  unlockArchive,
  type Manifest,
} from "./archive.server";
import { keepRestoredKey } from "./backup-key.server";
import { libpqConnection, runPgTool } from "./pg-tools.server";

/** A restore refused or failed, with a message for the person running it. */
export class RestoreError extends Error {}
/** The backup key given does not open the backup: nothing was changed. */
export class WrongBackupKeyError extends RestoreError {}

export type RestoreTarget = { dataDir: string; databaseUrl: string | undefined };

const nonEmptyFolder = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).some((n) => !n.startsWith("."));

/** What the target already holds, in words; empty when there is nothing to overwrite. */
async function whatIsThere(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  if (target.databaseUrl) {
    const tables = await postgresTables(target.databaseUrl);
    if (tables > 0) found.push(`the database of DATABASE_URL has ${tables} table(s)`);
  } else if (await nonEmptyFolder(path.join(target.dataDir, "db"))) {
    found.push(`${path.join(target.dataDir, "db")} holds a database`);
  }
  if (await nonEmptyFolder(path.join(target.dataDir, "uploads"))) found.push(`${path.join(target.dataDir, "uploads")} holds photos`);
  if (await nonEmptyFolder(path.join(target.dataDir, "secrets"))) found.push(`${path.join(target.dataDir, "secrets")} holds keys`);
  return found;
}

async function postgresTables(url: string): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public");
  } finally {
    await client.end();
  }
}

/** Whether the backup is encrypted (and so needs the backup key); RestoreError when there is no such file. */
export async function backupNeedsKey(file: string): Promise<boolean> {
  try {
    return await isEncryptedArchive(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new RestoreError(`${file} does not exist.`);
    throw error;
  }
}

/**
 * Opens an encrypted backup with the first of `keys` that fits (scrypt once each, about 2 s):
 * WrongBackupKeyError when none does.
 */
export async function unlockBackup(file: string, keys: string[]): Promise<{ key: string; unlocked: Unlocked }> {
  for (const key of keys) {
    try {
      return { key, unlocked: await unlockArchive(file, key) };
    } catch (error) {
      if (error instanceof ArchiveKeyError) continue;
      if (error instanceof ArchiveError) throw new RestoreError(`${file} is not a good backup: ${error.message}.`);
      throw error;
    }
  }
  throw new WrongBackupKeyError("Wrong backup key: it does not open this backup. Nothing was changed.");
}

/**
 * Puts a backup into the DATA_DIR (and the PostgreSQL database of DATABASE_URL) that `npm start`
 * reads: the whole archive is checked first (decrypted with the backup key; an archive made
 * before backups were encrypted needs none), then unpacked beside the data, then moved into
 * place. Refuses to overwrite a database, photos or keys unless `force`. With `keepKey`, the key
 * that opened it is kept in DATA_DIR/secrets/backup.key for the restored site's next backups.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: {
    force?: boolean;
    log?: (message: string) => void;
    /** The backup key, or the backup already opened with it (unlockBackup). */
    key?: string;
    unlocked?: { key: string; unlocked: Unlocked };
    keepKey?: boolean;
  } = {},
): Promise<Manifest> {
  const log = options.log ?? console.log;
  let unlocked = options.unlocked;
  if (!unlocked && (await backupNeedsKey(file))) {
    if (options.key === undefined) throw new RestoreError("This backup is encrypted: the backup key is needed to restore it.");
    unlocked = await unlockBackup(file, [options.key]);
  }
  let manifest: Manifest;
  try {
    manifest = await readArchive(file, unlocked?.unlocked);
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreError(`${file} is not a good backup: ${error.message}.`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new RestoreError(`${file} does not exist.`);
    throw error;
  }
  if (manifest.database === "pglite" && target.databaseUrl)
    throw new RestoreError("This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR.");
  if (manifest.database === "pg_dump" && !target.databaseUrl)
    throw new RestoreError("This backup holds a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into.");
  const there = await whatIsThere(target);
  if (there.length && !options.force)
    throw new RestoreError(`Not restoring: ${there.join("; ")}. Run again with --force to replace them with the backup.`);

  await fs.mkdir(target.dataDir, { recursive: true });
  const staging = path.join(target.dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  await fs.mkdir(staging, { mode: 0o700 });
  try {
    // Read again to unpack: the checks are made once more on the bytes written.
    await readArchive(file, unlocked?.unlocked, async (entry, body) => {
      const out = path.join(staging, ...entry.path.split("/"));
      if (!out.startsWith(staging + path.sep) || entry.path.split("/").includes(".."))
        throw new RestoreError(`The backup names a file outside its folders: ${entry.path}.`);
      if (entry.path.endsWith("/")) return void (await fs.mkdir(out, { recursive: true, mode: 0o700 }));
      await fs.mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
      await pipeline(Readable.from(body), createWriteStream(out, { mode: 0o600 }));
    });
    for (const folder of ["uploads", "secrets"]) {
      await fs.rm(path.join(target.dataDir, folder), { recursive: true, force: true });
      const staged = path.join(staging, folder);
      if (await fs.stat(staged).catch(() => undefined)) await fs.rename(staged, path.join(target.dataDir, folder));
    }
    await fs.mkdir(path.join(target.dataDir, "uploads"), { recursive: true });
    if (unlocked && options.keepKey)
      log(`The backup key is kept in ${keepRestoredKey(target.dataDir, unlocked.key)} for the next backups.`);
    if (manifest.database === "pglite") {
      const dataDir = path.join(target.dataDir, "db");
      await fs.rm(dataDir, { recursive: true, force: true });
      const folder = path.join(staging, ...PGLITE_FOLDER.split("/"));
      if (await fs.stat(folder).catch(() => undefined)) {
        await fs.rename(folder, dataDir);
        // Opened once here: the copy's write-ahead log is replayed now, and a damaged copy is told now.
        await (await openPglite({ dataDir })).close();
      } else {
        const database = await openPglite({ dataDir, loadDataDir: await openAsBlob(path.join(staging, ...PGLITE_DUMP.split("/"))) });
        await database.close();
      }
    } else if (manifest.database === "pg_dump") {
      if (options.force) await emptyPostgres(target.databaseUrl!);
      const connection = libpqConnection(target.databaseUrl!);
      await runPgTool(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          `--dbname=${connection.url}`,
          path.join(staging, ...PG_DUMP.split("/")),
        ],
        connection.env,
      );
    } else {
      log("This backup holds no database (PostgreSQL without pg_dump): restore it from the database server's own backups.");
    }
    if (manifest.keys === "environment") log("The keys came from the environment (IP_HASH_KEY): set it as before.");
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  return manifest;
}
