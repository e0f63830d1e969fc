import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { backups, outbox } from "~/db/schema";
import { readArchive } from "~/features/backups/archive.server";
import { backupOptions, backupStatus, runBackup } from "~/features/backups/backups.server";
import { warnWhenStale } from "~/features/backups/schedule.server";

import { call, expectApiError, withCookie } from "../setup/api-helpers";
import { rawRequest } from "../setup/raw-http";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The backups API over real HTTP, on the real database (PGlite, or PostgreSQL with pg_dump):
 * the owner's session, one backup at a time, the list, the download, names that are not a
 * backup's, and the off-machine copy by BACKUP_COMMAND with restic on a local repository.
 */

let server: TestServer;
let cookie: string;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
type Backup = { name: string; createdAt: string; bytes: number; verified: boolean };

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  // A photo and a key, as a site has them.
  fs.mkdirSync(path.join(server.uploadsDir, "rooms"), { recursive: true });
  fs.writeFileSync(path.join(server.uploadsDir, "rooms", "abc-480.jpg"), Buffer.from("jpeg bytes"));
  fs.mkdirSync(path.join(server.env.dataDir, "secrets"), { recursive: true });
  fs.writeFileSync(path.join(server.env.dataDir, "secrets", "ip-hash.key"), "k".repeat(64));
});
afterAll(async () => {
  await server?.close();
});

const makeBackup = () => call<Backup>(server, "/api/backups", admin({ method: "POST" }));

describe("without the owner's session", () => {
  it.each([
    ["POST", "/api/backups"],
    ["GET", "/api/backups"],
    ["GET", "/api/backups/backup-2026-01-01T03-00-00Z.tar.gz"],
  ])("%s %s answers 401", async (method, url) => {
    expectApiError(await call(server, url, { method }), 401, "unauthorized");
  });
});

describe("POST /api/backups", () => {
  it("makes a verified backup of the database, the photos and the keys, listed newest first", async () => {
    const res = await makeBackup();
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ verified: true });
    expect(res.body.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    const file = path.join(server.env.backup.dir, res.body.name);
    expect(fs.statSync(file).size).toBe(res.body.bytes);

    const manifest = await readArchive(file);
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toContain("uploads/rooms/abc-480.jpg");
    expect(paths).toContain("secrets/ip-hash.key");
    if (process.env.DATABASE_URL) expect(["pg_dump", "none"]).toContain(manifest.database);
    else expect(paths).toContain("database/pglite.tar");
    // The system's tar reads it as well: nothing but this site's code is needed to open it.
    expect(execFileSync("tar", ["-tzf", file], { encoding: "utf8" })).toContain("MANIFEST.json");

    // A second one a second later: listed first; the first, of the same day, goes (BACKUP_KEEP
    // keeps the newest of each day), and the newest is never deleted.
    await new Promise((r) => setTimeout(r, 1100));
    const second = await makeBackup();
    expect(second.status, second.text).toBe(201);
    const list = await call<Backup[]>(server, "/api/backups", admin());
    expect(list.status).toBe(200);
    expect(list.body).toEqual([second.body]);
    expect(fs.existsSync(file)).toBe(false);
    expect(Object.keys(list.body[0]!).sort()).toEqual(["bytes", "createdAt", "name", "verified"]);
  });

  it("answers 409 while another backup runs, and the one running finishes", async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const [a, b] = await Promise.all([makeBackup(), makeBackup()]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    expectApiError(a.status === 409 ? a : b, 409, "backup_running");
  });

  it("takes a backup that did not verify for what it is: a dot-name, never listed, removed by the next one", async () => {
    const stray = path.join(server.env.backup.dir, ".backup-2020-01-01T00-00-00Z.tar.gz.partial");
    fs.writeFileSync(stray, "half a backup");
    const list = await call<Backup[]>(server, "/api/backups", admin());
    expect(list.body.every((b) => !b.name.startsWith("."))).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await makeBackup()).status).toBe(201);
    expect(fs.existsSync(stray)).toBe(false);
  });

  it("lists a file it did not write and check as not verified", async () => {
    const name = "backup-2021-05-05T03-00-00Z.tar.gz";
    fs.writeFileSync(path.join(server.env.backup.dir, name), "not ours");
    const list = await call<Backup[]>(server, "/api/backups", admin());
    expect(list.body.find((b) => b.name === name)).toMatchObject({ verified: false, bytes: 8 });
    fs.rmSync(path.join(server.env.backup.dir, name));
  });
});

