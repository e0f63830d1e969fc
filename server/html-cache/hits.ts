import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import fresh from "fresh";

import { encodingFor } from "../accept-encoding";
import type { Entry } from "./entry";
import { pageKey } from "./key";
import type { HtmlCache } from "./store";

/** Express's compiled `trust proxy` setting: whether the hop at `index` from the socket is a trusted proxy. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * Writes a stored page: the headers it was rendered with (security headers included), its
 * ETag (a 304 when the browser's copy is current), the encoding the client takes, no body for
 * HEAD. The header block is built once per entry (entry.ts), so a hit sets no header one by one.
 * The Express middleware and the fast path both answer through it, so their answers are the same.
 */
export function writeEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, state: "HIT" | "MISS"): void {
  const variant = entry.variants[encodingFor(req)];
  if (entry.status === 200 && (req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined)) {
    if (fresh(req.headers, { etag: variant.etag })) {
      for (const [name, value] of entry.headers) if (name !== "content-type") res.setHeader(name, value);
      res.setHeader("Vary", "Accept-Encoding, Cookie");
      res.setHeader("X-Cache", state);
      res.setHeader("ETag", variant.etag);
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.writeHead(entry.status, variant.head[state]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** Request targets the fast path reads itself: a plain path, with at most a plain query. Anything else goes to Express. */
const PLAIN_TARGET = /^\/(?!\/)[^?#\s]*(?:\?[^#\s]*)?$/;

/** What the key's origin is when PUBLIC_URL gives it (pageKey reads neither then). */
const NO_ORIGIN = { protocol: "", host: undefined };

/** req.protocol as Express computes it. */
function protocolOf(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trust(req.socket.remoteAddress, 0)) return own;
  const header = String(req.headers["x-forwarded-proto"] ?? own);
  const comma = header.indexOf(",");
  return (comma === -1 ? header : header.slice(0, comma)).trim();
}

/** req.host as Express computes it. */
function hostOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  let host = typeof forwarded === "string" ? forwarded : undefined;
  if (!host || !trust(req.socket.remoteAddress, 0)) host = req.headers.host;
  else if (host.includes(",")) host = host.slice(0, host.indexOf(",")).trimEnd();
  return host || undefined;
}

/**
 * Page-cache hits straight from node:http, in front of the Express app (PERF_PATHS=on only): a
 * hit needs none of Express's per-request work. It answers only what the Express middleware would answer
 * from the cache, keyed the same way; everything else, misses included, goes to `app` unchanged.
 */
export function withCacheHits(
  app: RequestListener,
  cache: HtmlCache,
  options: { publicUrl: string | undefined; trust: TrustProxy },
): RequestListener {
  return (req, res) => {
    const { method, url } = req;
    if ((method === "GET" || method === "HEAD") && url !== undefined && PLAIN_TARGET.test(url)) {
      const query = url.indexOf("?");
      // The origin is read only when the key holds it (no PUBLIC_URL). Plain values, not getters:
      // an object literal with accessors costs a runtime call per request (decision 0020 has the figure).
      const origin = options.publicUrl ? NO_ORIGIN : { protocol: protocolOf(req, options.trust), host: hostOf(req, options.trust) };
      const key = pageKey(
        { method, url, path: query === -1 ? url : url.slice(0, query), protocol: origin.protocol, host: origin.host, headers: req.headers },
        options.publicUrl,
      );
      const hit = key === null ? undefined : cache.get(key);
      if (hit) return writeEntry(req, res, hit, "HIT");
    }
    app(req, res);
  };
}
