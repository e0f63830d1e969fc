import type { Request, RequestHandler, Response } from "express";
import { capture } from "./capture";
import { cacheable, toEntry, type Encoding, type Entry } from "./entry";
import { pageKey } from "./key";
import type { HtmlCache } from "./store";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set when the page cache answers ("HIT") or renders for itself ("FILL"): nothing else may compress. */
    htmlCache?: "HIT" | "FILL";
    htmlCacheKey?: string;
  }
}

/** The smallest form the client takes: brotli whenever accepted, then gzip (q=0 refuses one). */
function encodingFor(req: Request): Encoding {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}

function send(req: Request, res: Response, entry: Entry, state: "HIT" | "MISS"): void {
  const encoding = encodingFor(req);
  const variant = entry.variants[encoding];
  res.locals.htmlCache = "HIT";
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("X-Cache", state);
  if (entry.status === 200) {
    res.setHeader("ETag", variant.etag);
    if (req.fresh) {
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", variant.body.length);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/**
 * Two middlewares around the rest of the app. `serve` goes first: a stored page is sent with
 * the headers it was rendered with (security headers included), so a hit skips everything
 * else. `fill` wraps React Router's handler: it renders a missing page once for all who ask.
 */
export function cachedPages(cache: HtmlCache, options: { publicUrl: string | undefined }): { serve: RequestHandler; fill: (handler: RequestHandler) => RequestHandler } {
  const serve: RequestHandler = (req, res, next) => {
    const key = pageKey(req, options.publicUrl);
    if (key === null) return next();
    const hit = cache.get(key);
    if (hit) return send(req, res, hit, "HIT");
    if (req.method === "GET") res.locals.htmlCacheKey = key;
    next();
  };

  const fill = (handler: RequestHandler): RequestHandler => async (req, res, next) => {
    const key = res.locals.htmlCacheKey;
    if (key === undefined) return handler(req, res, next);
    // Stored while this request went through the middlewares between `serve` and here.
    const stored = cache.get(key);
    if (stored) return send(req, res, stored, "HIT");
    let replay: (() => void) | undefined;
    const { promise, joined } = cache.fill(key, async () => {
      res.locals.htmlCache = "FILL";
      const rendered = await capture(req, res, handler, next);
      if (cacheable(rendered)) return toEntry(rendered);
      replay = rendered.replay;
      return null;
    });
    let entry: Entry | null;
    try {
      entry = await promise;
    } catch (error) {
      if (joined) return handler(req, res, next);
      if (!res.headersSent && !res.destroyed) return next(error);
      return;
    }
    if (replay) return replay();
    if (!entry) return handler(req, res, next);
    send(req, res, entry, joined ? "HIT" : "MISS");
  };

  return { serve, fill };
}
