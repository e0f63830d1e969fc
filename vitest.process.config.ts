import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Fault tests against the built production server (`npm run build` first); `npm test` runs them after the build.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/process/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
