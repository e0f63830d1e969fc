import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js");

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs the process if still running and waits until it is gone. */
  kill: () => Promise<void>;
};

/** A fresh data folder under the system temp folder. */
export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bb-${prefix}-`));
}

/**
 * Starts the built production server (as `npm start` would, in local mode) in its own process
 * and waits until it says it is ready. Without `databaseUrl` it uses PGlite under `dataDir`;
 * `env` adds or overrides settings.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  if (!fs.existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run the build first (npm run build)`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_MODE: "local",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SUPER_ADMIN_KEY: TEST_SUPER_ADMIN_KEY,
    // The bursts of quotes all come from 127.0.0.1: the hourly limit per address would stop them.
    GUEST_WRITE_LIMIT: "100000",
    // As `npm start` sets them (package.json, docs/decisions/0018-v8-memory-settings.md).
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // Extra settings (SMTP_URL, MAIL_FROM, OWNER_EMAIL, GUEST_WRITE_LIMIT…).
  Object.assign(env, options.env);
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (output.includes("Ready on")) resolve(true);
        else setTimeout(check, 50);
      };
      check();
    }),
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 45_000)),
  ]);
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  if (!ready) {
    await kill();
    throw new Error(`server did not start:\n${output}`);
  }
  return { url: `http://127.0.0.1:${options.port}`, child, output: () => output, exited, kill };
}

/** Logs in as the administrator and returns the Cookie header. */
export async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A fresh database on the server of `adminUrl` (a role that may create databases), and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The kernel's count of a process's memory, in MB: "VmHWM" (its peak) or "VmRSS" (now). */
export function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}
