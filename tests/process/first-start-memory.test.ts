import fs from "node:fs";
import { afterAll, expect, it } from "vitest";

import { memoryMb, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

const PORT = 3524;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// Creating the embedded database (initdb) grew the server's WebAssembly memory
// to about 700 MB, which never shrinks: the first start peaked at 820 MB and kept 380-690 MB, where
// every later start holds about 280 MB. A child process now creates the database.
it("a first start on a fresh data folder peaks and settles as low as any later start", async () => {
  dataDir = tempDataDir("first-start");
  server = await startServerProcess({ port: PORT, dataDir });
  const pid = server.child.pid!;
  expect(fs.existsSync(`${dataDir}/db/PG_VERSION`), "the database was created").toBe(true);
  const res = await fetch(`http://127.0.0.1:${PORT}/api/rooms`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as unknown[]).length, "seeded").toBeGreaterThan(0);
  const peak = memoryMb(pid, "VmHWM");
  const now = memoryMb(pid, "VmRSS");
  console.log(`first start: peak ${peak.toFixed(0)} MB, now ${now.toFixed(0)} MB`);
  expect(peak).toBeLessThan(450);
  expect(now).toBeLessThan(400);
});
