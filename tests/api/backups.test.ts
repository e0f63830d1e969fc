import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Decrypter } from "age-encryption";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openPglite } from "~/db/client.server";
import { backups, outbox, quotes } from "~/db/schema";
import { ArchiveError, ArchiveKeyError, readArchive } from "~/features/backups/archive.server";
import { backupOptions, backupStatus, configureBackups, panelBackups, runBackup } from "~/features/backups/backups.server";
import { restoreBackup, RestoreError, WrongBackupKeyError } from "~/features/backups/restore.server";
import { warnWhenStale } from "~/features/backups/schedule.server";
import { loader as backupSection } from "~/routes/admin/backup";

import { call, expectApiError, json, validQuote, withCookie } from "../setup/api-helpers";
import { runLoader } from "../setup/loaders";
import { rawRequest } from "../setup/raw-http";
import { createStay, guestFixture, saveGuests } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The backups API over real HTTP, on the real database (PGlite, or PostgreSQL with pg_dump):
 * the owner's session, one backup at a time, the list, the download, names that are not a
 * backup's, and the off-machine copy by BACKUP_COMMAND with restic on a local repository.
 * Every archive is encrypted with the backup key: nothing in it reads without the key, the key
 * is never in it nor beside it, and the key the site made is shown once.
 */

// Each backup derives its key twice (scrypt, 64 MiB each): a test making several takes a while on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let server: TestServer;
let cookie: string;
/** The backup key the site made on its first start (DATA_DIR/secrets/backup.key, its first line). */
let key: string;
const admin = (init: RequestInit = {}) => withCookie(init, cookie);
type Backup = { name: string; createdAt: string; bytes: number; verified: boolean };
const PG = Boolean(process.env.DATABASE_URL);
const GUEST_KEY_FILE = "g".repeat(64);

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  // A photo and the keys, as a site has them.
  fs.mkdirSync(path.join(server.uploadsDir, "rooms"), { recursive: true });
  fs.writeFileSync(path.join(server.uploadsDir, "rooms", "abc-480.jpg"), Buffer.from("jpeg bytes"));
  fs.mkdirSync(path.join(server.env.dataDir, "secrets"), { recursive: true });
  fs.writeFileSync(path.join(server.env.dataDir, "secrets", "ip-hash.key"), "k".repeat(64));
  fs.writeFileSync(path.join(server.env.dataDir, "secrets", "guest-data.key"), GUEST_KEY_FILE);
  key = fs.readFileSync(path.join(server.env.dataDir, "secrets", "backup.key"), "utf8").split("\n")[0]!;
});
afterAll(async () => {
  await server?.close();
});

const makeBackup = () => call<Backup>(server, "/api/backups", admin({ method: "POST" }));

describe("without the owner's session", () => {
  it.each([
    ["POST", "/api/backups"],
    ["GET", "/api/backups"],
    ["GET", "/api/backups/backup-2026-01-01T03-00-00Z.tar.gz.age"],
    ["POST", "/api/backups/key/acknowledge"],
  ])("%s %s answers 401", async (method, url) => {
    expectApiError(await call(server, url, { method }), 401, "unauthorized");
  });
});

describe("POST /api/backups", () => {
  it("makes a verified backup of the database, the photos and the keys, encrypted, listed newest first", async () => {
    const res = await makeBackup();
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ verified: true });
    expect(res.body.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.age$/);
    const file = path.join(server.env.backup.dir, res.body.name);
    expect(fs.statSync(file).size).toBe(res.body.bytes);

    const manifest = await readArchive(file, key);
    const paths = manifest.files.map((f) => f.path);
    expect(paths).toContain("uploads/rooms/abc-480.jpg");
    expect(paths).toContain("secrets/ip-hash.key");
    expect(paths).toContain("secrets/guest-data.key");
    expect(paths).not.toContain("secrets/backup.key");
    if (process.env.DATABASE_URL) expect(["pg_dump", "none"]).toContain(manifest.database);
    else expect(paths).toContain("database/pglite.tar");
    // Standard tools open it with the key alone: age's own decrypter (as `age -d` does), then tar.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(key);
    const tgz = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bb-backup-tgz-")), "backup.tar.gz");
    fs.writeFileSync(tgz, await decrypter.decrypt(fs.readFileSync(file)));
    expect(execFileSync("tar", ["-tzf", tgz], { encoding: "utf8" })).toContain("MANIFEST.json");
    fs.rmSync(path.dirname(tgz), { recursive: true, force: true });
    // Without the key the system's tar finds nothing it can read.
    expect(spawnSync("tar", ["-tzf", file]).status).not.toBe(0);

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
    const stray = path.join(server.env.backup.dir, ".backup-2020-01-01T00-00-00Z.tar.gz.age.partial");
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
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
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
    ["an unknown backup", "backup-1999-01-01T03-00-00Z.tar.gz.age", 404],
    ["a path out of the folder", "..%2F..%2Fsecrets%2Fip-hash.key", 404],
    ["the backup key's file", "..%2Fsecrets%2Fbackup.key", 404],
    ["a dot-name", ".backup-2020-01-01T00-00-00Z.tar.gz.age.partial", 404],
    ["another file's name", "passwd", 404],
  ])("answers %s with 404", async (_what, name, status) => {
    expectApiError(await call(server, `/api/backups/${name}`, admin()), status, "not_found");
  });
});

