import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { BreakfastImage } from "~/db/schema";

import { contentState, expectApiError, mediaAssetByPath, roomBySlug } from "../setup/content-state";
import {
  EXPECTED_WIDTHS,
  expectedVariantFiles,
  fileExists,
  filesOf,
  imageForm,
  jpegWithExif,
  oversizedFile,
  pngWithExif,
  rawImageMultipart,
  textFile,
} from "../setup/images";
import { startTestServer, type TestServer } from "../setup/test-server";

type Created = BreakfastImage & { url: string; width: number; height: number };
type Listed = Omit<BreakfastImage, "uploadedAt"> & { uploadedAt: string };

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
});
afterAll(() => server.close());

const post = (form: FormData | null, headers: Record<string, string> = { cookie }) =>
  server.fetch("/api/breakfast-images", { method: "POST", headers, body: form ?? undefined });
const del = (id: number | string, headers: Record<string, string> = { cookie }) =>
  server.fetch(`/api/breakfast-images/${id}`, { method: "DELETE", headers });

async function list(): Promise<Listed[]> {
  const res = await server.fetch("/api/breakfast-images");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Listed[];
}

async function create(data?: Buffer, fields: Record<string, string> = {}, filename = "colazione.jpg"): Promise<Created> {
  const res = await post(imageForm({ data: data ?? (await jpegWithExif({ width: 640, height: 480 })), filename }, fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Created;
}

async function expectRefused(send: () => Promise<Response>, status: number, code: string, field?: string) {
  const before = await contentState(server);
  await expectApiError(await send(), status, code, field);
  expect(await contentState(server)).toEqual(before);
}

describe("GET /api/breakfast-images", () => {
  it("is a public list, empty before any upload", async () => {
    const res = await server.fetch("/api/breakfast-images");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = await (await contentState(server)).breakfastImages;
    expect(await res.json()).toHaveLength(rows.filter((r) => r.isActive).length);
  });
});

describe("POST /api/breakfast-images", () => {
  let input: Buffer;
  let created: Created;
  let before: Awaited<ReturnType<typeof contentState>>;

  beforeAll(async () => {
    input = await jpegWithExif({ width: 2000, height: 1200 });
    before = await contentState(server);
    created = await create(input, { description: "  Cornetti caldi e caffè  " }, "IMG_0042.JPG");
  });

  it("answers with the new photo, its URL and size", async () => {
    expect(created).toMatchObject({
      id: expect.any(Number),
      filename: expect.stringMatching(/^[0-9a-f]{24}-1600\.jpg$/),
      originalName: "IMG_0042.JPG",
      description: "Cornetti caldi e caffè",
      isActive: true,
      width: 1600,
      height: 960,
    });
    expect(created.url).toBe(`/uploads/breakfast/${created.filename}`);
  });

  it("stores one row and one media asset", async () => {
    const after = await contentState(server);
    expect(after.breakfastImages).toHaveLength(before.breakfastImages.length + 1);
    expect(after.mediaAssets).toHaveLength(before.mediaAssets.length + 1);
    expect(await mediaAssetByPath(server, created.url)).toMatchObject({ folder: "breakfast", widths: [...EXPECTED_WIDTHS] });
  });

  it("writes every width in every format under uploads/breakfast, without metadata", async () => {
    const files = filesOf(server.uploadedFiles(), created.url);
    expect(files).toEqual(expectedVariantFiles(created.url));
    expect(server.uploadedFiles()).toHaveLength(before.files.length + files.length);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    for (const file of files) {
      const meta = await sharp(path.join(server.uploadsDir, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
    }
  });

  it("lists the photo publicly, newest first", async () => {
    const second = await create(undefined, { description: "Frutta fresca" });
    const rows = await list();
    expect(rows[0]!.id).toBe(second.id);
    expect(rows.map((r) => r.id)).toContain(created.id);
    expect(rows.find((r) => r.id === created.id)).toMatchObject({ filename: created.filename, description: "Cornetti caldi e caffè" });
  });

  it("serves the photo with immutable caching", async () => {
    const res = await server.fetch(created.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("takes a PNG too", async () => {
    const png = await create(await pngWithExif({ width: 1000, height: 700 }), {}, "tavola.png");
    expect(png.url).toMatch(/^\/uploads\/breakfast\/[0-9a-f]+-1000\.jpg$/);
    expect(filesOf(server.uploadedFiles(), png.url)).toEqual(expectedVariantFiles(png.url, [480, 960, 1000]));
  });

  it("stores no description when none or an empty one is sent", async () => {
    expect((await create()).description).toBeNull();
    expect((await create(undefined, { description: "   " })).description).toBeNull();
  });

  it("accepts a description of exactly 300 characters", async () => {
    const description = "è".repeat(300);
    const photo = await create(undefined, { description });
    expect(photo.description).toBe(description);
    expect((await list()).find((r) => r.id === photo.id)?.description).toBe(description);
  });

  it("keeps a very long file name within its column", async () => {
    const photo = await create(undefined, {}, `${"n".repeat(400)}.jpg`);
    expect(photo.originalName.length).toBeGreaterThan(0);
    expect(photo.originalName.length).toBeLessThanOrEqual(255);
  });

  it.each([
    ["a NUL byte sent percent-encoded", "filename*=UTF-8''foto%00bis.jpg"],
    ["control characters sent percent-encoded", "filename*=UTF-8''foto%07%1B%0A.jpg"],
  ])("stores a file name with %s, without them", async (_name, disposition) => {
    const { body, contentType } = rawImageMultipart(await jpegWithExif({ width: 640, height: 480 }), disposition);
    const res = await server.fetch("/api/breakfast-images", {
      method: "POST",
      headers: { cookie, "content-type": contentType },
      body: new Uint8Array(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const photo = (await res.json()) as Created;
    expect(photo.originalName).toMatch(/^foto/);
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(photo.originalName).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  describe("refuses, storing nothing", () => {
    it("a description over 300 characters → 400 naming description", async () => {
      const jpeg = await jpegWithExif({ width: 640, height: 480 });
      await expectRefused(() => post(imageForm({ data: jpeg }, { description: "a".repeat(301) })), 400, "validation_error", "description");
    });

    it("a huge description → 400 naming description", async () => {
      const jpeg = await jpegWithExif({ width: 640, height: 480 });
      await expectRefused(
        () => post(imageForm({ data: jpeg }, { description: "a".repeat(20_000) })),
        400,
        "validation_error",
        "description",
      );
    });

    it("a description with a NUL byte → 400 naming description", async () => {
      const jpeg = await jpegWithExif({ width: 640, height: 480 });
      await expectRefused(() => post(imageForm({ data: jpeg }, { description: "Caffè\u0000" })), 400, "validation_error", "description");
    });

    it("a text file named photo.jpg → 400", async () => {
      await expectRefused(() => post(imageForm({ data: textFile(), filename: "photo.jpg", type: "image/jpeg" })), 400, "not_an_image");
    });

    it("an empty file → 400 naming image", async () => {
      await expectRefused(() => post(imageForm({ data: Buffer.alloc(0) })), 400, "validation_error", "image");
    });

    it("no file → 400 naming image", async () => {
      await expectRefused(() => post(imageForm(null, { description: "Solo testo" })), 400, "validation_error", "image");
    });

    it("the photo under another field name → 400 naming image", async () => {
      const jpeg = await jpegWithExif({ width: 640, height: 480 });
      await expectRefused(() => post(imageForm({ field: "file", data: jpeg })), 400, "validation_error", "image");
    });

    it("a file over 15 MB → 413", async () => {
      await expectRefused(() => post(imageForm({ data: oversizedFile() })), 413, "file_too_large");
    });
  });
});

describe("DELETE /api/breakfast-images/:id", () => {
  it("deletes the row, the media asset and every file", async () => {
    const photo = await create();
    const files = filesOf(server.uploadedFiles(), photo.url);
    expect(files).toHaveLength(6);
    const before = await contentState(server);

    const res = await del(photo.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    const after = await contentState(server);
    expect(after.breakfastImages.map((r) => r.id)).toEqual(before.breakfastImages.map((r) => r.id).filter((id) => id !== photo.id));
    expect(await mediaAssetByPath(server, photo.url)).toBeUndefined();
    expect(after.mediaAssets).toHaveLength(before.mediaAssets.length - 1);
    for (const f of files) expect(fileExists(server.uploadsDir, f), f).toBe(false);
    expect(after.files).toHaveLength(before.files.length - files.length);
    expect((await list()).some((r) => r.id === photo.id)).toBe(false);
    expect((await server.fetch(photo.url)).status).toBe(404);
  });

  it("keeps the files while another entry shows the same picture", async () => {
    const jpeg = await jpegWithExif({ width: 640, height: 480 });
    const first = await create(jpeg);
    const second = await create(jpeg);
    expect(second.id).not.toBe(first.id);
    expect(second.filename).toBe(first.filename);
    const files = filesOf(server.uploadedFiles(), first.url);
    expect(files).toHaveLength(6);

    expect((await del(first.id)).status).toBe(200);
    expect(filesOf(server.uploadedFiles(), first.url)).toEqual(files);
    expect(await mediaAssetByPath(server, first.url)).toBeDefined();
    expect((await server.fetch(second.url)).status).toBe(200);

    expect((await del(second.id)).status).toBe(200);
    expect(filesOf(server.uploadedFiles(), first.url)).toEqual([]);
    expect(await mediaAssetByPath(server, first.url)).toBeUndefined();
  });

  it("leaves a room photo of the same picture alone", async () => {
    const jpeg = await jpegWithExif({ width: 640, height: 480 });
    const uno = await roomBySlug(server, "uno");
    const res = await server.fetch(`/api/rooms/${uno.id}/upload`, { method: "POST", headers: { cookie }, body: imageForm({ data: jpeg }) });
    expect(res.status).toBe(201);
    const roomPath = ((await res.json()) as { imageUrl: string }).imageUrl;
    const photo = await create(jpeg);
    expect((await del(photo.id)).status).toBe(200);
    expect(filesOf(server.uploadedFiles(), photo.url)).toEqual([]);
    expect(filesOf(server.uploadedFiles(), roomPath)).toEqual(expectedVariantFiles(roomPath, [480, 640]));
    expect((await roomBySlug(server, "uno")).images).toContain(roomPath);
  });

  it("an id deleted already → 404", async () => {
    const photo = await create();
    expect((await del(photo.id)).status).toBe(200);
    await expectRefused(() => del(photo.id), 404, "not_found");
  });

  it("an unknown id → 404, nothing deleted", async () => {
    await create();
    await expectRefused(() => del(999_999), 404, "not_found");
  });

  it.each(["abc", "1.5", "-1", "1;drop", "99999999999"])("a malformed id (%s) → 404, nothing deleted", async (id) => {
    await expectRefused(() => del(id), 404, "not_found");
  });
});
