import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

import { HttpError } from "~/lib/http-error";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
    /**
     * Rewrites this answer's Content-Security-Policy so its scripts may connect to exactly these
     * sources instead of 'self': the public site's layout calls it with its own public paths and
     * the tracking code's analytics hosts.
     */
    setConnectSources: (sources: readonly string[]) => void;
  }
}

/**
 * The Content-Security-Policy of an answer. Scripts run only with its nonce ('strict-dynamic'
 * lets them load the hashed bundles they import, and the tracking code's scripts, which our
 * bundle inserts). `connectSources`, when given, replace connect-src's 'self': a public page's
 * own public paths (https://host/api/visits…) and its analytics hosts.
 */
export function contentSecurityPolicy(nonce: string, production: boolean, connectSources?: readonly string[]): string {
  // Sources reach here validated (tracking-hosts.ts, connect-sources.server.ts); anything that could break out of the directive is dropped.
  const connect = connectSources?.filter((source) => /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/i.test(source));
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    connect ? ["connect-src", ...connect].join(" ") : "connect-src 'self'",
    "frame-src https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Security headers for every answer, with the strictest policy: connect-src 'self'. The public
 * site's layout narrows connect-src to its public paths and widens it to the tracking code's hosts (res.locals.setConnectSources);
 * panels and the API never do.
 */
export function securityHeaders(production: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.setConnectSources = (sources) => {
      if (!res.headersSent) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, production, sources));
    };
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, production));
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

/** What only a document reads: its policy, framing, opener and features. */
const DOCUMENT_HEADERS = [
  "Content-Security-Policy",
  "Referrer-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Permissions-Policy",
];

/**
 * Called as a file is sent: a script, stylesheet, font or photo keeps nosniff, its resource
 * policy and HSTS, and loses the document headers, which say nothing about it while a phone
 * waits for their ~600 bytes in every answer. An SVG or HTML file is a document that can run
 * script: it keeps them all.
 */
export function fileHeaders(res: ServerResponse, file: string): void {
  if (/\.(?:svg|html?|xml)$/i.test(file)) return;
  for (const name of DOCUMENT_HEADERS) res.removeHeader(name);
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
