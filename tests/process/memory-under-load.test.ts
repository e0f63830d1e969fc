import fs from "node:fs";
import autocannon from "autocannon";
import { afterAll, expect, it } from "vitest";
import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

const PORT = 3526;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The kernel's count of the process's memory, in MB: "VmHWM" (its peak) or "VmRSS" (now). */
function memoryMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}

function load(path: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${PORT}${path}`, connections: 50, duration: 3, headers: { "accept-encoding": "br, gzip" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// Issue 13, point 2. Measured on the bench's load rows: the JSON answers' zlib streams left
// ~160 MB in the thread pool's allocator arenas, and V8 let its old generation reach 145 MB
// with 28 MB alive (decision 0018). This load took the old build from ~300 to ~480 MB.
it("the embedded-database server stays small under API load", async () => {
  dataDir = tempDataDir("memory-load");
  server = await startServerProcess({ port: PORT, dataDir });
  const pid = server.child.pid!;
  const idle = memoryMb(pid, "VmRSS");
  for (const path of ["/api/rooms", "/api/pricing", "/api/rooms"]) {
    const result = await load(path);
    expect(result.non2xx + result.errors, path).toBe(0);
    expect(result.requests.total, path).toBeGreaterThan(100);
  }
  const peak = memoryMb(pid, "VmHWM");
  console.log(`API load: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);
  expect(peak).toBeLessThan(380);
  expect(peak - idle).toBeLessThan(120);
});
