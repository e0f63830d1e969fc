import fs from "node:fs";
import http from "node:http";
import { afterAll, expect, it } from "vitest";

import { memoryMb, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

const PORT = 3526;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `connections` keep-alive clients asking for `path` one after another for `seconds`; counts the answers by status. */
async function load(path: string, connections = 50, seconds = 3): Promise<{ ok: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + seconds * 1000;
  const counts = { ok: 0, failed: 0 };
  const one = () =>
    new Promise<void>((resolve) => {
      http
        .get({ host: "127.0.0.1", port: PORT, path, agent, headers: { "accept-encoding": "br, gzip" } }, (res) => {
          res.resume();
          res.on("end", () => {
            counts[res.statusCode === 200 ? "ok" : "failed"] += 1;
            resolve();
          });
        })
        .on("error", () => {
          counts.failed += 1;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  return counts;
}

// Measured on the bench's load rows: the JSON answers' zlib streams left
// ~160 MB in the thread pool's allocator arenas, and V8 let its old generation reach 145 MB
// with 28 MB alive (decision 0018). This load took the old build from ~300 to ~480 MB; with the
// new space kept at its starting size, it measured 215 -> 257 MB, and 201 -> 246 MB with
// MALLOC_ARENA_MAX=2 as `npm start` sets it (the bound: 300 MB).
it("the embedded-database server stays small under API load", async () => {
  dataDir = tempDataDir("memory-load");
  server = await startServerProcess({ port: PORT, dataDir });
  const pid = server.child.pid!;
  const idle = memoryMb(pid, "VmRSS");
  let requests = 0;
  for (const path of ["/api/rooms", "/api/pricing", "/api/rooms"]) {
    const result = await load(path);
    expect(result.failed, path).toBe(0);
    expect(result.ok, path).toBeGreaterThan(100);
    requests += result.ok;
  }
  const peak = memoryMb(pid, "VmHWM");
  console.log(`API load (${requests} answers): idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);
  expect(peak).toBeLessThan(300);
  expect(peak - idle).toBeLessThan(100);
});
