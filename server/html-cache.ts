import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { pageLanguage } from "~/i18n/language.server";
import { matchScreen } from "~/i18n/paths";
import { todayInItaly } from "~/lib/dates";
import { LANGUAGES } from "~/lib/constants";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set when the page cache answers ("HIT") or renders for itself ("FILL"): nothing else may compress. */
    htmlCache?: "HIT" | "FILL";
  }
}

/** Public pages also show the visit counter, which guests' visits change without dropping the cache. */
export const HTML_CACHE_TTL_MS = 30_000;
export const HTML_CACHE_MAX_BYTES = 32 * 1024 * 1024;

type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; etag: string };
type Entry = {
  status: number;
  /** The rendering response's own headers, among them its Content-Security-Policy with the nonce in the body. */
  headers: [string, string][];
  variants: Record<Encoding, Variant>;
  bytes: number;
  expires: number;
};
type Rendered = { status: number; headers: Record<string, unknown>; body: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Headers that describe one transfer, not the page: the cache sets its own. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "vary", "date", "connection", "keep-alive", "x-cache"]);

/**
 * Rendered public pages, compressed once, kept per process (least recently used first out,
 * bounded in bytes). clear() also discards renders that started before it, so a page read
 * from the database before a write can never be stored after that write dropped the cache.
 */
export class HtmlCache {
  private entries = new Map<string, Entry>();
  private flights = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  private generation = 0;
  /** The content version last seen; undefined until the first read. */
  private version: string | null | undefined = undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly maxBytes = HTML_CACHE_MAX_BYTES,
    private readonly ttlMs = HTML_CACHE_TTL_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.flights.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Renders once for all concurrent requests of a key; null when the answer is not to be cached. */
  fill(key: string, render: () => Promise<Rendered | null>): { promise: Promise<Entry | null>; joined: boolean } {
    const pending = this.flights.get(key);
    if (pending) return { promise: pending, joined: true };
    const generation = this.generation;
    const promise = render()
      .then(async (rendered) => (rendered ? await this.compress(rendered) : null))
      .then((entry) => {
        if (entry && generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.flights.get(key) === promise) this.flights.delete(key);
      });
    this.flights.set(key, promise);
    return { promise, joined: false };
  }

  /**
   * Drops everything when another process changed the content: `read` returns the shared
   * content version, checked every `intervalMs`. Returns the function that stops watching.
   */
  watch(read: () => Promise<string | null>, intervalMs: number): () => void {
    let busy = false;
    let stopped = false;
    const check = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const version = await read();
        if (!stopped) this.observe(version);
      } catch (error) {
        console.error("Reading the content version failed:", error);
      } finally {
        busy = false;
      }
    };
    void check();
    this.timer = setInterval(check, intervalMs);
    this.timer.unref();
    return () => {
      stopped = true;
      clearInterval(this.timer);
    };
  }

  /** A content version seen in the database: a new one means the pages here are out of date. */
  observe(version: string | null): void {
    if (version === this.version) return;
    if (this.version !== undefined) this.clear();
    this.version = version;
  }

  private store(key: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= evicted.bytes;
    }
  }

  private async compress({ status, headers, body }: Rendered): Promise<Entry> {
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 6 }),
    ]);
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const kept: [string, string][] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (TRANSFER_HEADERS.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) kept.push([name, String(one)]);
    }
    // Browsers keep the page but ask each time; the ETag makes asking cheap.
    if (status === 200 && headers["cache-control"] === undefined) kept.push(["cache-control", "no-cache"]);
    return {
      status,
      headers: kept,
      variants: {
        identity: { body, etag: `"${hash}"` },
        br: { body: br, etag: `"${hash}-br"` },
        gzip: { body: gz, etag: `"${hash}-gz"` },
      },
      bytes: body.length + br.length + gz.length,
      expires: Date.now() + this.ttlMs,
    };
  }
}

/** The best encoding the client accepts (q=0 refuses one). */
function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let br = false;
  let gz = false;
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "*") gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

