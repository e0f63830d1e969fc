import type { EntryContext, ServerBuild } from "react-router";

/**
 * A page's document to be rendered on another thread (server/render-pool.ts): what React
 * Router's handler produced on the server's thread (the matched routes, the loaders' data, the
 * data's turbo-stream for the browser), as data that can be copied to a thread. The render
 * thread has the same build, so the routes' modules and the assets' manifest are its own.
 */
export type RenderJob = {
  url: string;
  nonce: string;
  /** Compress the HTML this way (the render thread's time, not the server's thread's). */
  compression?: "br" | "gzip";
  criticalCss: EntryContext["criticalCss"];
  serverHandoffString: EntryContext["serverHandoffString"];
  isSpaMode: boolean;
  /** The loader data as React Router encodes it for the browser, read to its end, chunk by chunk (each is a script in the page). */
  handoff: string[];
  staticHandlerContext: Omit<EntryContext["staticHandlerContext"], "matches" | "loaderHeaders" | "actionHeaders"> & {
    matches: { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: { id: string } }[];
  };
};

export type RenderedDocument = {
  /** The HTML as UTF-8, deferHydration applied, compressed as `compression` says. */
  html: Uint8Array<ArrayBuffer>;
  compression?: "br" | "gzip";
  /** A component threw: the page is a 500. */
  failed: boolean;
};

/** Renders documents elsewhere: `render` rejects when that fails, and the caller renders the page itself. */
export interface DocumentRenderer {
  /** Whether a document handed over now would start soon (otherwise the caller renders it). */
  hasRoom(): boolean;
  render(job: RenderJob): Promise<RenderedDocument>;
}

/** Reads the handoff stream to its end, which leaves `context` unable to render here: see `withHandoff`. */
export async function toRenderJob(context: EntryContext, url: string, nonce: string, compression?: "br" | "gzip"): Promise<RenderJob> {
  const { matches, loaderHeaders: _l, actionHeaders: _a, ...rest } = context.staticHandlerContext;
  const handoff = context.serverHandoffStream ? await readChunks(context.serverHandoffStream) : [];
  return {
    url,
    nonce,
    compression,
    criticalCss: context.criticalCss,
    serverHandoffString: context.serverHandoffString,
    isSpaMode: context.isSpaMode,
    handoff,
    staticHandlerContext: {
      ...rest,
      // The handoff was read to its end, so every promise a loader returned (the home page's rooms
      // and reviews) has settled: <Await> renders a value as it renders a settled promise.
      loaderData: (await settled(rest.loaderData)) as typeof rest.loaderData,
      // ServerRouter looks each match's route up by id in its own route table.
      matches: matches.map((m) => ({ params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: { id: m.route.id } })),
    },
  };
}

/** Each route's module by id, as the entry context has them (computed once per thread). */
export function routeModulesOf(build: ServerBuild): EntryContext["routeModules"] {
  const routeModules: EntryContext["routeModules"] = {};
  for (const [id, route] of Object.entries(build.routes)) if (route) routeModules[id] = route.module;
  return routeModules;
}

/** The context React Router's ServerRouter renders from, rebuilt from a job with this thread's copy of the build. */
export function toEntryContext(
  build: ServerBuild,
  branches: EntryContext["branches"],
  routeModules: EntryContext["routeModules"],
  job: RenderJob,
): EntryContext {
  return {
    manifest: build.assets,
    branches,
    routeModules,
    criticalCss: job.criticalCss,
    serverHandoffString: job.serverHandoffString,
    serverHandoffStream: streamOf(job.handoff),
    renderMeta: {},
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: job.isSpaMode,
    // Only documents without errors are handed over (see app/entry.server.tsx); React Router's production shape.
    serializeError: () => ({ message: "Unexpected Server Error", stack: undefined }),
    staticHandlerContext: { ...job.staticHandlerContext, loaderHeaders: {}, actionHeaders: {} } as EntryContext["staticHandlerContext"],
  };
}

/** `context` able to render here again after `toRenderJob` read its handoff stream. */
export function withHandoff(context: EntryContext, job: RenderJob): EntryContext {
  return { ...context, serverHandoffStream: streamOf(job.handoff), renderMeta: {} };
}

/**
 * `value` with each promise in its plain objects and arrays replaced by what it resolved to
 * (rejecting as the first rejected one does); the parts without a promise are not copied.
 */
async function settled(value: unknown): Promise<unknown> {
  if (!holdsPromise(value)) return value;
  if (value instanceof Promise) return settled(await value);
  if (Array.isArray(value)) return Promise.all(value.map(settled));
  const entries = await Promise.all(Object.entries(value as object).map(async ([key, v]) => [key, await settled(v)] as const));
  return Object.fromEntries(entries);
}

function holdsPromise(value: unknown): boolean {
  if (value instanceof Promise) return true;
  if (Array.isArray(value)) return value.some(holdsPromise);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).some(holdsPromise);
  return false;
}

/** The chunks again as a stream, read one by one as React Router reads the original, so the page has the same scripts. */
function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

/** The chunks decoded as React Router's StreamTransfer decodes them (a character split between two goes with the second). */
async function readChunks(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  const chunks: string[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(decoder.decode(part.value, { stream: true }));
  return chunks;
}
