import type { NextFunction, Request, RequestHandler, Response } from "express";

import type { Rendered } from "./entry";

/**
 * Runs the page handler with its output kept back, so the finished page can be stored.
 * Resolves with what it wrote; rejects when the client went away first.
 */
export function capture(
  req: Request,
  res: Response,
  handler: RequestHandler,
  next: NextFunction,
): Promise<Rendered & { replay: () => void }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { write, end } = res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : Buffer.from(chunk as Uint8Array),
      );
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
