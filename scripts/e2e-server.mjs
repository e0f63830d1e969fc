// Serves the production build for the browser tests, on a fresh data folder each run. Settings not
// fixed here come from the environment: `PERF_PATHS=off npx playwright test` runs the journeys on
// React Router's stock handler (scripts/test.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dataDir = path.join(os.tmpdir(), `bb-e2e-${process.env.PORT ?? "3211"}`);
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: "production",
  APP_MODE: "local",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  ADMIN_USERNAME: "admin",
  ADMIN_PASSWORD: "e2e-password-123",
  SUPER_ADMIN_KEY: "e2e-super-admin-key-0123456789",
  // Every journey writes from 127.0.0.1: the hourly limit per address would stop them.
  GUEST_WRITE_LIMIT: "100000",
  // The police portal's journeys start a portal of their own on the next port (tests/setup/alloggiati-portal.ts).
  ALLOGGIATI_ENDPOINT: `http://127.0.0.1:${Number(process.env.PORT ?? 3211) + 1}/service/service.asmx`,
  ALLOGGIATI_TIMEOUT_SECONDS: "5",
});
// The database made and seeded first, with the accounts of the other roles (scripts/e2e-seed.ts).
execFileSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("e2e-seed.ts", import.meta.url)), dataDir], { stdio: "inherit" });
await import(new URL(`../${process.env.BUILD_DIR ?? "build"}/server/index.js`, import.meta.url).href);
