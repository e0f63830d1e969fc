// `npm run bench`: builds, serves the production build on a fresh data folder, measures, stops
// what it started and reports (Markdown on stdout and in docs/benchmarks.md, JSON in bench/results/).
//   --only=lighthouse,hits,load,mail,largedata,availability,observatory,vnu,axe   a subset (docs/benchmarks.md is then left alone)
//   --runs=N       Lighthouse runs per page (default 3)      --duration=S   seconds per load row (default 10)
//   --no-build     use the existing build (BUILD_DIR, default ./build)
//   --report=bench/results/<file>.json   only print (and, for a full run, write) the report of a saved run
// Ports: BENCH_PORT (default 3600) to BENCH_PORT+10. DATABASE_URL set: the load also runs on
// PostgreSQL, in a scratch database created (and dropped) on that server.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { runAvailability } from "./lib/availability.mjs";
import { runAxe } from "./lib/axe.mjs";
import { runHits } from "./lib/hits.mjs";
import { runLargeData } from "./lib/large-data.mjs";
import { runLighthouse, startBarePage } from "./lib/lighthouse.mjs";
import { checkQuote, MAX_QUOTES, runLoad } from "./lib/load.mjs";
import { machine } from "./lib/machine.mjs";
import { runMailLoad } from "./lib/mail.mjs";
import { runObservatory } from "./lib/observatory.mjs";
import { NOT_FOUND, PANEL_SECTIONS, PUBLIC_EN, PUBLIC_IT } from "./lib/pages.mjs";
import { scratchDatabase } from "./lib/postgres.mjs";
import { markdown } from "./lib/report.mjs";
import { signIn, startServer, stopServer } from "./lib/server.mjs";
import { runVnu } from "./lib/vnu.mjs";

/** The load's quotes come from one address: a limit no run reaches. */
const LOAD_ENV = { GUEST_WRITE_LIMIT: "100000" };
const PHASES = ["vnu", "axe", "lighthouse", "hits", "load", "mail", "largedata", "availability", "observatory"];
const root = path.resolve(import.meta.dirname, "..");

function parseArgs(argv) {
  const opts = { only: PHASES, runs: 3, duration: 10, build: true };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, "").split("=");
    if (key === "only")
      opts.only = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    else if (key === "runs") opts.runs = Number(value);
    else if (key === "duration") opts.duration = Number(value);
    else if (key === "no-build") opts.build = false;
    else if (key === "report") opts.report = value;
    else throw new Error(`unknown option ${arg} (see the top of bench/run.mjs)`);
  }
  const unknown = opts.only.filter((p) => !PHASES.includes(p));
  if (unknown.length) throw new Error(`unknown phase ${unknown.join(", ")}; phases: ${PHASES.join(", ")}`);
  if (!(opts.runs >= 1) || !(opts.duration >= 1)) throw new Error("--runs and --duration must be at least 1");
  return opts;
}

const log = (line) => console.error(line);

function commit() {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return null;
  }
}