describe("BACKUP_COMMAND", () => {
  it("runs after each backup, given the encrypted file and the days it may be kept, never BACKUP_KEY; its exit status and output are kept and shown", async () => {
    const options = {
      ...backupOptions(server.env),
      command:
        'echo "copied $BACKUP_NAME"; echo "for $BACKUP_MAX_DAYS days"; echo "key [$BACKUP_KEY]"; head -c 21 "$BACKUP_FILE"; echo oops >&2; exit 3',
    };
    process.env.BACKUP_KEY = "a passphrase from the environment";
    const made = await runBackup(options, { trigger: "manual", log: () => {} }).finally(() => delete process.env.BACKUP_KEY);
    const [row] = await server.db.select().from(backups).where(eq(backups.name, made.name));
    expect(row).toMatchObject({ status: "done", copyStatus: 3 });
    expect(row!.copyOutput).toContain(`copied ${made.name}`);
    expect(row!.copyOutput).toContain("for 60 days");
    expect(row!.copyOutput).toContain("key []");
    expect(row!.copyOutput).toContain("age-encryption.org/v1");
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
      // The copy off the machine is the encrypted archive: the key opens it, nothing else does.
      await readArchive(copied, key);
      await expect(readArchive(copied)).rejects.toThrow(ArchiveKeyError);
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

/** Every file under `dir`, dot-names too (work in progress), as [path, bytes]. */
function everyFile(dir: string): [string, Buffer][] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, Buffer][] => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? everyFile(full) : [[full, fs.readFileSync(full)]];
  });
}

/** The archive's plain tar, decrypted with age's own decrypter and gunzipped. */
async function plainTar(file: string, passphrase: string): Promise<Buffer> {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  return gunzipSync(await decrypter.decrypt(fs.readFileSync(file)));
}

