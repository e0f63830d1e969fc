import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3211);

/** Journeys in Debian's Chromium against the production build on a fresh data folder. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // A fresh database is made, migrated and seeded first (scripts/e2e-seed.ts): on two busy cores that takes a while.
    timeout: 150_000,
    env: { PORT: String(PORT), ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) },
  },
});
