import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

import { fileStart, isSealed, openSealed, seal, SealError, unlock, WrongKeyError, type Unlocked } from "./age.server";
import { readTar, TarError, tarStream, type TarEntry } from "./tar.server";

/**
 * A backup is one .tar.gz, encrypted whole with the backup key (age, ./age.server.ts): the
 * database's part, the photos, the keys but the backup key, and last a manifest with every other
 * file's size and SHA-256. Verifying reads the whole file back, decrypting and decompressing it,
 * and checks each file against the manifest: a file cut short, corrupted or written by
 * something else is never taken for a good backup (docs/decisions/0023-backups.md).
 */

export const MANIFEST_PATH = "MANIFEST.json";
export const FORMAT = "casa-brezza-backup";

/** What the database part of a backup is. */
export type DatabaseMethod = "pglite" | "pg_dump" | "none";

export type Manifest = {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  /** pglite: database/pglite/ (or database/pglite.tar), PGlite's data folder; pg_dump: database/postgres.dump (custom format); none: not here. */
  database: DatabaseMethod;
  /** files: the keys under secrets/; environment: they come from the environment and are not here. */
  keys: "files" | "environment";
  files: { path: string; bytes: number; sha256: string }[];
};

/** PGlite: its data folder's files, copied between two queries. */
export const PGLITE_FOLDER = "database/pglite";
/** PGlite without a folder (in memory): its own dumpDataDir's tar. */
export const PGLITE_DUMP = "database/pglite.tar";
export const PG_DUMP = "database/postgres.dump";

export class ArchiveError extends Error {}
/** The backup key given does not open the archive (or none was given for an encrypted one). */
export class ArchiveKeyError extends ArchiveError {}

/** Chunks of 1 MiB instead of the streams' 16–64 KiB: a backup of 100 MB reads back in 100 turns, not 6,000. */
const CHUNK = 1024 * 1024;

/**
 * What goes into a backup, as plain data that another thread can be given: files, and folders
 * read through (`skip`: names in the folder itself left out).
 */
export type ArchiveSource = { file: string; path: string } | { dir: string; prefix: string; folders?: boolean; skip?: string[] };
/** `key`: the backup key the archive is encrypted with. */
export type ArchiveJob = { file: string; sources: ArchiveSource[]; meta: Omit<Manifest, "files" | "format" | "version">; key: string };

/** Writes the archive of `job.sources` to `job.file`, then reads it through: the manifest of a backup known good. */
export async function writeAndVerify(job: ArchiveJob): Promise<Manifest> {
  async function* entries(): AsyncGenerator<TarEntry> {
    for (const source of job.sources) {
      if ("dir" in source) yield* folderEntries(source.dir, source.prefix, source.folders, source.skip);
      else {
        const entry = await fileEntry(source.file, source.path);
        if (entry) yield entry;
      }
    }
  }
  await writeArchive(job.file, entries(), job.meta, job.key);
  return readArchive(job.file, job.key);
}

/** Writes the archive of `entries` plus its manifest to `file` (replaced), encrypted with `key`, flushed to the disk. */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<TarEntry>,
  meta: Omit<Manifest, "files" | "format" | "version">,
  key: string,
): Promise<Manifest> {
  const manifest: Manifest = { format: FORMAT, version: 1, ...meta, files: [] };
  async function* withManifest(): AsyncGenerator<TarEntry> {
    for await (const entry of entries) {
      const hash = createHash("sha256");
      yield {
        ...entry,
        body: async function* () {
          for await (const chunk of entry.body()) {
            hash.update(chunk);
            yield chunk;
          }
          manifest.files.push({ path: entry.path, bytes: entry.size, sha256: hash.digest("hex") });
        },
      };
    }
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    yield {
      path: MANIFEST_PATH,
      size: text.length,
      body: async function* () {
        yield text;
      },
    };
  }
  const out = createWriteStream(file, { mode: 0o600, highWaterMark: CHUNK });
  const gzip = createGzip({ chunkSize: CHUNK });
  const packing = pipeline(tarStream(withManifest()), gzip);
  // Both watched at once: a failure on either side (a file gone, the disk full) ends the other.
  const writing = seal(gzip, key).then((sealed) => pipeline(sealed, out));
  const [packed, written] = await Promise.allSettled([packing, writing]);
  if (packed.status === "rejected") throw packed.reason;
  if (written.status === "rejected") throw written.reason;
  const handle = await fs.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return manifest;
}

/** Whether the archive is encrypted (every backup made since they are), or an older plain .tar.gz. */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  return isSealed(await fileStart(file));
}

/**
 * The archive's key derived once, for reading it more than once (a restore checks, then
 * unpacks). Throws ArchiveKeyError when the key does not open it.
 */