describe("the archive, encrypted whole with the backup key", () => {
  const EMAIL = "zafferano.segreto@example.com";
  const LEAD = "Ospite Zafferano";
  const DOCUMENT = "ZQ9876543";
  let file: string;

  beforeAll(async () => {
    // A request and a stay with its guest's document, as the site holds them.
    expect((await call(server, "/api/quotes", json("POST", validQuote({ email: EMAIL })))).status).toBe(201);
    const room = (await call<{ id: number }>(server, "/api/rooms/uno")).body;
    const stayId = await createStay(server, cookie, {
      roomId: room.id,
      checkIn: "2099-07-01",
      checkOut: "2099-07-03",
      guests: 1,
      leadName: LEAD,
    });
    await saveGuests(server, cookie, stayId, "group", [
      guestFixture("1980-02-02", { country: "100000100", place: "413068028" }, { lead: true, extra: { documentNumber: DOCUMENT } }),
    ]);
    await new Promise((r) => setTimeout(r, 1100));
    const made = await makeBackup();
    expect(made.status, made.text).toBe(201);
    file = path.join(server.env.backup.dir, made.body.name);
  });

  it("reads as nothing without the key: no database page, no tar header, no key, no guest's document", async () => {
    const raw = fs.readFileSync(file);
    // An age file: its header names scrypt (the passphrase) and nothing else; then only ciphertext.
    expect(raw.subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");
    expect(raw.toString("latin1").split("\n")[1]).toMatch(/^-> scrypt [A-Za-z0-9+/]{22} 16$/);
    expect(raw.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(() => gunzipSync(raw)).toThrow();
    for (const text of [
      EMAIL,
      LEAD,
      DOCUMENT,
      "ustar",
      "PGDMP",
      "MANIFEST.json",
      "secrets/",
      "guest-data.key",
      "backup.key",
      key,
      GUEST_KEY_FILE,
    ])
      expect(raw.includes(text), text).toBe(false);

    // The same searches, with the key, find what is there: they would have found it unencrypted.
    const tar = await plainTar(file, key);
    for (const text of ["ustar", "MANIFEST.json", "secrets/guest-data.key", "secrets/ip-hash.key", GUEST_KEY_FILE])
      expect(tar.includes(text), text).toBe(true);
    if (!PG) for (const text of [EMAIL, LEAD]) expect(tar.includes(text), text).toBe(true);
    else if ((await readArchive(file, key)).database === "pg_dump") expect(tar.includes("PGDMP")).toBe(true);
    // The document number is sealed in the database itself (GUEST_DATA_KEY): not even inside.
    expect(tar.includes(DOCUMENT)).toBe(false);
  });

  it("holds every key but the backup key, which is neither inside it nor anywhere under BACKUP_DIR", async () => {
    const tar = await plainTar(file, key);
    expect(tar.includes("backup.key")).toBe(false);
    expect(tar.includes(key)).toBe(false);
    const files = everyFile(server.env.backup.dir);
    expect(files.length).toBeGreaterThan(0);
    for (const [name, bytes] of files) {
      expect(path.basename(name)).not.toMatch(/backup\.key/);
      expect(bytes.includes(key), name).toBe(false);
    }
  });

  it("is told damaged when one byte changes, and refuses the wrong key as such", async () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bb-backup-bad-")), "backup.tar.gz.age");
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    fs.writeFileSync(copy, bytes);
    await expect(readArchive(copy, key)).rejects.toThrow(/damaged or cut short/);
    fs.writeFileSync(copy, fs.readFileSync(file).subarray(0, -100));
    await expect(readArchive(copy, key)).rejects.toThrow(ArchiveError);
    await expect(readArchive(file, "not the backup key, but long enough")).rejects.toThrow(ArchiveKeyError);
    await expect(readArchive(file)).rejects.toThrow(/no backup key was given/);
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  });

  it("restores only with the key: without it or with a wrong one nothing changes; with it everything comes back", async () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), "bb-restore-"));
    fs.writeFileSync(path.join(target, "note.txt"), "the owner's");
    const before = fs.readdirSync(target);
    const into = { dataDir: target, databaseUrl: undefined };
    await expect(restoreBackup(file, into, { log: () => {} })).rejects.toThrow(RestoreError);
    await expect(restoreBackup(file, into, { log: () => {} })).rejects.toThrow(/encrypted: the backup key is needed/);
    await expect(restoreBackup(file, into, { key: "not the backup key, but long enough", log: () => {} })).rejects.toThrow(
      WrongBackupKeyError,
    );
    await expect(restoreBackup(file, into, { key: `${key} `, log: () => {} })).rejects.toThrow(/Wrong backup key.*Nothing was changed/);
    expect(fs.readdirSync(target)).toEqual(before);

    // The database's part of a PostgreSQL backup needs a database to go into: tests/process/backups.test.ts restores it.
    if (!PG) {
      const manifest = await restoreBackup(file, into, { key, keepKey: true, log: () => {} });
      expect(manifest.database).toBe("pglite");
      expect(fs.readFileSync(path.join(target, "uploads", "rooms", "abc-480.jpg"), "utf8")).toBe("jpeg bytes");
      // The guest data key came back with it: the one key, the backup key, restores everything.
      expect(fs.readFileSync(path.join(target, "secrets", "guest-data.key"), "utf8")).toBe(GUEST_KEY_FILE);
      // The restored site goes on with the key that opened the backup, already written down.
      expect(fs.readFileSync(path.join(target, "secrets", "backup.key"), "utf8")).toBe(`${key}\nacknowledged\n`);
      const db = await openPglite({ dataDir: path.join(target, "db") });
      const rows = await db.db.select({ email: quotes.email }).from(quotes).where(eq(quotes.email, EMAIL));
      await db.close();
      expect(rows).toHaveLength(1);
    }
    fs.rmSync(target, { recursive: true, force: true });
  });

  it("a backup made before backups were encrypted (.tar.gz) is still listed and restored, without a key", async () => {
    const name = "backup-2026-01-10T03-00-00Z.tar.gz";
    const legacy = path.join(server.env.backup.dir, name);
    fs.writeFileSync(legacy, gzipSync(await plainTar(file, key)));
    try {
      const list = await call<Backup[]>(server, "/api/backups", admin());
      expect(list.body.map((b) => b.name)).toContain(name);
      expect((await readArchive(legacy)).files.map((f) => f.path)).toContain("uploads/rooms/abc-480.jpg");
      const download = await server.fetch(`/api/backups/${name}`, admin());
      expect(download.status).toBe(200);
      await download.arrayBuffer();
      if (!PG) {
        const target = fs.mkdtempSync(path.join(os.tmpdir(), "bb-restore-legacy-"));
        await restoreBackup(legacy, { dataDir: target, databaseUrl: undefined }, { log: () => {} });
        expect(fs.existsSync(path.join(target, "secrets", "backup.key"))).toBe(false);
        fs.rmSync(target, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(legacy, { force: true });
    }
  });
});

