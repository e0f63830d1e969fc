import type { Request, RequestHandler, Response } from "express";

import { capture } from "./capture";
import { cacheable, toEntry, type Entry } from "./entry";
import { writeEntry } from "./hits";
import { pageKey } from "./key";
import type { HtmlCache } from "./store";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set when the page cache answers ("HIT") or renders for itself ("FILL"): nothing else may compress. */
    htmlCache?: "HIT" | "FILL";
    htmlCacheKey?: string;
  }
}

function send(req: Request, res: Response, entry: Entry, state: "HIT" | "MISS"): void {
  res.locals.htmlCache = "HIT";
  writeEntry(req, res, entry, state);
}

/**
 * Two middlewares around the rest of the app. `serve` goes first: a stored page is sent with
 * the headers it was rendered with (security headers included), so a hit skips everything
 * else. `fill` wraps React Router's handler: it renders a missing page once for all who ask.
 */
export function cachedPages(
  cache: HtmlCache,
  options: { publicUrl: string | undefined },
): { serve: RequestHandler; fill: (handler: RequestHandler) => RequestHandler } {
  const serve: RequestHandler = (req, res, next) => {
    const key = pageKey(req, options.publicUrl);
    if (key === null) return next();
    const hit = cache.get(key);
    if (hit) return send(req, res, hit, "HIT");
    if (req.method === "GET") res.locals.htmlCacheKey = key;
    next();
  };

  const fill =
    (handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
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
