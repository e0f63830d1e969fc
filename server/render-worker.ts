import { parentPort } from "node:worker_threads";
import { createStaticHandler, type EntryContext, type RouteObject, type ServerBuild } from "react-router";

import type * as Entry from "~/entry.server";
import { routeModulesOf, toEntryContext, type RenderedDocument, type RenderJob } from "~/lib/render-job.server";

import { COMPRESS_FROM_BYTES, compressWhole } from "./compression";

/** What the server's thread sends (server/render-pool.ts). */
export type RenderRequest = { id: number; job: RenderJob };
/** The answer; id 0 (no request) says that the build is loaded. */
export type RenderReply = ({ id: number; ok: true } & RenderedDocument) | { id: number; ok: false; message: string };

/**
 * A render thread's work (server/render-pool.ts), started from the server's own entry file. It
 * loads the same build as the server's thread and renders the documents it is sent; it opens no
 * database and keeps no content, so there is nothing here that a content change could leave stale.
 */
export async function serveRenders(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("server/render-worker runs as a worker thread of the server");
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const renderDocument = (build.entry.module as unknown as Pick<typeof Entry, "renderDocument">).renderDocument;
  const branches = routeBranches(build);
  const routeModules = routeModulesOf(build);
  port.on("message", ({ id, job }: RenderRequest) => {
    renderDocument(toEntryContext(build, branches, routeModules, job), job.url, job.nonce).then(
      ({ html, failed }) => {
        const compression = job.compression && html.byteLength >= COMPRESS_FROM_BYTES ? job.compression : undefined;
        // A copy into an ArrayBuffer of its own (a Buffer may share a pool), which is moved, not copied, to the server's thread.
        const bytes = new Uint8Array(compression ? compressWhole(html, compression) : html);
        port.postMessage({ id, ok: true, html: bytes, failed, compression } satisfies RenderReply, [bytes.buffer]);
      },
      (error: unknown) => {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        port.postMessage({ id, ok: false, message } satisfies RenderReply);
      },
    );
  });
  port.postMessage({ id: 0, ok: false, message: "loaded" } satisfies RenderReply);
}

/** The route table's ranked branches, which React Router's handler computes once on the server's thread. */
export function routeBranches(build: ServerBuild): EntryContext["branches"] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  const handler = createStaticHandler(children(undefined)) as unknown as { _internalRouteBranches: EntryContext["branches"] };
  return handler._internalRouteBranches;
}