describe("the backup key in the panel's Backup section", () => {
  const section = () => runLoader(backupSection, `${server.url}/admin/backup`, { cookie });

  it("shows the key the site made until the owner says she has written it down, then never again", async () => {
    expect(await runLoader(backupSection, `${server.url}/admin/backup`)).toBeNull();
    const first = await section();
    expect(first!.key).toEqual({ source: "generated", toWriteDown: key });
    // Strong and easy to copy by hand: 7 groups of 4 letters and digits without look-alikes.
    expect(key).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){6}$/);

    const done = await call(server, "/api/backups/key/acknowledge", admin({ method: "POST" }));
    expect(done.status, done.text).toBe(204);
    const after = await section();
    expect(after!.key).toEqual({ source: "generated", toWriteDown: null });
    expect(JSON.stringify(after)).not.toContain(key);
    // A restart reads the same key from its file, still written down: still not shown.
    configureBackups(server.env, () => {});
    expect((await section())!.key).toEqual({ source: "generated", toWriteDown: null });
    expect((await call(server, "/api/backups/key/acknowledge", admin({ method: "POST" }))).status).toBe(204);
    expect(JSON.stringify(await section())).not.toContain(key);
    // And backups are still made with it.
    await new Promise((r) => setTimeout(r, 1100));
    const made = await makeBackup();
    await readArchive(path.join(server.env.backup.dir, made.body.name), key);
  });

  it("with BACKUP_KEY: the archives and the restore use it, and the panel says where it comes from without showing it", async () => {
    const fromEnvironment = "una frase lunga che solo io conosco";
    const env = { ...server.env, backup: { ...server.env.backup, key: fromEnvironment } };
    configureBackups(env, () => {});
    try {
      expect((await panelBackups()).key).toEqual({ source: "environment", toWriteDown: null });
      await new Promise((r) => setTimeout(r, 1100));
      const made = await runBackup(backupOptions(env), { trigger: "manual", log: () => {} });
      const file = path.join(server.env.backup.dir, made.name);
      await readArchive(file, fromEnvironment);
      await expect(readArchive(file, key)).rejects.toThrow(ArchiveKeyError);
      expect(fs.readFileSync(file).includes(fromEnvironment)).toBe(false);
    } finally {
      configureBackups(server.env, () => {});
    }
  });

  it("a new key is made, and shown, when its file is gone", async () => {
    const keyFile = path.join(server.env.dataDir, "secrets", "backup.key");
    const saved = fs.readFileSync(keyFile);
    fs.rmSync(keyFile);
    try {
      const logged: string[] = [];
      configureBackups(server.env, (m) => logged.push(m));
      expect(logged.join("\n")).toMatch(/Made the backup key .*backup\.key/);
      const shown = (await section())!.key;
      expect(shown.toWriteDown).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){6}$/);
      expect(shown.toWriteDown).not.toBe(key);
    } finally {
      fs.writeFileSync(keyFile, saved);
      configureBackups(server.env, () => {});
    }
  });
});
