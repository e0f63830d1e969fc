import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MediaAsset, Room } from "~/db/schema";

import { contentState, expectApiError, mediaAssetByPath, roomBySlug } from "../setup/content-state";
import {
  exifHasGps,
  EXPECTED_FORMATS,
  EXPECTED_WIDTHS,
  expectedVariantFiles,
  filesOf,
  imageForm,
  jpegWithExif,
  oversizedFile,
  parseUploadPath,
  pngWithExif,
  textFile,
} from "../setup/images";
import { startTestServer, type TestServer } from "../setup/test-server";

type UploadAnswer = { imageUrl: string; asset: MediaAsset; room: Room };

let server: TestServer;
let cookie: string;
let uno: Room;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  uno = await roomBySlug(server, "uno");
});
afterAll(() => server.close());

function upload(roomId: number | string, form: FormData | null, headers: Record<string, string> = { cookie }) {
  return server.fetch(`/api/rooms/${roomId}/upload`, { method: "POST", headers, body: form ?? undefined });
}

async function publicRoom(slug: string): Promise<Room> {
  const res = await server.fetch(`/api/rooms/${slug}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Room;
}

describe("POST /api/rooms/:id/upload with a real photo", () => {
  let input: Buffer;
  let answer: UploadAnswer;
  let before: Awaited<ReturnType<typeof contentState>>;

  beforeAll(async () => {
    input = await jpegWithExif({ width: 2000, height: 1200 });
    before = await contentState(server);
    const res = await upload(uno.id, imageForm({ data: input, filename: "IMG_2024.jpg", type: "image/jpeg" }));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    answer = (await res.json()) as UploadAnswer;
  });

  it("started from a photo that really carries EXIF and GPS metadata", async () => {
    const meta = await sharp(input).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeInstanceOf(Buffer);
    expect(exifHasGps(meta.exif!)).toBe(true);
  });

  it("answers with the new gallery path and appends it to the room's images", async () => {
    expect(answer.imageUrl).toMatch(/^\/uploads\/rooms\/[0-9a-f]{24}-1600\.jpg$/);
    expect(answer.room.id).toBe(uno.id);
    expect(answer.room.images).toEqual([...before.rooms.find((r) => r.id === uno.id)!.images, answer.imageUrl]);
    const stored = await roomBySlug(server, "uno");
    expect(stored.images.at(-1)).toBe(answer.imageUrl);
    expect((await publicRoom("uno")).images).toContain(answer.imageUrl);
  });

  it("leaves the other rooms alone", async () => {
    const after = await contentState(server);
    for (const room of after.rooms.filter((r) => r.id !== uno.id)) {
      expect(room).toEqual(before.rooms.find((r) => r.id === room.id));
    }
  });

  it("records one media asset with the dimensions and widths produced", async () => {
    const asset = await mediaAssetByPath(server, answer.imageUrl);
    expect(asset).toBeDefined();
    expect(asset).toMatchObject({ folder: "rooms", width: 1600, height: 960, widths: [...EXPECTED_WIDTHS] });
    expect(asset!.hash).toBe(parseUploadPath(answer.imageUrl).hash);
    const after = await contentState(server);
    expect(after.mediaAssets).toHaveLength(before.mediaAssets.length + 1);
  });

  it("writes every width in every format, and nothing else", async () => {
    const files = server.uploadedFiles();
    expect(filesOf(files, answer.imageUrl)).toEqual(expectedVariantFiles(answer.imageUrl));
    expect(files.length).toBe(before.files.length + EXPECTED_WIDTHS.length * EXPECTED_FORMATS.length);
    expect(files.some((f) => f.startsWith(".tmp"))).toBe(false);
  });

  it("produces variants of the right format and size, never larger than asked", async () => {
    const { hash } = parseUploadPath(answer.imageUrl);
    const formatName = { avif: "heif", webp: "webp", jpg: "jpeg" } as const;
    for (const width of EXPECTED_WIDTHS) {
      for (const format of EXPECTED_FORMATS) {
        const meta = await sharp(path.join(server.uploadsDir, "rooms", `${hash}-${width}.${format}`)).metadata();
        expect(meta.format, `${width}.${format}`).toBe(formatName[format]);
        expect(meta.width, `${width}.${format}`).toBe(width);
        expect(meta.height, `${width}.${format}`).toBe(Math.round((1200 * width) / 2000));
      }
    }
  });

  it("strips EXIF and GPS metadata from every stored file", async () => {
    for (const file of filesOf(server.uploadedFiles(), answer.imageUrl)) {
      const meta = await sharp(path.join(server.uploadsDir, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
    }
  });

  it("serves the photo from /uploads with immutable caching", async () => {
    const res = await server.fetch(answer.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d{7,}/);
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
    for (const format of ["avif", "webp"]) {
      const variant = await server.fetch(answer.imageUrl.replace(/-1600\.jpg$/, `-480.${format}`));
      expect(variant.status).toBe(200);
      expect(variant.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("uploading the very same photo again does not duplicate it", async () => {
    const beforeAgain = await contentState(server);
    const res = await upload(uno.id, imageForm({ data: input }));
    expect(res.status).toBe(201);
    const again = (await res.json()) as UploadAnswer;
    expect(again.imageUrl).toBe(answer.imageUrl);
    const after = await contentState(server);
    expect(after.rooms).toEqual(beforeAgain.rooms);
    expect(after.mediaAssets).toEqual(beforeAgain.mediaAssets);
    expect(after.files).toEqual(beforeAgain.files);
  });
});

describe("POST /api/rooms/:id/upload with other kinds of images", () => {
  it("accepts a PNG and stores it as AVIF, WebP and JPEG", async () => {
    const due = await roomBySlug(server, "due");
    const png = await pngWithExif({ width: 1800, height: 1000 });
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(due.id, imageForm({ data: png, filename: "terrace.png", type: "image/png" }));
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as UploadAnswer;
    expect(answer.imageUrl).toMatch(/^\/uploads\/rooms\/[0-9a-f]+-1600\.jpg$/);
    expect((await roomBySlug(server, "due")).images).toContain(answer.imageUrl);
    expect(filesOf(server.uploadedFiles(), answer.imageUrl)).toEqual(expectedVariantFiles(answer.imageUrl));
    for (const file of filesOf(server.uploadedFiles(), answer.imageUrl)) {
      expect((await sharp(path.join(server.uploadsDir, file)).metadata()).exif, file).toBeUndefined();
    }
  });

  it("never enlarges a small photo: only the widths up to its own are made", async () => {
    const tre = await roomBySlug(server, "tre");
    const small = await jpegWithExif({ width: 800, height: 600 });
    const res = await upload(tre.id, imageForm({ data: small }));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as UploadAnswer;
    expect(answer.imageUrl).toMatch(/-800\.jpg$/);
    const asset = await mediaAssetByPath(server, answer.imageUrl);
    expect(asset).toMatchObject({ width: 800, height: 600, widths: [480, 800] });
    expect(filesOf(server.uploadedFiles(), answer.imageUrl)).toEqual(expectedVariantFiles(answer.imageUrl, [480, 800]));
  });

  it("applies the EXIF orientation, so a portrait photo shot sideways is stored upright", async () => {
    const quattro = await roomBySlug(server, "quattro");
    // Pixels stored landscape (1200×800) with orientation 6: the photo is really 800×1200.
    const sideways = await sharp(await jpegWithExif({ width: 1200, height: 800 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(quattro.id, imageForm({ data: sideways }));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as UploadAnswer;
    const meta = await sharp(path.join(server.uploadsDir, answer.imageUrl.slice("/uploads/".length))).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 1200 });
    expect(meta.orientation === undefined || meta.orientation === 1).toBe(true);
    expect(await mediaAssetByPath(server, answer.imageUrl)).toMatchObject({ width: 800, height: 1200 });
  });
});

describe("POST /api/rooms/:id/upload refuses bad uploads and stores nothing", () => {
  async function expectNothingStored(send: () => Promise<Response>, status: number, code: string, field?: string) {
    const before = await contentState(server);
    const res = await send();
    await expectApiError(res, status, code, field);
    expect(await contentState(server)).toEqual(before);
  }

  it("a text file named photo.jpg sent as image/jpeg → 400", async () => {
    await expectNothingStored(
      () => upload(uno.id, imageForm({ data: textFile(), filename: "photo.jpg", type: "image/jpeg" })),
      400,
      "not_an_image",
    );
  });

  it("a truncated JPEG whose header looks fine → 400", async () => {
    const jpeg = await jpegWithExif();
    await expectNothingStored(
      () => upload(uno.id, imageForm({ data: jpeg.subarray(0, Math.floor(jpeg.length / 3)) })),
      400,
      "not_an_image",
    );
  });

  it("an SVG (markup, not a photo) → 400", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
    );
    await expectNothingStored(
      () => upload(uno.id, imageForm({ data: svg, filename: "x.svg", type: "image/svg+xml" })),
      400,
      "not_an_image",
    );
  });

  it("an empty file → 400 naming the image field", async () => {
    await expectNothingStored(() => upload(uno.id, imageForm({ data: Buffer.alloc(0) })), 400, "validation_error", "image");
  });

  it("a form with no file at all → 400 naming the image field", async () => {
    await expectNothingStored(() => upload(uno.id, imageForm(null, { description: "no file" })), 400, "validation_error", "image");
  });

  it("no body at all → 400 naming the image field", async () => {
    await expectNothingStored(() => upload(uno.id, null), 400, "validation_error", "image");
  });

  it("a JSON body instead of multipart → 400 naming the image field", async () => {
    await expectNothingStored(
      () =>
        server.fetch(`/api/rooms/${uno.id}/upload`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ image: "/uploads/rooms/x.jpg" }),
        }),
      400,
      "validation_error",
      "image",
    );
  });

  it("the photo under another field name → 400 naming the image field", async () => {
    const jpeg = await jpegWithExif({ width: 600, height: 400 });
    await expectNothingStored(() => upload(uno.id, imageForm({ field: "photo", data: jpeg })), 400, "validation_error", "image");
  });

  it("two photos in one request → 400", async () => {
    const form = imageForm({ data: await jpegWithExif({ width: 600, height: 400 }) });
    form.append("image", new Blob([new Uint8Array(await jpegWithExif({ width: 600, height: 400 }))], { type: "image/jpeg" }), "second.jpg");
    const before = await contentState(server);
    const res = await upload(uno.id, form);
    expect(res.status).toBe(400);
    await expectApiError(res, 400, ((await res.clone().json()) as { error: { code: string } }).error.code);
    expect(await contentState(server)).toEqual(before);
  });

  it("a file over 15 MB → 413 and nothing stored", async () => {
    const big = oversizedFile();
    expect(big.length).toBeGreaterThan(15 * 1024 * 1024);
    await expectNothingStored(() => upload(uno.id, imageForm({ data: big })), 413, "file_too_large");
  });

  it("an unknown room → 404 with no files left behind", async () => {
    const jpeg = await jpegWithExif({ width: 900, height: 600 });
    await expectNothingStored(() => upload(999_999, imageForm({ data: jpeg })), 404, "not_found");
  });

  it("a non-numeric room id → 404 with no files left behind", async () => {
    const jpeg = await jpegWithExif({ width: 900, height: 600 });
    await expectNothingStored(() => upload("uno", imageForm({ data: jpeg })), 404, "not_found");
    await expectNothingStored(() => upload("1.5", imageForm({ data: jpeg })), 404, "not_found");
    await expectNothingStored(() => upload("-1", imageForm({ data: jpeg })), 404, "not_found");
  });
});

describe("concurrent uploads", () => {
  it("several photos uploaded at once to one room all end up in its gallery", async () => {
    const due = await roomBySlug(server, "due");
    const before = (await roomBySlug(server, "due")).images;
    const photos = await Promise.all(Array.from({ length: 6 }, () => jpegWithExif({ width: 700, height: 500 })));
    const answers = await Promise.all(
      photos.map(async (data) => {
        const res = await upload(due.id, imageForm({ data }));
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as UploadAnswer).imageUrl;
      }),
    );
    expect(new Set(answers).size).toBe(6);
    const after = (await roomBySlug(server, "due")).images;
    expect(after.slice(0, before.length)).toEqual(before);
    expect([...after.slice(before.length)].sort()).toEqual([...answers].sort());
    for (const p of answers) {
      expect(await mediaAssetByPath(server, p), p).toBeDefined();
      expect(filesOf(server.uploadedFiles(), p)).toHaveLength(6);
    }
  });

  it("a gallery saved while another room receives photos never deletes those photos", async () => {
    const [tre, quattro] = [await roomBySlug(server, "tre"), await roomBySlug(server, "quattro")];
    const photos = await Promise.all(Array.from({ length: 6 }, () => jpegWithExif({ width: 700, height: 500 })));
    const treImages = (await roomBySlug(server, "tre")).images;
    const [answers] = await Promise.all([
      Promise.all(
        photos.map(async (data) => {
          const res = await upload(quattro.id, imageForm({ data }));
          expect(res.status).toBe(201);
          return ((await res.json()) as UploadAnswer).imageUrl;
        }),
      ),
      (async () => {
        for (let i = 0; i < 15; i++) {
          const res = await server.fetch(`/api/rooms/${tre.id}/images`, {
            method: "PUT",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify({ images: treImages }),
          });
          expect(res.status).toBe(200);
        }
      })(),
    ]);
    const gallery = (await roomBySlug(server, "quattro")).images;
    for (const p of answers) {
      expect(gallery).toContain(p);
      expect(await mediaAssetByPath(server, p), p).toBeDefined();
      expect(filesOf(server.uploadedFiles(), p), p).toHaveLength(6);
    }
  });
});
