import http from "node:http";
import zlib from "node:zlib";
import { expect } from "vitest";

/** An answer as it came over the wire: status, headers, body left as sent (fetch would decompress it). */
export type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function collect(resolve: (raw: Raw) => void) {
  return (res: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
  };
}

/** Any method, exactly this request target and these headers, body left as sent. */
export function rawRequest(base: string, path: string, method: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: new URL(base).hostname, port: new URL(base).port, path, method, headers }, collect(resolve))
      .on("error", reject)
      .end();
  });
}

/** A GET with exactly these headers, body left as sent. */
export function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.get(new URL(path, base), { headers }, collect(resolve)).on("error", reject);
  });
}

/** The body as text, decompressed as its Content-Encoding says (none: exactly as sent). */
export function decoded(res: Raw): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(res.body).toString("utf8");
  expect(encoding).toBeUndefined();
  return res.body.toString("utf8");
}
