import { createServer, type ServerResponse } from "node:http";
import path from "node:path";

import { contentChanged, enableContentMemo } from "~/db/content-memo.server";
import { readContentVersion } from "~/db/content-version.server";
import { EnvError, readEnv } from "~/env.server";
import { makeArchivesWith } from "~/features/backups/backups.server";

import { createHandler } from "./app";
import { archiveOnThread } from "./archive-thread";
import { bootServices } from "./boot";
import { ContentWatch } from "./content-changes";
import { HtmlCache } from "./html-cache/store";
import { collectStartupGarbage } from "./memory";
import { pagesHandler } from "./pages";
import { RenderPool } from "./render-pool";
import { SeedError } from "./seed";

const CONTENT_VERSION_POLL_MS = 1_000;

/** The server, started by server/main.ts; `entryFile` is that built file (build/server/index.js). */
export function serve(entryFile: string): void {
  start(entryFile).catch((error) => {
    if (error instanceof EnvError || error instanceof SeedError) {
      console.error(`\n${error.message}\n\nSee README.md, "Configuration".\n`);
    } else {
      console.error("Start-up failed:", error);
    }
    process.exit(1);
  });
}

async function start(entryFile: string): Promise<void> {
  const started = performance.now();
  const env = readEnv();
  const services = await bootServices(env);
  makeArchivesWith(archiveOnThread(entryFile));
  // No render thread with PERF_PATHS=off (readEnv gives 0).
  const renderPool = env.renderThreads > 0 ? new RenderPool(entryFile, env.renderThreads) : undefined;
  // The build as an object, not a function: given a function, React Router rebuilds its route
  // table (flatten, rank, compile every path) on every request.
  const build = await import("virtual:react-router/server-build");
  const handler = pagesHandler(build, { publicUrl: env.publicUrl, perfPaths: env.perfPaths, renderer: renderPool });
  const clientDir = path.resolve(path.dirname(entryFile), "../client");
  const htmlCache = env.htmlCache ? new HtmlCache() : undefined;
  enableContentMemo();
  // Another process's content change reaches this one within a poll interval.
  const contentWatch = new ContentWatch(() => {
    htmlCache?.clear();
    contentChanged();
  });
  const stopWatching = contentWatch.watch(readContentVersion, CONTENT_VERSION_POLL_MS);
  const server = createServer(createHandler({ env, pages: { handler, clientDir }, htmlCache, contentWatch }));
  // A V8 setting like those of server/main.ts: none of them with PERF_PATHS=off.
  if (env.perfPaths) collectStartupGarbage();
  server.listen(env.port, env.host, () => {
    const where = services.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${env.dataDir}`;
    const mode = env.perfPaths ? "" : "; PERF_PATHS=off: React Router's stock Express handler";
    console.log(`Ready on http://localhost:${env.port} (${where}${mode}) in ${Math.round(performance.now() - started)} ms`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  // Responses being worked on, so a stop can tell their keep-alive connections to close after them
  // (otherwise each would stay open, idle, until the force exit below).
  const inFlight = new Set<ServerResponse>();
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      console.error("Requests still open after 8 s; stopping anyway.");
      process.exit(1);
    }, 8_000);
    force.unref();
    stopWatching();
    server.close(async () => {
      await renderPool?.close();
      await services.stop().catch((e) => console.error("Closing the database failed:", e));
      process.exit(0);
    });
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    // A response whose headers had already gone out leaves its connection idle when it ends.
    setInterval(() => server.closeIdleConnections(), 200).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
