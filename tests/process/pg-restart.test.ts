import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { validQuote } from "../setup/api-helpers";
import { scratchDatabase, startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

/**
 * Restarts the PostgreSQL cluster under a running server. Opt-in: it needs DATABASE_URL, the
 * right to restart the cluster (root, pg_ctlcluster) and HARDENING_PG_RESTART=1 (.ci/run sets it).
 */
const url = process.env.DATABASE_URL;
const hasPgCtl = spawnSync("pg_ctlcluster", ["--help"]).error === undefined;
const enabled = process.env.HARDENING_PG_RESTART === "1" && Boolean(url) && hasPgCtl;

/** "<version> <name>" of the cluster listening on the URL's port. */
function clusterOf(databaseUrl: string): [string, string] {
  const port = new URL(databaseUrl).port || "5432";
  const line = execFileSync("pg_lsclusters", ["-h"], { encoding: "utf8" })
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === port);
  if (!line) throw new Error(`no PostgreSQL cluster on port ${port}`);
  return [line[0]!, line[1]!];
}

let server: ServerProcess | undefined;
let dataDir: string;
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

describe.skipIf(!enabled)("PostgreSQL restarted under the running server", () => {
  beforeAll(async () => {
    database = await scratchDatabase(url!, "bb_restart");
    dataDir = tempDataDir("pg-restart");
    server = await startServerProcess({ port: 3503, dataDir, databaseUrl: database.url });
  });
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("answers again within seconds, without a restart of its own", async () => {
    const site = server!;
    const quote = (email: string) =>
      fetch(`${site.url}/api/quotes`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validQuote({ email })),
      });
    // Several pooled connections, idle when PostgreSQL goes away.
    const warm = await Promise.all(Array.from({ length: 8 }, (_, i) => quote(`before-${i}@example.com`)));
    expect(warm.map((r) => r.status)).toEqual(Array(8).fill(201));

    const [version, name] = clusterOf(url!);
    const restartStarted = performance.now();
    execFileSync("pg_ctlcluster", [version, name, "restart"], { stdio: "inherit" });
    const pgBack = performance.now();

    let recovered: number | undefined;
    let attempts = 0;
    while (performance.now() - pgBack < 15_000) {
      attempts++;
      const ok = await Promise.all([fetch(`${site.url}/api/rooms`), quote(`after-${attempts}@example.com`)]).then(
        ([rooms, q]) => rooms.status === 200 && q.status === 201,
        () => false,
      );
      if (ok) {
        recovered = performance.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(site.child.exitCode, site.output()).toBeNull();
    expect(recovered, site.output()).toBeDefined();
    const afterPg = (recovered! - pgBack) / 1000;
    const afterRestart = (recovered! - restartStarted) / 1000;
    console.log(
      `[figure] PostgreSQL restart took ${((pgBack - restartStarted) / 1000).toFixed(2)} s; site answered again ${afterPg.toFixed(2)} s after it was back ` +
        `(${afterRestart.toFixed(2)} s after the restart began, ${attempts} attempt(s))`,
    );
    expect(afterPg).toBeLessThan(5);
    // The idle pooled connections were cut, and the server logged it instead of crashing.
    expect(site.output()).toContain("PostgreSQL pool error");
  });
});
