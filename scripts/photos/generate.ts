/**
 * Draws every built-in picture of the site as SVG and renders it with sharp to
 * public/images/<group>/<name>-<w>.<avif|webp|jpg>, writes the illustrated
 * contact map and the manifest app/lib/builtin-images.ts.
 *
 *   npx tsx scripts/photos/generate.ts            # everything
 *   npx tsx scripts/photos/generate.ts rooms/uno  # only keys containing "rooms/uno" (no manifest)
 *   npx tsx scripts/photos/generate.ts --preview hero   # 960 px PNGs in /tmp/photo-preview only
 *   npx tsx scripts/photos/generate.ts --manifest       # only the manifest and the contact map
 */
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OutputInfo } from "sharp";

import { CATALOG, type Entry } from "./catalog";
import { writeManifest } from "./manifest";
import { contactMap } from "./map";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "public/images");
const WIDTHS = [360, 480, 720, 960, 1600] as const;
/**
 * A portrait picture's crop: 2:3, 1080 px tall (the 1600 px render is 1067), so a phone gets the
 * pixels it shows today at less than half the bytes.
 */
const PORTRAIT_WIDTHS = [480, 720] as const;
const PORTRAIT_HEIGHT = 1080;
/** Width over height of the portrait crop. */
const PORTRAIT_ASPECT = 2 / 3;
/**
 * The portrait crop is a phone's largest paint: its AVIF, with the response's headers, fits in
 * the 14.6 KB that a new connection's first round trip carries (one round trip, not two). The
 * hero's shade covers the difference from 50.
 */
const PORTRAIT_AVIF_QUALITY = 36;
const PREVIEW_DIR = "/tmp/photo-preview";

async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

async function writeFormats(data: Buffer, info: OutputInfo, base: string, avifQuality = 50): Promise<void> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await Promise.all([
    sharp(data, raw).avif({ quality: avifQuality, effort: 4, chromaSubsampling: "4:2:0" }).toFile(`${base}.avif`),
    sharp(data, raw).webp({ quality: 72 }).toFile(`${base}.webp`),
    sharp(data, raw).jpeg({ quality: 78, mozjpeg: true }).toFile(`${base}.jpg`),
  ]);
}

async function renderEntry(e: Entry): Promise<void> {
  const svg = e.draw();
  const dir = path.join(OUT, e.group);
  await mkdir(dir, { recursive: true });
  const rendered = (w: number) => sharp(Buffer.from(svg.render(w))).flatten({ background: "#ffffff" });
  for (const w of WIDTHS) {
    const { data, info } = await rendered(w).raw().toBuffer({ resolveWithObject: true });
    await writeFormats(data, info, path.join(dir, `${e.name}-${w}`));
  }
  if (!e.portrait) return;
  const width = Math.round((PORTRAIT_HEIGHT * e.w) / e.h);
  const crop = Math.round(PORTRAIT_HEIGHT * PORTRAIT_ASPECT);
  const left = Math.min(width - crop, Math.max(0, Math.round(e.portrait.focusX * width - crop / 2)));
  const part = await rendered(width).extract({ left, top: 0, width: crop, height: PORTRAIT_HEIGHT }).png().toBuffer();
  for (const w of PORTRAIT_WIDTHS) {
    const { data, info } = await sharp(part).resize(w).raw().toBuffer({ resolveWithObject: true });
    await writeFormats(data, info, path.join(dir, `${e.name}-portrait-${w}`), PORTRAIT_AVIF_QUALITY);
  }
}

async function preview(e: Entry): Promise<void> {
  const svg = e.draw();
  await mkdir(PREVIEW_DIR, { recursive: true });
  const file = path.join(PREVIEW_DIR, `${e.group}-${e.name}.png`);
  await sharp(Buffer.from(svg.render(960)))
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(file);
  console.log(file);
}

async function summary(): Promise<void> {
  const rows = new Map<string, { files: number; bytes: number }>();
  const add = (k: string, b: number): void => {
    const row = rows.get(k) ?? { files: 0, bytes: 0 };
    row.files += 1;
    row.bytes += b;
    rows.set(k, row);
  };
  for (const group of await readdir(OUT)) {
    const dir = path.join(OUT, group);
    if (!(await stat(dir)).isDirectory()) continue;
    for (const f of await readdir(dir)) {
      const size = (await stat(path.join(dir, f))).size;
      const ext = path.extname(f).slice(1);
      add(`${group} (${ext})`, size);
      add("TOTAL", size);
    }
  }
  const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
  console.log(`\n${"group (format)".padEnd(22)}${"files".padStart(7)}${"size".padStart(14)}`);
  for (const [k, v] of [...rows].sort(([a], [b]) => (a === "TOTAL" ? 1 : b === "TOTAL" ? -1 : a.localeCompare(b)))) {
    console.log(`${k.padEnd(22)}${String(v.files).padStart(7)}${kb(v.bytes).padStart(14)}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const isPreview = args.includes("--preview");
  const filters = args.filter((a) => !a.startsWith("--"));
  const entries = CATALOG.filter((e) => filters.length === 0 || filters.some((f) => e.key.includes(f)));
  const started = Date.now();
  sharp.concurrency(1);
  if (isPreview) {
    await pool(entries, 2, preview);
    return;
  }
  const manifestOnly = args.includes("--manifest");
  if (filters.length === 0 && !manifestOnly) {
    for (const group of new Set(CATALOG.map((e) => e.group))) await rm(path.join(OUT, group), { recursive: true, force: true });
  }
  await pool(manifestOnly ? [] : entries, 2, async (e) => {
    const t = Date.now();
    await renderEntry(e);
    console.log(`${e.key.padEnd(24)} ${((Date.now() - t) / 1000).toFixed(1)}s`);
  });
  const map = contactMap();
  await mkdir(path.join(OUT, "contact"), { recursive: true });
  await writeFile(path.join(OUT, "contact/map.svg"), map.svg);
  if (filters.length === 0)
    await writeManifest(
      path.join(ROOT, "app/lib/builtin-images.ts"),
      CATALOG,
      { widths: WIDTHS, portrait: { widths: PORTRAIT_WIDTHS, aspect: PORTRAIT_ASPECT } },
      map,
    );
  await summary();
  console.log(`\n${manifestOnly ? 0 : entries.length} pictures in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
