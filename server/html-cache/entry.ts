import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

import type { Encoding } from "../accept-encoding";

type Variant = {
  body: Buffer;
  etag: string;
  /** The whole header block of a 200/503 answer in this encoding, as writeHead takes it, per X-Cache value. */
  head: Record<"HIT" | "MISS", string[]>;
};

/** A stored page: the rendered HTML in each encoding, each with its own ETag. */
export type Entry = {
  status: number;
  /** The rendering response's own headers, among them its Content-Security-Policy with the nonce in the body. */
  headers: [string, string][];
  variants: Record<Encoding, Variant>;
  /** All three forms together: what the entry costs the cache. */
  bytes: number;
};

/** What the page handler wrote. */
export type Rendered = { status: number; headers: Record<string, unknown>; body: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Headers that describe one transfer, not the page: the cache sets its own. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "x-cache",
]);

/** Whether a rendered answer may be served to every visitor who asks for the same key. */
export function cacheable({ status, headers }: Rendered): boolean {
  if (headers["set-cookie"] !== undefined) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  if (status === 503) return headers["retry-after"] !== undefined; // the maintenance screen
  if (status !== 200) return false;
  return !/\b(no-store|private)\b/.test(String(headers["cache-control"] ?? ""));
}

/** Compresses a rendered page once, into the entry every later request is answered from. */
export async function toEntry({ status, headers, body }: Rendered): Promise<Entry> {
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
  const variant = (body: Buffer, etag: string, encoding: Encoding): Variant => {
    const head = (state: "HIT" | "MISS") => [
      ...kept.flat(),
      "Vary",
      "Accept-Encoding, Cookie",
      "X-Cache",
      state,
      ...(status === 200 ? ["ETag", etag] : []),
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(body.length),
    ];
    return { body, etag, head: { HIT: head("HIT"), MISS: head("MISS") } };
  };
  return {
    status,
    headers: kept,
    variants: {
      identity: variant(body, `"${hash}"`, "identity"),
      br: variant(br, `"${hash}-br"`, "br"),
      gzip: variant(gz, `"${hash}-gz"`, "gzip"),
    },
    bytes: body.length + br.length + gz.length,
  };
}