/** Markdown on stdout; a full run (every phase, default runs and duration) also goes to docs/benchmarks.md. */
function publish(report) {
  const md = markdown(report);
  process.stdout.write(md);
  const o = report.options;
  if (o.only.length === PHASES.length && o.runs === 3 && o.duration === 10) {
    fs.writeFileSync(path.join(root, "docs/benchmarks.md"), md);
    log("Report written to docs/benchmarks.md");
  } else {
    log("A partial run: docs/benchmarks.md left as it was.");
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.report) {
    publish(JSON.parse(fs.readFileSync(path.resolve(opts.report), "utf8")));
    return;
  }
  const base = Number(process.env.BENCH_PORT ?? 3600);
  const buildDir = process.env.BUILD_DIR ?? "build";
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const resultsDir = path.join(root, "bench/results");
  const logDir = path.join(resultsDir, `${stamp}-logs`);
  fs.mkdirSync(logDir, { recursive: true });

  const report = {
    startedAt: started.toISOString(),
    commit: commit(),
    machine: machine(),
    options: { only: opts.only, runs: opts.runs, duration: opts.duration, maxQuotes: MAX_QUOTES, buildDir },
    phaseErrors: {},
  };
  if (opts.only.includes("load")) report.load = {};
  if (opts.only.includes("mail")) report.mail = {};
  log(`Bench: ${opts.only.join(", ")}; load average ${report.machine.loadAverageAtStart.join(", ")}`);

  if (opts.build) {
    log(`Building into ${buildDir}…`);
    const b = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (b.status !== 0) throw new Error("the build failed");
  }

  const phase = async (name, fn, label = name) => {
    if (!opts.only.includes(name)) return;
    const t = performance.now();
    log(`${label}…`);
    try {
      await fn();
    } catch (e) {
      report.phaseErrors[label] = String(e.message ?? e);
      log(`  ${label} failed: ${e.message ?? e}`);
    }
    log(`  ${label} took ${Math.round((performance.now() - t) / 1000)} s`);
  };

  const needsLocal = ["vnu", "axe", "lighthouse", "load"].some((p) => opts.only.includes(p));
  if (needsLocal) {
    // The quote POSTs all come from 127.0.0.1: the hourly limit per address (default 20) would answer 429.
    const server = await startServer({ root, buildDir, port: base, logDir, extraEnv: LOAD_ENV });
    try {
      await phase("vnu", async () => {
        report.vnu = await runVnu({ origin: server.origin, pages: [...PUBLIC_IT, ...PUBLIC_EN, NOT_FOUND] });
      });
      await phase("axe", async () => {
        report.axe = await runAxe({ origin: server.origin, pages: [...PUBLIC_IT, NOT_FOUND], log });
      });
      await phase("lighthouse", async () => {
        const bare = await startBarePage();
        const cookie = await signIn(server);
        try {
          report.lighthouse = await runLighthouse({
            origin: server.origin,
            pages: [
              { name: "floor", label: "bare HTML page (floor)", path: "/", origin: bare.origin },
              { name: "floor-script", label: "bare page + one inline script (floor)", path: "/script", origin: bare.origin },
              ...PUBLIC_IT,
              ...PUBLIC_EN,
              // Signed in, as the owner opens them on her phone.
              ...PANEL_SECTIONS.map((section) => ({ ...section, cookie })),
            ],
            runs: opts.runs,
            debugPort: base + 10,
            logDir,
            log,
          });
        } finally {
          await bare.stop();
        }
      });
      await phase("load", async () => {
        await checkQuote(server.origin);
        report.load.pglite = await runLoad({ server, connections: [10, 100], durationSeconds: opts.duration, log });
      });
    } finally {
      await stopServer(server);
    }
  }

  if (opts.only.includes("load")) {
    if (!process.env.DATABASE_URL) {
      report.load.postgresSkipped = "not run (DATABASE_URL is not set).";
    } else {
      await phase(
        "load",
        async () => {
          let db;
          let server;
          try {
            db = await scratchDatabase(process.env.DATABASE_URL);
            server = await startServer({ root, buildDir, port: base + 2, logDir, databaseUrl: db.url, extraEnv: LOAD_ENV });
          } catch (e) {
            await db?.drop().catch(() => {});
            report.load.postgresSkipped = `not run: ${String(e.message ?? e).split("\n")[0]}`;
            log(`  PostgreSQL ${report.load.postgresSkipped}`);
            return;
          }
          try {
            await checkQuote(server.origin);
            report.load.postgres = await runLoad({ server, connections: [10, 100], durationSeconds: opts.duration, log });
          } finally {
            await stopServer(server);
            await db.drop().catch((e) => log(`  could not drop the scratch database ${db.name}: ${e.message}`));
          }
        },
        "load (PostgreSQL)",
      );
    }
  }

  await phase(
    "hits",
    async () => {
      report.hits = await runHits({ root, buildDir, port: base + 6, logDir, durationSeconds: opts.duration, log });
    },
    "cache hits (wrk)",
  );

  await phase(
    "mail",
    async () => {
      report.mail.pglite = await runMailLoad({ root, buildDir, port: base + 4, logDir, durationSeconds: opts.duration, log });
    },
    "mail (PGlite)",
  );
  if (opts.only.includes("mail")) {
    if (!process.env.DATABASE_URL) {
      report.mail.postgresSkipped = "not run (DATABASE_URL is not set).";
    } else {
      await phase(
        "mail",
        async () => {
          // A fresh scratch database for each row.
          let db;
          const databaseUrl = async () => {
            await db?.drop();
            db = await scratchDatabase(process.env.DATABASE_URL);
            return db.url;
          };
          try {
            report.mail.postgres = await runMailLoad({
              root,
              buildDir,
              port: base + 4,
              logDir,
              databaseUrl,
              durationSeconds: opts.duration,
              log,
            });
          } finally {
            await db?.drop().catch((e) => log(`  could not drop the scratch database ${db.name}: ${e.message}`));
          }
        },
        "mail (PostgreSQL)",
      );
    }
  }

  await phase(
    "largedata",
    async () => {
      report.largeData = { pglite: await runLargeData({ root, buildDir, port: base + 3, logDir, durationSeconds: opts.duration, log }) };
    },
    "large data (PGlite)",
  );
  if (opts.only.includes("largedata")) {
    if (!process.env.DATABASE_URL) {
      report.largeData = { ...report.largeData, postgresSkipped: "not run (DATABASE_URL is not set)." };
    } else {
      await phase(
        "largedata",
        async () => {
          const db = await scratchDatabase(process.env.DATABASE_URL);
          try {
            report.largeData = {
              ...report.largeData,
              postgres: await runLargeData({
                root,
                buildDir,
                port: base + 3,
                logDir,
                databaseUrl: db.url,
                durationSeconds: opts.duration,
                log,
              }),
            };
          } finally {
            await db.drop().catch((e) => log(`  could not drop the scratch database ${db.name}: ${e.message}`));
          }
        },
        "large data (PostgreSQL)",
      );
    }
  }

  await phase(
    "availability",
    async () => {
      report.availability = {
        pglite: await runAvailability({ root, buildDir, port: base + 5, logDir, durationSeconds: opts.duration, log }),
      };
    },
    "availability (PGlite)",
  );
  if (opts.only.includes("availability")) {
    if (!process.env.DATABASE_URL) {
      report.availability = { ...report.availability, postgresSkipped: "not run (DATABASE_URL is not set)." };
    } else {
      await phase(
        "availability",
        async () => {
          const db = await scratchDatabase(process.env.DATABASE_URL);
          try {
            report.availability = {
              ...report.availability,
              postgres: await runAvailability({
                root,
                buildDir,
                port: base + 5,
                logDir,
                databaseUrl: db.url,
                durationSeconds: opts.duration,
                log,
              }),
            };
          } finally {
            await db.drop().catch((e) => log(`  could not drop the scratch database ${db.name}: ${e.message}`));
          }
        },
        "availability (PostgreSQL)",
      );
    }
  }

  await phase("observatory", async () => {
    // Production headers (HSTS, upgrade-insecure-requests), which APP_MODE=local leaves out.
    const server = await startServer({ root, buildDir, port: base + 1, local: false, logDir });
    try {
      const host = `127.0.0.1:${server.port}`;
      report.observatory = { target: `http://${host}/`, ...(await runObservatory({ root, host, log })) };
    } finally {
      await stopServer(server);
    }
  });

  report.machine.loadAverageAtEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
  report.durationSeconds = (Date.now() - started.getTime()) / 1000;
  const jsonFile = path.join(resultsDir, `${stamp}.json`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`JSON: ${path.relative(root, jsonFile)}; logs: ${path.relative(root, logDir)}`);
  publish(report);
  if (Object.keys(report.phaseErrors).length) process.exitCode = 1;
}

try {
  await main();
} catch (e) {
  console.error(`bench: ${e.message ?? e}`);
  process.exitCode = 1;
}
// Whatever is still open (a stuck socket, a Chromium that would not quit) must not keep the bench alive.
process.exit();
