import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

import { readTar, TarError, tarStream, type TarEntry } from "./tar.server";

/**
 * A backup is one .tar.gz: the database's part, the photos, the keys, and last a manifest with
 * every other file's size and SHA-256. Verifying reads the whole file back, decompressing it,
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

/** Chunks of 1 MiB instead of the streams' 16–64 KiB: a backup of 100 MB reads back in 100 turns, not 6,000. */
const CHUNK = 1024 * 1024;

/** What goes into a backup, as plain data that another thread can be given: files, and folders read through. */
export type ArchiveSource = { file: string; path: string } | { dir: string; prefix: string; folders?: boolean };
export type ArchiveJob = { file: string; sources: ArchiveSource[]; meta: Omit<Manifest, "files" | "format" | "version"> };

/** Writes the archive of `job.sources` to `job.file`, then reads it through: the manifest of a backup known good. */
export async function writeAndVerify(job: ArchiveJob): Promise<Manifest> {
  async function* entries(): AsyncGenerator<TarEntry> {
    for (const source of job.sources) {
      if ("dir" in source) yield* folderEntries(source.dir, source.prefix, source.folders);
      else {
        const entry = await fileEntry(source.file, source.path);
        if (entry) yield entry;
      }
    }
  }
  await writeArchive(job.file, entries(), job.meta);
  return readArchive(job.file);
}

/** Writes the archive of `entries` plus its manifest to `file` (replaced), flushed to the disk. */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<TarEntry>,
  meta: Omit<Manifest, "files" | "format" | "version">,
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
  await pipeline(tarStream(withManifest()), createGzip({ chunkSize: CHUNK }), out);
  const handle = await fs.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return manifest;
}

/**
 * Reads the archive through, checking every file against the manifest; `onFile` (optional) is
 * given each file's bytes as they are read. The manifest comes last, so a caller that writes
 * what it reads must treat it as unverified until this resolves.
 */
export async function readArchive(
  file: string,
  onFile?: (entry: { path: string; size: number }, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  const source = createGunzip({ chunkSize: CHUNK });
  const raw = createReadStream(file, { highWaterMark: CHUNK });
  raw.on("error", (error) => source.destroy(error));
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
 * being written, a key being made), as tar entries under `prefix`; with `folders`, each folder
 * too, so that empty ones come back (a database's data folder needs them).
 */
export async function* folderEntries(dir: string, prefix: string, folders = false): AsyncGenerator<TarEntry> {
  const names = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const item of names.sort((a, b) => a.name.localeCompare(b.name))) {
    if (item.name.startsWith(".")) continue;
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