export async function unlockArchive(file: string, key: string): Promise<Unlocked> {
  try {
    return await unlock(file, key);
  } catch (error) {
    if (error instanceof WrongKeyError) throw new ArchiveKeyError(error.message);
    if (error instanceof SealError) throw new ArchiveError(error.message);
    throw error;
  }
}

/**
 * Reads the archive through, decrypting it with `key` (the passphrase, or what unlockArchive
 * made of it), checking every file against the manifest; `onFile` (optional) is given each
 * file's bytes as they are read. The manifest comes last, so a caller that writes what it reads
 * must treat it as unverified until this resolves. An archive made before backups were
 * encrypted (a plain .tar.gz) is read without a key.
 */
export async function readArchive(
  file: string,
  key?: string | Unlocked,
  onFile?: (entry: { path: string; size: number }, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  const source = createGunzip({ chunkSize: CHUNK });
  let raw: Readable;
  if (await isEncryptedArchive(file)) {
    if (key === undefined) throw new ArchiveKeyError("the backup is encrypted and no backup key was given");
    const unlocked = typeof key === "string" ? await unlockArchive(file, key) : key;
    raw = await openSealed(file, unlocked, CHUNK).catch((error: unknown) => {
      throw error instanceof SealError ? new ArchiveError(error.message) : error;
    });
    // A chunk that does not authenticate: a byte changed on the disk, or the file cut short.
    raw.on("error", () => source.destroy(new ArchiveError("the encrypted data is damaged or cut short")));
  } else {
    raw = createReadStream(file, { highWaterMark: CHUNK });
    raw.on("error", (error) => source.destroy(error));
  }
  raw.pipe(source);
  try {
    await readTar(source, async (entry, body) => {
      if (manifest) throw new ArchiveError("a file follows the manifest");
      if (entry.path === MANIFEST_PATH) {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        manifest = parseManifest(Buffer.concat(chunks).toString("utf8"));
        return;
      }
      const hash = createHash("sha256");
      async function* hashed(): AsyncGenerator<Buffer> {
        for await (const chunk of body) {
          hash.update(chunk);
          yield chunk;
        }
      }
      if (onFile) await onFile(entry, hashed());
      for await (const _ of hashed());
      seen.set(entry.path, { bytes: entry.size, sha256: hash.digest("hex") });
    });
  } catch (error) {
    raw.destroy();
    source.destroy();
    if (error instanceof ArchiveError) throw error;
    if (error instanceof TarError) throw new ArchiveError(error.message);
    if ((error as NodeJS.ErrnoException).code?.startsWith("Z_")) throw new ArchiveError("the compressed data is damaged or cut short");
    throw error;
  }
  if (!manifest) throw new ArchiveError("the archive has no manifest");
  if (manifest.files.length !== seen.size) throw new ArchiveError("the archive's files differ from its manifest");
  for (const expected of manifest.files) {
    const actual = seen.get(expected.path);
    if (!actual || actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new ArchiveError(`${expected.path} differs from its checksum`);
  }
  return manifest;
}

function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new ArchiveError("the manifest is not readable");
  }
  if (value.format !== FORMAT || value.version !== 1 || !Array.isArray(value.files))
    throw new ArchiveError("this is not a backup of this site, or of a newer version");
  return value as Manifest;
}

/**
 * Each regular file under `dir` (recursively, dot-names left out: work in progress, an upload
 * being written, a key being made; and the names in `skip`, at the top), as tar entries under
 * `prefix`; with `folders`, each folder too, so that empty ones come back (a database's data
 * folder needs them).
 */
export async function* folderEntries(dir: string, prefix: string, folders = false, skip: string[] = []): AsyncGenerator<TarEntry> {
  const names = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const item of names.sort((a, b) => a.name.localeCompare(b.name))) {
    if (item.name.startsWith(".") || skip.includes(item.name)) continue;
    const full = path.join(dir, item.name);
    if (item.isDirectory()) {
      if (folders) yield { path: `${prefix}/${item.name}/`, size: 0, body: async function* () {} };
      yield* folderEntries(full, `${prefix}/${item.name}`, folders);
    } else if (item.isFile()) {
      const entry = await fileEntry(full, `${prefix}/${item.name}`);
      if (entry) yield entry;
    }
  }
}

/** A file as a tar entry, or none when it has gone since it was listed (a photo just deleted). */
export async function fileEntry(file: string, entryPath: string): Promise<TarEntry | undefined> {
  const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!stat) return undefined;
  return {
    path: entryPath,
    size: stat.size,
    mtime: stat.mtime,
    body: () =>
      stat.size === 0 ? (async function* () {})() : createReadStream(file, { start: 0, end: stat.size - 1, highWaterMark: CHUNK }),
  };
}
