import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sweepOrphanFiles } from "~/features/media/media.server";

import { startTestServer, type TestServer } from "../setup/test-server";

/** The start-up sweep of files no photo row accounts for (left by an interrupted upload). */
describe("sweepOrphanFiles", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const place = (rel: string, ageMs: number) => {
    const file = path.join(server.uploadsDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "x");
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };

  it("with several processes, leaves what another one may be writing now and removes what is an hour old", async () => {
    const fresh = [place("rooms/aaaaaaaaaaaaaaaa-640.jpg", 1_000), place(".tmp/upload-1/part", 1_000)];
    const old = [place("rooms/bbbbbbbbbbbbbbbb-640.jpg", 2 * 3600_000), place("breakfast/cccccccccccccccc-320.webp", 2 * 3600_000)];
    fs.utimesSync(path.dirname(fresh[1]!), new Date(), new Date());
    expect(await sweepOrphanFiles(3600_000)).toBe(2);
    for (const file of fresh) expect(fs.existsSync(file), file).toBe(true);
    for (const file of old) expect(fs.existsSync(file), file).toBe(false);
  });

  it("alone on its data (PGlite), removes every orphan at once", async () => {
    const file = place("rooms/dddddddddddddddd-640.jpg", 0);
    place(".tmp/upload-2/part", 0);
    expect(await sweepOrphanFiles(0)).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(path.join(server.uploadsDir, ".tmp"))).toEqual([]);
  });
});
