import { fileURLToPath } from "node:url";
import { isMainThread, workerData } from "node:worker_threads";

import { limitMemory } from "./memory";

/**
 * Production entry: built by Vite into build/server/index.js and started by `npm start`. The same
 * file starts each render thread (server/render-pool.ts), which loads only what rendering needs:
 * not the database, Express or the mailer, and a backup's archive thread (server/archive-thread.ts).
 */
const entryFile = fileURLToPath(import.meta.url);
if (isMainThread && process.env.BNB_RESTORE === "1") {
  // `npm run restore` (scripts/restore.mjs): the same build, without the server.
  const { restoreCli } = await import("./restore-cli");
  process.exitCode = await restoreCli(process.argv.slice(2));
} else if (isMainThread) {
  // Before the server's modules load, which would otherwise grow V8's new space at once
  // (docs/decisions/0018-v8-memory-settings.md). Read here, before readEnv can run: any value
  // other than "off" is refused by readEnv right after, so the process stops anyway.
  if (process.env.PERF_PATHS !== "off") limitMemory();
  const { serve } = await import("./serve");
  serve(entryFile);
} else if ((workerData as { archive?: unknown } | null)?.archive) {
  // A backup's archive (server/archive-thread.ts).
  const { serveArchive } = await import("./archive-thread");
  await serveArchive();
} else {
  const { serveRenders } = await import("./render-worker");
  serveRenders().catch((error: unknown) => {
    console.error("The render thread could not start:", error);
    process.exit(1);
  });
}
