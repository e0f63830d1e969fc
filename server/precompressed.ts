import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

import { fileHeaders } from "./security";

const YEAR_S = 365 * 24 * 3600;

/**
 * Serves the build's .br / .gz twins of hashed assets (written by scripts/precompress.mjs)
 * to browsers that accept them; anything else falls through to express.static.
 */
export function precompressedAssets(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    if (!/^[\w.-]+\.(js|css|svg|json)$/.test(name)) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return next();
    const file = path.join(dir, `${name}.${encoding === "br" ? "br" : "gz"}`);
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return next();
      res.type(path.extname(name));
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", `public, max-age=${YEAR_S}, immutable`);
      res.setHeader("Content-Length", stat.size);
      fileHeaders(res, name);
      if (req.method === "HEAD") return res.end();
      fs.createReadStream(file).pipe(res);
    });
  };
}
