// The production server, started from the build on a fresh data folder, and its memory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sleep, startGroup, stopGroup } from "./processes.mjs";

export const ADMIN = { username: "admin", password: "bench-password-123" };
export const SUPER_ADMIN_KEY = "bench-super-admin-key-0123456789";

/**
 * Starts `<buildDir>/server/index.js` on 127.0.0.1:`port` and waits for /healthz.
 * `local`: APP_MODE=local (no HSTS nor upgrade-insecure-requests, which plain http on
 * loopback cannot honour); otherwise the headers a real deployment sends.
 * Without `databaseUrl` the embedded database gets a fresh data folder.
 */
export async function startServer({
  root,
  buildDir,
  port,
  local = true,
  databaseUrl,
  logDir,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bb-bench-")),
  extraEnv = {},
}) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    ...(local ? { APP_MODE: "local" } : {}),
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SUPER_ADMIN_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // As `npm start` sets them (package.json, docs/decisions/0018-v8-memory-settings.md).
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    MALLOC_TRIM_THRESHOLD_: "131072",
    ...extraEnv,
  };
  const entry = path.join(root, buildDir, "server/index.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build first`);
  const logFile = path.join(logDir, `server-${port}.log`);
  const proc = startGroup(process.execPath, [entry], { cwd: root, env, logFile });
  const server = { proc, port, origin: `http://127.0.0.1:${port}`, dataDir, logFile };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.child.exitCode !== null) {
      throw new Error(
        `the server stopped while starting (exit ${proc.child.exitCode}); see ${logFile}:\n${fs.readFileSync(logFile, "utf8").slice(-2000)}`,
      );
    }
    try {
      const res = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stopServer(server);
      throw new Error(`the server did not answer /healthz within 90 s; see ${logFile}`);
    }
    await sleep(250);
  }
  return server;
}

/** Stops the server and removes its data folder, unless `keepData` (to start again on it). */
export async function stopServer(server, { keepData = false } = {}) {
  await stopGroup(server.proc);
  if (!keepData) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Resident memory of a process in bytes (Linux /proc), or null where unknown. */
function rss(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the server's resident memory every 100 ms until `stop()`, which returns the peak. */
export function sampleMemory(server) {
  let peak = rss(server.proc.child.pid);
  const timer = setInterval(() => {
    const now = rss(server.proc.child.pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Signs the owner in: the session's cookie, for the panel's pages. */
export async function signIn(server) {
  const res = await fetch(`${server.origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
