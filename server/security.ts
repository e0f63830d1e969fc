import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { HttpError } from "~/lib/http-error";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/**
 * Security headers for every answer. Scripts run only with this response's nonce
 * ('strict-dynamic' lets them load the hashed bundles they import).
 */
export function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src https:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(production ? ["upgrade-insecure-requests"] : []),
    ].join("; ");
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a browser tells us where a request comes from (Origin, Sec-Fetch-Site);
 * unsafe methods from another site are refused. Clients that send neither are not
 * browsers and carry no visitor's cookies, so they pass.
 */
export function sameOriginOnly(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") throw new HttpError(403, "cross_origin", "errors.crossOrigin");
  const origin = req.headers.origin;
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, "cross_origin", "errors.crossOrigin");
    }
    // Behind a trusted proxy (TRUST_PROXY), Express reads the public host from X-Forwarded-Host,
    // and only when the request came through that proxy.
    const ownHost = req.host;
    if (host !== ownHost) throw new HttpError(403, "cross_origin", "errors.crossOrigin");
  }
  next();
}
