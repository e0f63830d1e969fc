import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

import { openPglite, openPostgres, setDatabase, type Database, type Db } from "~/db/client.server";
import { readEnv, type Env } from "~/env.server";
import { setIpHashKey } from "~/features/auth/auth.server";
import { configureBackups } from "~/features/backups/backups.server";
import { configurePortalEndpoint } from "~/features/guests/alloggiati-soap.server";
import { configureMail } from "~/features/mail/mail.server";
import { setUploadsDir } from "~/features/media/media.server";
import { setGuestWriteLimit } from "~/features/spam/spam.server";
import { setGuestDataKey } from "~/lib/guest-crypto.server";

import { createHandler, type AppOptions } from "../../server/app";
import { answerChecker } from "./answer-check";
import { TEST_ADMIN, TEST_GUEST_DATA_KEY, TEST_SUPER_ADMIN_KEY } from "./constants";

/**
 * PERF_PATHS for the API tests, from the environment as the server reads it: `npm test` runs a
 * part of the suite again with PERF_PATHS=off (scripts/test.mjs).
 */
export const TEST_PERF_PATHS = readEnv({ PERF_PATHS: process.env.PERF_PATHS }).perfPaths;

export type TestServer = {
  url: string;
  env: Env;
  database: Database;
  db: Db;
  uploadsDir: string;
  /** The key visitor addresses are hashed with (pages compiled apart share it). */
  ipHashKey: Buffer;
  /** fetch against the server; relative paths are resolved to it. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Logs in as the administrator and returns the Cookie header to send. */
  adminCookie: () => Promise<string>;
  /** Opens a super-admin session and returns the Cookie header to send. */
  superAdminCookie: () => Promise<string>;
  /** Every file under the uploads folder (relative paths), to prove nothing was left. */
  uploadedFiles: () => string[];
  close: () => Promise<void>;
};

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = fs.readFileSync(inject("pgliteTemplate"));
    const database = await openPglite({ loadDataDir: new Blob([template]) });
    return { database, drop: async () => {} };
  }
  const name = `bb_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** A real HTTP server on a fresh copy of the seeded database and an empty uploads folder. */
export async function startTestServer(overrides: Partial<Env> = {}, options: Omit<AppOptions, "env"> = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  setDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bb-data-"));
  const uploadsDir = path.join(dataDir, "uploads");
  fs.mkdirSync(uploadsDir, { recursive: true });
  setUploadsDir(uploadsDir);
  const ipHashKey = randomBytes(32);
  setIpHashKey(ipHashKey);
  const env: Env = {
    production: false,
    port: 0,
    host: "127.0.0.1",
    dataDir,
    uploadsDir,
    databaseUrl: process.env.DATABASE_URL,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    superAdminKey: TEST_SUPER_ADMIN_KEY,
    trustProxy: false,
    ipHashKey: undefined,
    guestDataKey: TEST_GUEST_DATA_KEY,
    alloggiatiTablesDir: undefined,
    // Nothing in the tests reaches the real portal: a test that needs one starts its own on loopback.
    alloggiati: { endpoint: "http://127.0.0.1:9/service/service.asmx", timeoutMs: 2000 },
    publicUrl: undefined,
    htmlCache: false,
    perfPaths: TEST_PERF_PATHS,
    renderThreads: 0,
    mail: undefined,
    ownerEmail: undefined,
    guestWriteLimit: 10_000,
    icalSyncMinutes: 30,
    prearrivalDays: 3,
    backup: { hour: undefined, dir: path.join(dataDir, "backups"), keep: { days: 7, weeks: 8, months: 0 }, command: undefined },
    ...overrides,
  };
  setGuestWriteLimit(env.guestWriteLimit);
  setGuestDataKey(env.guestDataKey!);
  configurePortalEndpoint(env.alloggiati);
  configureBackups(env);
  configureMail({ config: env.mail, ownerEmail: env.ownerEmail, siteUrl: env.publicUrl ?? "http://localhost:3000" });
  const { server, url } = await listen(createHandler({ env, ...options }));
  const checker = answerChecker();
  // Every answer is held to the API's document (tests/setup/answer-check.ts).
  const doFetch = async (p: string, init?: RequestInit) => {
    const target = new URL(p, url);
    const response = await fetch(target, init);
    await checker.check(init?.method ?? "GET", target, response);
    return response;
  };

  // The session cookie only: the device cookie (Path=/api/auth) is not sent elsewhere.
  const cookieFrom = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .filter((c) => c.startsWith(`${name}=`))
      .map((c) => c.split(";")[0])
      .join("; ");

  return {
    url,
    env,
    database,
    db: database.db,
    uploadsDir,
    ipHashKey,
    fetch: doFetch,
    adminCookie: async () => {
      const res = await doFetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
      return cookieFrom(res, "bb_admin");
    },
    superAdminCookie: async () => {
      const res = await doFetch("/api/super-admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ key: TEST_SUPER_ADMIN_KEY }),
      });
      if (res.status !== 200) throw new Error(`super-admin login failed: ${res.status} ${await res.text()}`);
      return cookieFrom(res, "bb_super");
    },
    uploadedFiles: () => listFiles(uploadsDir),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      setDatabase(undefined);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves an app on a free port of 127.0.0.1. */
export async function listen(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(handler).listen(0, "127.0.0.1", () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** JSON request helper: method, path, body, extra headers. */
export function jsonInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}