function send(req: Request, res: Response, entry: Entry, state: "HIT" | "MISS"): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const variant = entry.variants[encoding];
  res.locals.htmlCache = "HIT";
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("X-Cache", state);
  if (entry.status === 200) {
    res.setHeader("ETag", variant.etag);
    if (matches(req.headers["if-none-match"], variant.etag)) {
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
 * Runs the page handler with its output kept back, so the finished page can be stored.
 * Resolves with what it wrote; rejects when the client went away first.
 */
function capture(req: Request, res: Response, handler: RequestHandler, next: NextFunction): Promise<Rendered & { replay: () => void }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { write, end } = res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array));
    };
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      const done = [encoding, callback].find((f) => typeof f === "function") as (() => void) | undefined;
      done?.();
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      restore();
      const done = [chunk, encoding, callback].find((f) => typeof f === "function") as (() => void) | undefined;
      done?.();
      const body = Buffer.concat(chunks);
      resolve({
        status: res.statusCode,
        headers: res.getHeaders(),
        body,
        // Not stored: the answer goes out as it would have without the cache.
        replay: () => {
          res.locals.htmlCache = undefined;
          res.end(body);
        },
      });
      return res;
    }) as Response["end"];
    res.once("close", () => {
      restore();
      reject(new Error("client closed the connection before the page was rendered"));
    });
    Promise.resolve(handler(req, res, next)).catch(next);
  });
}

/** Whether a rendered answer may be served to every visitor who asks for the same key. */
function cacheable(rendered: Rendered): boolean {
  const { status, headers } = rendered;
  if (headers["set-cookie"] !== undefined) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (status === 503) return headers["retry-after"] !== undefined; // the maintenance screen
  if (status !== 200) return false;
  return !/\b(no-store|private)\b/.test(String(headers["cache-control"] ?? ""));
}

let today = { at: 0, value: "" };
/** The B&B's date, which the quote form's earliest day and the privacy page's date show. */
function italianDate(): string {
  const now = Date.now();
  if (now - today.at > 1000) today = { at: now, value: todayInItaly(new Date(now)) };
  return today.value;
}

/**
 * The cache key of a public page request, or null when the request must reach React Router:
 * another method, a query string, a file (favicon, client-navigation .data, sitemap.xml),
 * the API or the admin panels. Pages are the same for every visitor of a language, so the key
 * is the origin (when the page's links use the request's), the path, the language and the B&B's date.
 */
function pageKey(req: Request, publicUrl: string | undefined): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  // The only query kept is ?lang=xx alone: the hreflang links of / and /privacy use it.
  const query = req.url.includes("?") ? req.url.slice(req.url.indexOf("?") + 1) : "";
  const langParam = /^lang=[a-z]{2}$/.test(query) ? query.slice(5) : null;
  if (query && !(langParam && (LANGUAGES as readonly string[]).includes(langParam))) return null;
  const path = req.path;
  if (path.includes(".") || path.startsWith("/api/")) return null;
  try {
    if (!isCanonicalPublicPath(path)) return null;
    const lang = pageLanguage(path, langParam, req.headers.cookie ?? null);
    return `${publicUrl ? "" : `${req.protocol}://${req.host}`}${path}${query ? `?${query}` : ""} ${lang} ${italianDate()}`;
  } catch {
    return null; // e.g. a malformed %-escape: React Router answers it
  }
}

/**
 * Only a public screen's path written as the site writes it is kept. React Router matches after
 * decoding %-escapes and ignoring case, so /ADMIN and /%61dmin reach the panel: any path that
 * decoding or lowercasing would change goes to React Router every time, whatever it shows.
 */
function isCanonicalPublicPath(path: string): boolean {
  const decoded = path
    .split("/")
    .map((segment) => decodeURIComponent(segment))
    .join("/");
  if (decoded.toLowerCase() !== path) return false;
  const screen = matchScreen(path)?.screen;
  return screen !== undefined && screen !== "admin" && screen !== "superAdmin";
}

declare module "express-serve-static-core" {
  interface Locals {
    htmlCacheKey?: string;
  }
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
    let replay: (() => void) | undefined;
    const { promise, joined } = cache.fill(key, async () => {
      res.locals.htmlCache = "FILL";
      const rendered = await capture(req, res, handler, next);
      if (cacheable(rendered)) return rendered;
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
