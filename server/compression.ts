import zlib from "node:zlib";
import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";

import { encodingFor } from "./accept-encoding";

type Filter = (req: Request, res: Response) => boolean;

/** A smaller body is sent as it is. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Responses of at least 1 KB that `filter` and `compression`'s own rules let through, in brotli or
 * gzip. With `whole` (PERF_PATHS=on) a body sent whole is compressed in one call; otherwise the
 * `compression` middleware compresses everything as a stream.
 */
export function responseCompression(filter: Filter, { whole }: { whole: boolean }): RequestHandler[] {
  const rules = {
    threshold: COMPRESS_FROM_BYTES,
    filter: (req: Request, res: Response) => filter(req, res) && compression.filter(req, res),
  };
  return whole ? [compression(rules), wholeBodyCompression(rules)] : [compression(rules)];
}

/**
 * Compresses a body that is sent whole (`res.json`, `res.send`, `res.end(body)` with nothing
 * written before: API answers and rendered pages, server/pages.ts) in one synchronous call, with
 * its size known; streamed bodies (static files) go on to the `compression` middleware, mounted
 * before this one. A zlib stream costs more CPU for the same body, and its work in libuv's thread
 * pool left each pool thread's allocator holding memory (docs/decisions/0018-v8-memory-settings.md).
 *
 * Same rules as `compression`: its filter, a `Cache-Control: no-transform`, the threshold, nothing
 * for HEAD, 204 or 304; `compression` still adds `Vary: Accept-Encoding` to every answer it would
 * have compressed, and leaves alone a body this one encoded.
 */
function wholeBodyCompression({ threshold, filter }: { threshold: number; filter: Filter }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => Response;
    let written = false;
    res.write = function (this: Response, ...args: unknown[]) {
      written = true;
      return write.apply(this, args);
    } as Response["write"];
    res.end = function (this: Response, ...args: unknown[]) {
      const [chunk, encoding] = args;
      if (written || res.headersSent || !(typeof chunk === "string" || chunk instanceof Uint8Array)) return end.apply(this, args);
      const size = typeof chunk === "string" ? Buffer.byteLength(chunk, bufferEncoding(encoding)) : chunk.byteLength;
      const method = size >= threshold && compressible(req, res, filter) ? encodingFor(req) : "identity";
      if (method === "identity") return end.apply(this, args);
      const body = typeof chunk === "string" ? Buffer.from(chunk, bufferEncoding(encoding)) : chunk;
      const compressed = compressWhole(body, method);
      res.setHeader("Content-Encoding", method);
      res.setHeader("Content-Length", compressed.length);
      return end.call(
        this,
        compressed,
        args.find((a) => typeof a === "function"),
      );
    } as Response["end"];
    next();
  };
}

/** `body` compressed in one call, as a whole body is (also on a render thread: server/render-worker.ts). */
export function compressWhole(body: Uint8Array, method: "br" | "gzip"): Buffer {
  return method === "br" ? zlib.brotliCompressSync(body, brotliFor(body.byteLength)) : zlib.gzipSync(body);
}

/**
 * Quality 3, one below `compression`'s 4: half the time for a few per cent more bytes on an
 * uncached page (docs/decisions/0020-fast-paths-behind-one-switch.md). Pages the page cache keeps
 * are compressed once, at quality 5 (html-cache/entry.ts). The size hint lets the encoder size
 * its buffers to the body.
 */
function brotliFor(size: number): zlib.BrotliOptions {
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

/** The encoding `end` was given for a string body (UTF-8 when none, or when the argument is the callback). */
function bufferEncoding(encoding: unknown): BufferEncoding {
  return typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8";
}

function compressible(req: Request, res: Response, filter: Filter): boolean {
  if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader("Content-Encoding") !== undefined && res.getHeader("Content-Encoding") !== "identity") return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return filter(req, res);
}
