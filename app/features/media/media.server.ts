import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Metadata, default as Sharp } from "sharp";

import { getDb, type Db } from "~/db/client.server";
import { mediaAssets, type MediaAsset } from "~/db/schema";
import { HttpError } from "~/lib/http-error";

export type MediaFolder = "rooms" | "breakfast";

/** Widths produced for every photo (never upscaled), each as AVIF, WebP and JPEG. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);
const MAX_INPUT_PIXELS = 60_000_000;

let uploadsRoot: string | undefined;

export function setUploadsDir(dir: string): void {
  uploadsRoot = dir;
}

export function uploadsDir(): string {
  if (!uploadsRoot) throw new Error("Uploads directory not set");
  return uploadsRoot;
}

export function variantName(hash: string, width: number, format: (typeof IMAGE_FORMATS)[number]): string {
  return `${hash}-${width}.${format}`;
}

function publicPath(folder: MediaFolder, file: string): string {
  return `/uploads/${folder}/${file}`;
}

let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * libvips is loaded at the first upload, not at start (28 MB resident that a server which
 * receives no photo never needs), with no operation cache: each photo is encoded once.
 */
function loadSharp(): Promise<typeof Sharp> {
  return (sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

type Encoded = { hash: string; width: number; height: number; widths: number[]; files: { name: string; data: Buffer }[] };

/**
 * Decodes the upload (judged by content, not by name), orients it, strips its metadata
 * (EXIF, GPS) by re-encoding, and produces every width in every format. Runs once, at upload.
 */
export async function encodeImage(input: Buffer): Promise<Encoded> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(400, "not_an_image", "errors.notAnImage");
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new HttpError(400, "not_an_image", "errors.notAnImage");
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < largest), largest])];
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 24);

  try {
    const files = await Promise.all(
      widths.flatMap((w) => {
        const base = () =>
          sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate().resize({ width: w, withoutEnlargement: true });
        return [
          base()
            .avif({ quality: 55, effort: 2 })
            .toBuffer()
            .then((data) => ({ name: variantName(hash, w, "avif"), data })),
          base()
            .webp({ quality: 76, effort: 4 })
            .toBuffer()
            .then((data) => ({ name: variantName(hash, w, "webp"), data })),
          base()
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer()
            .then((data) => ({ name: variantName(hash, w, "jpg"), data })),
        ];
      }),
    );
    return { hash, width: largest, height: Math.round((height * largest) / width), widths, files };
  } catch {
    throw new HttpError(400, "not_an_image", "errors.notAnImage");
  }
}

export type StoredUpload = {
  asset: MediaAsset;
  /** Files this upload wrote; removed again if the database step fails. */
  written: string[];
};

/**
 * Writes the variants to DATA_DIR/uploads/<folder> through a temporary folder (so no reader
 * ever sees half a file), then calls `persist` in one transaction with the asset row.
 * If anything fails, the files this call wrote are removed and no row is left.
 */
export async function storeUpload<T>(
  input: Buffer,
  folder: MediaFolder,
  persist: (tx: Db, asset: MediaAsset) => Promise<T>,
): Promise<{ asset: MediaAsset; result: T }> {
  const encoded = await encodeImage(input);
  const root = uploadsDir();
  const targetDir = path.join(root, folder);
  const tmpDir = path.join(root, ".tmp", randomBytes(8).toString("hex"));
  await fs.mkdir(targetDir, { recursive: true });
  await fs.mkdir(tmpDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const file of encoded.files) {
      const target = path.join(targetDir, file.name);
      if (await exists(target)) continue;
      await fs.writeFile(path.join(tmpDir, file.name), file.data);
      await fs.rename(path.join(tmpDir, file.name), target);
      written.push(target);
    }
    const largest = encoded.widths[encoded.widths.length - 1];
    const assetPath = publicPath(folder, variantName(encoded.hash, largest, "jpg"));
    const outcome = await getDb().transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb
        .insert(mediaAssets)
        .values({ path: assetPath, folder, hash: encoded.hash, width: encoded.width, height: encoded.height, widths: encoded.widths })
        .onConflictDoNothing();
      const [asset] = await txDb.select().from(mediaAssets).where(eq(mediaAssets.path, assetPath));
      return { asset: asset!, result: await persist(txDb, asset!) };
    });
    return outcome;
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes assets (rows and files) none of the paths `inUse` gives refers to. The features that
 * show photos know which they show: the caller asks each of them (the rooms' galleries and the
 * breakfast page: breakfast.server.ts's pruneUnusedPhotos).
 */
export async function pruneUnreferencedMedia(inUse: () => Promise<Iterable<string>>): Promise<number> {
  // Assets first, references second: a photo whose upload commits in between is then
  // simply not considered, instead of being counted as unreferenced and deleted.
  const assets = await getDb().select().from(mediaAssets);
  const used = new Set(await inUse());
  const unused = assets.filter((a) => !used.has(a.path));
  if (!unused.length) return 0;
  await getDb()
    .delete(mediaAssets)
    .where(
      inArray(
        mediaAssets.id,
        unused.map((a) => a.id),
      ),
    );
  await Promise.all(unused.map((asset) => removeAssetFiles(asset)));
  return unused.length;
}

async function removeAssetFiles(asset: MediaAsset): Promise<void> {
  const dir = path.join(uploadsDir(), asset.folder);
  await Promise.all(
    asset.widths.flatMap((w) => IMAGE_FORMATS.map((f) => fs.rm(path.join(dir, variantName(asset.hash, w, f)), { force: true }))),
  );
}

/**
 * At start: removes temporary files and any file no asset row accounts for (left by a crash
 * between writing the files and committing the row), when last written at least `minAgeMs`
 * ago: another process sharing the uploads folder may be between those two steps now.
 */
export async function sweepOrphanFiles(minAgeMs = 0): Promise<number> {
  const root = uploadsDir();
  const cutoff = Date.now() - minAgeMs;
  const abandoned = async (file: string) => minAgeMs === 0 || ((await fs.stat(file).catch(() => null))?.mtimeMs ?? 0) < cutoff;
  const tmp = path.join(root, ".tmp");
  for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
    if (await abandoned(path.join(tmp, name))) await fs.rm(path.join(tmp, name), { recursive: true, force: true });
  }
  const assets = await getDb().select({ folder: mediaAssets.folder, hash: mediaAssets.hash }).from(mediaAssets);
  const known = new Set(assets.map((a) => `${a.folder}/${a.hash}`));
  let removed = 0;
  for (const folder of ["rooms", "breakfast"] as const) {
    const dir = path.join(root, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const hash = name.split("-")[0];
      if (!known.has(`${folder}/${hash}`) && (await abandoned(path.join(dir, name)))) {
        await fs.rm(path.join(dir, name), { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** Looks up assets by path so pages can build srcset and set width/height. */
export async function assetsByPath(paths: string[]): Promise<Map<string, MediaAsset>> {
  if (!paths.length) return new Map();
  const rows = await getDb().select().from(mediaAssets).where(inArray(mediaAssets.path, paths));
  return new Map(rows.map((r) => [r.path, r]));
}
