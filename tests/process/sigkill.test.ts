import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { validQuote } from "../setup/api-helpers";
import { imageForm, jpegWithExif } from "../setup/images";
import { adminCookie, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";
import { readPglite } from "./stored-data";

const FORMATS = ["avif", "webp", "jpg"];
let dataDir: string;
let photos: Buffer[];
const started: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = tempDataDir("sigkill");
  photos = await Promise.all(Array.from({ length: 8 }, () => jpegWithExif({ width: 2000, height: 1200 })));
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.kill()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ServerProcess> {
  const s = await startServerProcess({ port, dataDir });
  started.push(s);
  return s;
}

describe("SIGKILL during a burst of quotes and photo uploads", () => {
  it("after a restart on the same data: every acknowledged quote and photo is there, no half-written file, no orphan row", async () => {
    const first = await start(3501);
    const cookie = await adminCookie(first.url);
    const rooms = (await (await fetch(`${first.url}/api/rooms`)).json()) as { id: number }[];

    let killed = false;
    const quotesAcked: string[] = [];
    const photosAcked: { kind: "room" | "breakfast"; path: string }[] = [];
    const statuses: number[] = [];

    const quoteWorker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const email = `kill-${w}-${i}@example.com`;
        try {
          const res = await fetch(`${first.url}/api/quotes`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validQuote({ email })),
          });
          statuses.push(res.status);
          await res.text();
          if (res.ok) quotesAcked.push(email);
        } catch {
          return;
        }
      }
    };
    const uploadWorker = async (w: number) => {
      for (let i = w; i < photos.length && !killed; i += 2) {
        const room = i % 2 === 0;
        const url = room ? `${first.url}/api/rooms/${rooms[i % rooms.length]!.id}/upload` : `${first.url}/api/breakfast-images`;
        try {
          const res = await fetch(url, {
            method: "POST",
            headers: { cookie },
            body: imageForm({ data: photos[i]!, filename: `p${i}.jpg` }, room ? {} : { description: `Colazione ${i}` }),
          });
          statuses.push(res.status);
          const body = (await res.json()) as { imageUrl?: string; url?: string };
          if (res.ok) photosAcked.push({ kind: room ? "room" : "breakfast", path: (room ? body.imageUrl : body.url)! });
        } catch {
          return;
        }
      }
    };

    const t0 = performance.now();
    const burst = Promise.all([...[0, 1, 2, 3].map(quoteWorker), uploadWorker(0), uploadWorker(1)]);
    // Once some photos went through, kill the moment the next one's first file lands in its
    // folder: its other files and its row are then still to come.
    const deadline = Date.now() + 15_000;
    while (photosAcked.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const ackedHashes = new Set(photosAcked.map((p) => path.basename(p.path).split("-")[0]));
    let killedMidWrite = false;
    await new Promise<void>((resolve) => {
      const watchers: fs.FSWatcher[] = [];
      const kill = (midWrite: boolean) => {
        if (killed) return;
        first.child.kill("SIGKILL");
        killed = true;
        killedMidWrite = midWrite;
        watchers.forEach((w) => w.close());
        resolve();
      };
      for (const folder of ["rooms", "breakfast"]) {
        fs.mkdirSync(path.join(dataDir, "uploads", folder), { recursive: true }); // the server makes it at its first upload there
        watchers.push(
          fs.watch(path.join(dataDir, "uploads", folder), (_event, name) => {
            if (name && !ackedHashes.has(name.split("-")[0]!)) kill(true);
          }),
        );
      }
      setTimeout(() => kill(false), 10_000);
    });
    const killedAt = Math.round(performance.now() - t0);
    // PGlite must never be opened by two processes: wait until the killed one is gone.
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    await burst;
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
    expect(photosAcked.length).toBeGreaterThanOrEqual(2);

    const second = await start(3502);
    const swept = /Removed (\d+) upload file/.exec(second.output())?.[1] ?? "0";
    const listed = (await (await fetch(`${second.url}/api/quotes`, { headers: { cookie: await adminCookie(second.url) } })).json()) as {
      email: string;
    }[];
    const storedEmails = new Set(listed.map((q) => q.email));
    expect(quotesAcked.filter((e) => !storedEmails.has(e))).toEqual([]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const { assets, roomImages, breakfastFiles } = await readPglite(dataDir, async (db) => ({
      assets: (
        await db.query<{ folder: string; hash: string; path: string; widths: number[] }>(
          "select folder, hash, path, widths from media_assets",
        )
      ).rows,
      roomImages: (await db.query<{ images: string[] }>("select images from rooms")).rows.flatMap((r) => r.images),
      breakfastFiles: (await db.query<{ filename: string }>("select filename from breakfast_images")).rows.map(
        (r) => `/uploads/breakfast/${r.filename}`,
      ),
    }));

    const uploads = path.join(dataDir, "uploads");
    const tmp = path.join(uploads, ".tmp");
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : [], "temporary upload files left").toEqual([]);
    const files = ["rooms", "breakfast"].flatMap((folder) =>
      (fs.existsSync(path.join(uploads, folder)) ? fs.readdirSync(path.join(uploads, folder)) : []).map((name) => ({ folder, name })),
    );
    // Every file belongs to a row and is a whole picture.
    const known = new Set(assets.map((a) => `${a.folder}/${a.hash}`));
    expect(files.filter((f) => !known.has(`${f.folder}/${f.name.split("-")[0]}`))).toEqual([]);
    for (const f of files) {
      await expect(
        sharp(path.join(uploads, f.folder, f.name), { failOn: "truncated" })
          .resize(32)
          .raw()
          .toBuffer(),
        `${f.folder}/${f.name}`,
      ).resolves.toBeInstanceOf(Buffer);
    }
    // Every row has all its files, and every uploaded photo a gallery shows has its row.
    const missing = assets.flatMap((a) =>
      a.widths
        .flatMap((w) => FORMATS.map((fmt) => `${a.folder}/${a.hash}-${w}.${fmt}`))
        .filter((rel) => !fs.existsSync(path.join(uploads, rel))),
    );
    expect(missing).toEqual([]);
    const assetPaths = new Set(assets.map((a) => a.path));
    const shown = [...roomImages.filter((p) => p.startsWith("/uploads/")), ...breakfastFiles];
    expect(shown.filter((p) => !assetPaths.has(p))).toEqual([]);
    // Every acknowledged photo survived, in its gallery.
    for (const p of photosAcked) expect(p.kind === "room" ? roomImages : breakfastFiles).toContain(p.path);

    console.log(
      `[figure] SIGKILL after ${killedAt} ms${killedMidWrite ? " while a photo's files were being written" : ""}: quotes acknowledged ${quotesAcked.length}, stored ${listed.length}; ` +
        `photos acknowledged ${photosAcked.length}, media rows ${assets.length}, files ${files.length} (all decode); files swept at restart ${swept}`,
    );
  });
});
