import { createRequestHandler as stockRequestHandler } from "@react-router/express";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

import type { DocumentRenderer } from "~/lib/render-job.server";

import { encodingFor } from "./accept-encoding";
import { clientIp } from "./http";

export type PagesOptions = {
  /** PUBLIC_URL, for canonical links. */
  publicUrl: string | undefined;
  /** PERF_PATHS: our handler (on) or @react-router/express's own (off). */
  perfPaths: boolean;
  /** The render threads (PERF_PATHS=on only). */
  renderer?: DocumentRenderer;
};

/**
 * React Router's request handler for the site's pages. With PERF_PATHS=off it is the stock
 * @react-router/express handler, which streams the answer to Express and leaves compression to
 * the `compression` middleware: the fallback when a React Router upgrade breaks one of our fast
 * paths (docs/decisions/0020-fast-paths-behind-one-switch.md).
 */
export function pagesHandler(build: ServerBuild, { publicUrl, perfPaths, renderer }: PagesOptions): RequestHandler {
  if (!perfPaths) return stockRequestHandler({ build, getLoadContext: (req, res) => loadContext(req, res, publicUrl) });
  return wholePagesHandler(build, publicUrl, renderer);
}

/** What loaders and the renderer need from Express. */
function loadContext(req: ExpressRequest, res: ExpressResponse, publicUrl: string | undefined): AppLoadContext {
  return { cspNonce: res.locals.cspNonce, setConnectSources: res.locals.setConnectSources, publicUrl, clientIp: clientIp(req) };
}

/**
 * Like @react-router/express, but the answer is sent whole with one `res.end(body)`: every page
 * is rendered whole before it is sent (app/entry.server.tsx) and no route streams, so the body is
 * compressed in one call with its size known (server/compression.ts) instead of through a zlib
 * stream, which cost the server's thread more per page (docs/decisions/0020-fast-paths-behind-one-switch.md).
 * A page may be rendered on a render thread, which then compresses it too.
 */
function wholePagesHandler(build: ServerBuild, publicUrl: string | undefined, renderer?: DocumentRenderer): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      const response = await handle(request, {
        ...loadContext(req, res, publicUrl),
        renderer,
        // The rules of server/compression.ts for a page: pages are text/html, bigger than its threshold.
        compression: renderer && !res.locals.htmlCache ? compressionFor(req) : undefined,
      });
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function compressionFor(req: ExpressRequest): "br" | "gzip" | undefined {
  const encoding = encodingFor(req);
  return encoding === "identity" ? undefined : encoding;
}

/** The Fetch API request React Router takes, as @react-router/express builds it; aborted when the client goes away. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwarded = req.app?.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = [forwarded, req.get("host")?.split(":")[1]].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = `${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (res.destroyed || res.writableEnded) return;
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A page's own header replaces the server's default (a private page's Referrer-Policy); cookies add up.
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // Replaced by the compressed length when the body is compressed.
  if (body) res.setHeader("Content-Length", body.length);
  res.end(body);
}