describe("GET /api/backups/{name}", () => {
  it("streams the file as an attachment, never cached", async () => {
    const [latest] = (await call<Backup[]>(server, "/api/backups", admin())).body;
    const res = await server.fetch(`/api/backups/${latest!.name}`, admin());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${latest!.name}"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(fs.readFileSync(path.join(server.env.backup.dir, latest!.name)))).toBe(true);
  });

  it("opened by the panel's own link (a same-origin navigation) downloads; from another site it is refused", async () => {
    const [latest] = (await call<Backup[]>(server, "/api/backups", admin())).body;
    // Node's fetch writes its own Sec-Fetch headers: sent as a browser sends them, over raw HTTP.
    const nav = async (site: string) =>
      (
        await rawRequest(server.url, `/api/backups/${latest!.name}`, "GET", {
          cookie,
          "sec-fetch-mode": "navigate",
          "sec-fetch-dest": "document",
          "sec-fetch-site": site,
        })
      ).status;
    expect(await nav("same-origin")).toBe(200);
    expect(await nav("cross-site")).toBe(403);
    expect(await nav("same-site")).toBe(403);
  });

  it.each([
    ["an unknown backup", "backup-1999-01-01T03-00-00Z.tar.gz", 404],
    ["a path out of the folder", "..%2F..%2Fsecrets%2Fip-hash.key", 404],
    ["a dot-name", ".backup-2020-01-01T00-00-00Z.tar.gz.partial", 404],
    ["another file's name", "passwd", 404],
  ])("answers %s with 404", async (_what, name, status) => {
    expectApiError(await call(server, `/api/backups/${name}`, admin()), status, "not_found");
  });
});

describe("BACKUP_COMMAND", () => {
  it("runs after each backup; its exit status and output are kept and shown", async () => {
    const options = { ...backupOptions(server.env), command: 'echo "copied $BACKUP_NAME"; echo oops >&2; exit 3' };
    const made = await runBackup(options, { trigger: "manual", log: () => {} });
    const [row] = await server.db.select().from(backups).where(eq(backups.name, made.name));
    expect(row).toMatchObject({ status: "done", copyStatus: 3 });
    expect(row!.copyOutput).toContain(`copied ${made.name}`);
    expect(row!.copyOutput).toContain("oops");
    const status = await backupStatus({ ...options, scheduled: true });
    expect(status.copy.last).toMatchObject({ status: 3 });
    expect(status.lastGood?.name).toBe(made.name);
  });

  const restic = spawnSync("restic", ["version"]).status === 0;
  it.skipIf(!restic)("copies each backup into a restic repository on a local folder, from which it comes back whole", async () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "bb-restic-"));
    const env = { ...process.env, RESTIC_PASSWORD: "a-test-passphrase", RESTIC_REPOSITORY: repo };
    try {
      execFileSync("restic", ["init", "--quiet"], { env });
      const command = 'restic backup --quiet --host casa-brezza "$BACKUP_FILE"';
      Object.assign(process.env, { RESTIC_PASSWORD: env.RESTIC_PASSWORD, RESTIC_REPOSITORY: repo });
      await new Promise((r) => setTimeout(r, 1100));
      const made = await runBackup({ ...backupOptions(server.env), command }, { trigger: "manual", log: () => {} });
      const [row] = await server.db.select().from(backups).where(eq(backups.name, made.name));
      expect(row!.copyStatus, row!.copyOutput ?? "").toBe(0);
      const out = fs.mkdtempSync(path.join(os.tmpdir(), "bb-restic-out-"));
      execFileSync("restic", ["restore", "latest", "--quiet", "--target", out], { env });
      const copied = path.join(out, server.env.backup.dir, made.name);
      expect(fs.readFileSync(copied).equals(fs.readFileSync(path.join(server.env.backup.dir, made.name)))).toBe(true);
      await readArchive(copied);
      fs.rmSync(out, { recursive: true, force: true });
    } finally {
      delete process.env.RESTIC_PASSWORD;
      delete process.env.RESTIC_REPOSITORY;
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
  if (!restic) it("restic is not installed (apt-get install restic): the restic copy is not tested", () => {});
});

describe("the warning when no backup is recent", () => {
  it("shows after 36 hours without a good backup, and goes to the owner by e-mail once a day", async () => {
    const options = backupOptions(server.env);
    const now = new Date();
    expect((await backupStatus({ ...options, scheduled: true }, now)).stale).toBe(false);
    const later = new Date(now.getTime() + 37 * 3600_000);
    expect((await backupStatus({ ...options, scheduled: true }, later)).stale).toBe(true);

    expect(await warnWhenStale(options, "2099-01-01", now)).toBe(false);
    expect(await warnWhenStale(options, "2099-01-01", later)).toBe(true);
    expect(await warnWhenStale(options, "2099-01-01", later)).toBe(false);
    const sent = await server.db.select().from(outbox).where(eq(outbox.kind, "owner-backup"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/nessun backup recente/);
    expect(sent[0]!.text).toContain("Esegui backup ora");
    expect(await warnWhenStale(options, "2099-01-02", later)).toBe(true);
  });
});
