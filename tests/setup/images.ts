import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** The widths and formats every uploaded photo is stored in. */
export const EXPECTED_WIDTHS = [480, 960, 1600] as const;
export const EXPECTED_FORMATS = ["avif", "webp", "jpg"] as const;

/** A colour nobody else in this process has used, so each generated image has its own content hash. */
function uniqueColour(): string {
  return `#${randomBytes(3).toString("hex")}`;
}

type ImageOptions = { width?: number; height?: number; background?: string };

/**
 * A real JPEG (default 2000×1200) carrying EXIF metadata: a copyright, an artist and a GPS
 * position, as a phone photo would. Each call makes a different picture unless `background`
 * is given.
 */
export async function jpegWithExif({ width = 2000, height = 1200, background = uniqueColour() }: ImageOptions = {}): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background } })
      // A few random dots so two images of the same colour still differ in content.
      .composite([{ input: await noise(), left: randomInt(0, width - 8), top: randomInt(0, height - 8) }])
      .jpeg({ quality: 90 })
      .withMetadata({
        exif: {
          IFD0: { Copyright: "x", Artist: "Test Photographer" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 27/1 5148/100", GPSLongitudeRef: "E", GPSLongitude: "14/1 12/1 5112/100" },
        },
      })
      .toBuffer()
  );
}

/** A real PNG with an alpha channel and EXIF metadata. */
export async function pngWithExif({ width = 1200, height = 800, background = uniqueColour() }: ImageOptions = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: await noise(), left: randomInt(0, width - 8), top: randomInt(0, height - 8) }])
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "x" } } })
    .toBuffer();
}

/** A small JPEG for requests that must be refused before the image matters. */
export async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: uniqueColour() } })
    .jpeg()
    .toBuffer();
}

async function noise(): Promise<Buffer> {
  return sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
    .png()
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) as it appears in little- or big-endian EXIF. */
export function exifHasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** Plain text pretending to be a photo. */
export function textFile(): Buffer {
  return Buffer.from("This is not an image, just some text pretending to be one.\n".repeat(20));
}

/** Random bytes larger than the 15 MB upload limit. */
export function oversizedFile(bytes = 15 * 1024 * 1024 + 512 * 1024): Buffer {
  return randomBytes(bytes);
}

type Part = { field?: string; data: Buffer; filename?: string; type?: string };

/** A multipart body as a browser would send it: one file (field "image" by default) plus text fields. */
export function imageForm(file: Part | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field ?? "image",
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }),
      file.filename ?? "photo.jpg",
    );
  }
  return form;
}

/** The public path's content hash and folder: /uploads/rooms/<hash>-1600.jpg → rooms, <hash>. */
export function parseUploadPath(publicPath: string): { folder: string; hash: string; width: number } {
  const match = /^\/uploads\/(rooms|breakfast)\/([0-9a-f]+)-(\d+)\.jpg$/.exec(publicPath);
  if (!match) throw new Error(`not an uploaded photo path: ${publicPath}`);
  return { folder: match[1], hash: match[2], width: Number(match[3]) };
}

/** Every variant file (relative to the uploads folder) an upload at `publicPath` should have produced. */
export function expectedVariantFiles(publicPath: string, widths: readonly number[] = EXPECTED_WIDTHS): string[] {
  const { folder, hash } = parseUploadPath(publicPath);
  return widths.flatMap((w) => EXPECTED_FORMATS.map((f) => path.join(folder, `${hash}-${w}.${f}`))).sort();
}

/** Files under the uploads folder that belong to the photo at `publicPath`. */
export function filesOf(allFiles: string[], publicPath: string): string[] {
  const { folder, hash } = parseUploadPath(publicPath);
  return allFiles.filter((f) => f.startsWith(path.join(folder, `${hash}-`))).sort();
}

export function fileExists(uploadsDir: string, relative: string): boolean {
  return fs.existsSync(path.join(uploadsDir, relative));
}

/**
 * A multipart body written by hand, for what FormData will not produce (e.g. an RFC 5987
 * `filename*=` parameter). `disposition` is the part's Content-Disposition parameters after
 * `form-data; name="image"; `.
 */
export function rawImageMultipart(data: Buffer, disposition: string, type = "image/jpeg"): { body: Buffer; contentType: string } {
  const boundary = `----bbtest${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`, "latin1"),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
