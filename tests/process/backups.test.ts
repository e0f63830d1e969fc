import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dateFromToday, validQuote, validReview } from "../setup/api-helpers";
import { airbnbIcs, startFeedServer, type FeedServer } from "../setup/ical-feeds";
import { imageForm, jpegWithExif } from "../setup/images";
import { adminCookie, scratchDatabase, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";
import { readPglite } from "./stored-data";

/**
 * Backups against the built server, as an installation runs them: a site with requests,
 * reviews, edited rooms, photos and calendar feeds is backed up while it serves a load,
 * restored with the restore command into a fresh folder (and, with DATABASE_URL, a fresh
 * database), and served again: every row and every photo is there. The archive is encrypted:
 * the restore refuses without the backup key or with a wrong one, changing nothing, and takes
 * it from BACKUP_KEY or typed unseen at a terminal. And a backup cut by SIGKILL is never taken
 * for a good one.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js");
const PG_URL = process.env.DATABASE_URL;
type Backup = { name: string; createdAt: string; bytes: number; verified: boolean };

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(port: number, dataDir: string, databaseUrl?: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ port, dataDir, databaseUrl, env: { BACKUP_HOUR: "off", ...env } });
  cleanups.push(() => server.kill());
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
}

const restoreEnv = (env: Record<string, string>) => ({
  ...process.env,
  DATABASE_URL: undefined,
  BACKUP_KEY: undefined,
  NODE_ENV: "production",
  APP_MODE: "local",
  BNB_RESTORE: "1",
  ...env,
});

/** The restore command, as `npm run restore -- …` runs it (scripts/restore.mjs, without the build check), with no terminal. */
function restore(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ENTRY, ...args], { cwd: ROOT, env: restoreEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const quoted = (arg: string) => `'${arg.replace(/'/g, "'\\''")}'`;

/**
 * The restore command at a terminal (a pseudo-terminal by util-linux's `script`): `typed` lines
 * are typed when it asks for the key. What the terminal showed comes back: the key must not be in it.
 */
function restoreAtTerminal(args: string[], env: Record<string, string>, typed: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const command = [process.execPath, ENTRY, ...args].map(quoted).join(" ");
    const child = spawn("script", ["-qefc", command, "/dev/null"], { cwd: ROOT, env: restoreEnv(env), stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    let asked = 0;
    const onOutput = (d: Buffer) => {
      output += d;
      const prompts = output.split("Backup key (").length - 1;
      while (asked < prompts && asked < typed.length) child.stdin.write(`${typed[asked++]}\r`);
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.on("exit", (code) => {
      child.stdin.destroy();
      resolve({ code, output });
    });
  });
}

/** The backup key a site made on its first start: the first line of DATA_DIR/secrets/backup.key. */
const madeKey = (dataDir: string) => fs.readFileSync(path.join(dataDir, "secrets", "backup.key"), "utf8").split("\n")[0]!;

/** Every row of every table of ours, each table's rows sorted, as text. */
async function allRows(dataDir: string, databaseUrl: string | undefined): Promise<Record<string, string[]>> {
  const read = async (query: (sql: string) => Promise<Record<string, unknown>[]>) => {
    const tables = await query(
      "select table_schema || '.' || table_name as t from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'",
    );
    const out: Record<string, string[]> = {};
    for (const { t } of tables) {
      const rows = await query(`select * from ${String(t)}`);
      out[String(t)] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  };
  if (!databaseUrl) return readPglite(dataDir, (db) => read(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await read(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

function checksums(dir: string, base = dir, skip: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
    const full = path.join(dir, e.name);
    if (e.name.startsWith(".") || skip.includes(e.name)) continue;
    if (e.isDirectory()) Object.assign(out, checksums(full, base, skip));
    else out[path.relative(base, full)] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return out;
}

async function database(prefix: string): Promise<string | undefined> {
  if (!PG_URL) return undefined;
  const scratch = await scratchDatabase(PG_URL, prefix);
  cleanups.push(scratch.drop);
  return scratch.url;
}

/**
 * Tables whose rows change after the backup as the site runs (the load, page views, sign-ins, feed
 * fetches, this backup's own row, the audit trail's rows for the backup's download and the sign-ins).
 */
const LIVE_TABLES = [
  "public.audit_log",
  "public.room_feeds",
  "public.row_counts",
  "public.quotes",
  "public.quote_events",
  "public.outbox",
  "public.guest_writes",
  "public.backups",
  "public.app_meta",
];
const isLive = (table: string) => LIVE_TABLES.includes(table) || /visit|session|login|device/.test(table);

describe("a backup made under load, restored into a fresh folder", () => {
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
    cleanups.push(() => feeds.close());
  });

  // Seven restores, each deriving the key (scrypt) and most reopening the database: more than the default minute on a busy machine.
  it("serves the same site: every row, every photo by checksum, the owner's sign-in", async () => {
    const dataDir = tempDataDir("backup-src");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const sourceDb = await database("bb_backup_src");
    const site = await start(3232, dataDir, sourceDb);
    const cookie = await adminCookie(site.url);
    const api = (url: string, init: RequestInit = {}) =>
      fetch(`${site.url}${url}`, { ...init, headers: { cookie, "content-type": "application/json", ...init.headers } });

    // The site as its owner makes it: requests, reviews, a room added and edited, photos, a calendar feed.
    for (let i = 0; i < 12; i++)
      expect((await api("/api/quotes", { method: "POST", body: JSON.stringify(validQuote({ email: `g${i}@example.com` })) })).status).toBe(
        201,
      );
    for (let i = 0; i < 4; i++) {
      const review = await api("/api/reviews", { method: "POST", body: JSON.stringify(validReview({ title: `Recensione ${i}` })) });
      expect(review.status).toBe(201);
      if (i % 2) await api(`/api/reviews/${((await review.json()) as { id: number }).id}/approve`, { method: "PATCH" });
    }
    const room = (await (
      await api("/api/rooms?lang=it", {
        method: "POST",
        body: JSON.stringify({
          name: "Camera Salvata",
          shortDescription: "Vista mare.",
          description: "Una camera al secondo piano, luminosa.",
          maxGuests: 2,
          amenities: ["freeWifi"],
        }),
      })
    ).json()) as Record<string, unknown> & { id: number };
    expect(
      (await api(`/api/rooms/${room.id}?lang=it`, { method: "PUT", body: JSON.stringify({ ...room, name: "Camera Ritrovata" }) })).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${site.url}/api/rooms/${room.id}/upload`, {
        method: "POST",
        headers: { cookie },
        body: imageForm({ data: await jpegWithExif() }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const ics = feeds.serve("/room.ics", airbnbIcs({ reserved: [{ start: dateFromToday(20), end: dateFromToday(24) }] }));
    expect(
      (await api(`/api/rooms/${room.id}/calendars`, { method: "PUT", body: JSON.stringify({ feeds: [{ name: "Airbnb", url: ics }] }) }))
        .status,
    ).toBe(200);
    expect((await api(`/api/rooms/${room.id}/calendars/sync`, { method: "POST" })).status).toBe(200);

    // Load while the backup is made: pages, the API, new requests.
    let loading = true;
    const acked: string[] = [];
    const load = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; loading; i++) {
        if (w === 0) {
          const email = `load-${i}@example.com`;
          const res = await fetch(`${site.url}/api/quotes`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validQuote({ email })),
          });
          if (res.ok) acked.push(email);
          await res.text();
        } else {
          await (await fetch(`${site.url}${["/", "/api/rooms", "/camere"][w % 3]}`)).text();
        }
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    const ackedBefore = [...acked];
    const asked = Date.now();
    const made = await api("/api/backups", { method: "POST" });
    expect(made.status).toBe(201);
    const backup = (await made.json()) as Backup;
    console.log(`[figure] backup under load: ${Date.now() - asked} ms, ${backup.bytes} bytes`);
    loading = false;
    await Promise.all(load);
    expect(backup.verified).toBe(true);

    // The file as the owner downloads it.
    const download = await fetch(`${site.url}/api/backups/${backup.name}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    const file = path.join(tempDataDir("backup-file"), backup.name);
    cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    fs.writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    await stop(site);

    // The download is the encrypted archive, made with the key the site made on its first start.
    expect(backup.name).toMatch(/\.tar\.gz\.age$/);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");
    expect(bytes.includes("Camera Ritrovata")).toBe(false);
    const key = madeKey(dataDir);
    expect(key).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){6}$/);
    for (const name of fs.readdirSync(path.join(dataDir, "backups")))
      expect(fs.readFileSync(path.join(dataDir, "backups", name)).includes(key)).toBe(false);

    // Restored into a fresh folder (and an empty database): not without the key, not with a wrong one.
    const restoredDir = tempDataDir("backup-restored");
    cleanups.push(() => fs.rmSync(restoredDir, { recursive: true, force: true }));
    const restoredDb = await database("bb_backup_dst");
    const target = { DATA_DIR: restoredDir, ...(restoredDb ? { DATABASE_URL: restoredDb } : {}) };
    const noKey = await restore([file], target);
    expect(noKey.code).toBe(1);
    expect(noKey.output).toContain("This backup is encrypted and no backup key was given");
    const shortKey = await restore([file], { ...target, BACKUP_KEY: "too short a key" });
    expect(shortKey.code).toBe(1);
    expect(shortKey.output).toContain("BACKUP_KEY: must be at least 20 characters");
    const wrongKey = await restore([file], { ...target, BACKUP_KEY: "not the key of this backup at all" });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toContain("Wrong backup key: it does not open this backup. Nothing was changed.");
    expect(fs.readdirSync(restoredDir)).toEqual([]);
    if (restoredDb) expect(Object.keys(await allRows(restoredDir, restoredDb))).toEqual([]);

    const restored = await restore([file], { ...target, BACKUP_KEY: key });
    expect(restored.code, restored.output).toBe(0);

    // Served again: the owner signs in and finds her rooms, photos and feed.
    const again = await start(3233, restoredDir, restoredDb);
    const restoredCookie = await adminCookie(again.url);
    const rooms = (await (await fetch(`${again.url}/api/rooms`)).json()) as { name: string }[];
    expect(rooms.map((r) => r.name)).toContain("Camera Ritrovata");
    const calendars = await fetch(`${again.url}/api/rooms/${room.id}/calendars`, { headers: { cookie: restoredCookie } });
    expect(((await calendars.json()) as { feeds: { url: string }[] }).feeds.map((f) => f.url)).toEqual([ics]);
    await stop(again);

    // Every row: the same as the site had, but for what the load and the sign-in wrote after the backup.
    const before = await allRows(dataDir, sourceDb);
    const after = await allRows(restoredDir, restoredDb);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) if (!isLive(table)) expect(after[table], table).toEqual(before[table]);
    const emails = after["public.quotes"]!.map((r) => (JSON.parse(r) as { email: string }).email);
    for (const email of [...Array.from({ length: 12 }, (_, i) => `g${i}@example.com`), ...ackedBefore]) expect(emails).toContain(email);
    expect(after["public.feed_ranges"]!.length).toBeGreaterThan(0);
    // Every photo, byte for byte; the keys too.
    expect(Object.keys(checksums(path.join(dataDir, "uploads"))).length).toBeGreaterThan(0);
    expect(checksums(path.join(restoredDir, "uploads"))).toEqual(checksums(path.join(dataDir, "uploads")));
    // The keys came back, the guest data key among them; never the backup key, which was not in the archive.
    expect(Object.keys(checksums(path.join(dataDir, "secrets"), undefined, ["backup.key"]))).toContain("guest-data.key");
    expect(checksums(path.join(restoredDir, "secrets"), undefined, ["backup.key"])).toEqual(
      checksums(path.join(dataDir, "secrets"), undefined, ["backup.key"]),
    );

    // Into what is no longer empty: refused, unless forced.
    const refused = await restore([file], { ...target, BACKUP_KEY: key });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Not restoring: .*--force/s);
    // At a terminal the key is asked for and typed unseen; a wrong one is asked again. Without
    // BACKUP_KEY, the restored site goes on with the key that opened its backup.
    const typed = await restoreAtTerminal([file, "--force"], target, [
      "wrong-wrong-wrong-wrong-wrong",
      key.toUpperCase().replace(/-/g, " "),
    ]);
    expect(typed.code, typed.output).toBe(0);
    expect(typed.output).toContain("That key does not open this backup. Try again.");
    expect(typed.output).not.toContain(key);
    expect(typed.output).not.toContain("wrong-wrong");
    expect(madeKey(restoredDir)).toBe(key);
    const forced = await restore([file, "--force"], { ...target, BACKUP_KEY: key });
    expect(forced.code, forced.output).toBe(0);
    const bad = await restore([path.join(restoredDir, "no-such-backup.tar.gz.age")], target);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain("does not exist");
  }, 240_000);
});

describe("SIGKILL in the middle of a backup", () => {
  it("leaves no file listed as good, and the next backup succeeds", async () => {
    const dataDir = tempDataDir("backup-kill");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const db = await database("bb_backup_kill");
    // Keys that take a while to compress (random bytes do not shrink), so the backup is caught mid-way.
    fs.mkdirSync(path.join(dataDir, "secrets"), { recursive: true });
    for (let i = 0; i < 3; i++) fs.writeFileSync(path.join(dataDir, "secrets", `large-${i}.bin`), randomBytes(32 * 1024 * 1024));
    const first = await start(3234, dataDir, db);
    const cookie = await adminCookie(first.url);
    const backupsDir = path.join(dataDir, "backups");

    void fetch(`${first.url}/api/backups`, { method: "POST", headers: { cookie } }).catch(() => {});
    const partial = await new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const look = () => {
        const found = (fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir) : []).find(
          (n) => n.endsWith(".partial") && n.startsWith(".backup-"),
        );
        if (found && fs.statSync(path.join(backupsDir, found)).size > 1024 * 1024) resolve(found);
        else if (Date.now() - started > 30_000) reject(new Error("no backup was being written"));
        else setTimeout(look, 10);
      };
      look();
    });
    await first.kill();
    expect(fs.readdirSync(backupsDir).filter((n) => !n.startsWith("."))).toEqual([]);

    const second = await start(3235, dataDir, db);
    const cookie2 = await adminCookie(second.url);
    const listed = (await (await fetch(`${second.url}/api/backups`, { headers: { cookie: cookie2 } })).json()) as Backup[];
    expect(listed).toEqual([]);
    const made = await fetch(`${second.url}/api/backups`, { method: "POST", headers: { cookie: cookie2 } });
    expect(made.status).toBe(201);
    const backup = (await made.json()) as Backup;
    const after = (await (await fetch(`${second.url}/api/backups`, { headers: { cookie: cookie2 } })).json()) as Backup[];
    expect(after).toEqual([backup]);
    expect(backup.verified).toBe(true);
    expect(fs.existsSync(path.join(backupsDir, partial))).toBe(false);
  });
});

describe("BACKUP_KEY", () => {
  it("shorter than 20 characters: the server does not start, and says why", async () => {
    const dataDir = tempDataDir("backup-key-short");
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await expect(start(3236, dataDir, undefined, { BACKUP_KEY: "nineteen characters" })).rejects.toThrow(
      /BACKUP_KEY: must be at least 20 characters/,
    );
    expect(fs.existsSync(path.join(dataDir, "secrets", "backup.key"))).toBe(false);
  });
});
