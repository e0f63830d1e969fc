import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// No React Router plugin here: the API and feature tests build the Express app without SSR
// (the page cache's test compiles the real pages with a Vite server of its own: tests/setup/pages.ts).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
    globalSetup: ["./tests/setup/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
