import type { RequestHandler } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by a write that succeeded without changing anything a public page shows. */
    contentUnchanged?: boolean;
  }
}

/**
 * The API's writes that never change a public page: guests' requests (a quote, a review
 * awaiting approval, a visit, which the cache's lifetime covers) and signing in or out.
 * Every other successful write counts as a content change, so a new admin endpoint cannot forget.
 */
export const GUEST_WRITES = new Set([
  "POST /quotes",
  "POST /reviews",
  "POST /visits",
  "POST /auth/login",
  "POST /auth/logout",
  "POST /super-admin/login",
  "POST /super-admin/logout",
]);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Calls `changed` after each successful content write of the API router it is mounted on,
 * before the answer goes out: the writer's next page view is fresh. Answers sent with
 * res.json wait for it; any other successful answer still triggers it when it finishes.
 */
export function onContentWrites(changed: () => Promise<void>): RequestHandler {
  return (req, res, next) => {
    const route = `${req.method} ${req.path.toLowerCase().replace(/\/+$/, "")}`;
    if (SAFE_METHODS.has(req.method) || GUEST_WRITES.has(route)) return next();
    let done = false;
    const due = () => !done && res.statusCode >= 200 && res.statusCode < 300 && !res.locals.contentUnchanged;
    const run = () => {
      done = true;
      return changed().catch((error: unknown) => console.error(`Recording the content change of ${route} failed:`, error));
    };
    const json = res.json;
    res.json = function (body) {
      if (!due()) return json.call(this, body);
      void run().then(() => json.call(this, body));
      return this;
    };
    res.on("finish", () => {
      if (due()) void run();
    });
    next();
  };
}

/**
 * The content version of the database (bumped by every content write of every process), as
 * this process last saw it. `changed` runs when it moves: then this process's page cache
 * and remembered content are out of date.
 */
export class ContentWatch {
  /** undefined until the first read. */
  private version: string | null | undefined = undefined;

  constructor(private readonly changed: () => void) {}

  /** A version seen in the database (polled, or returned by this process's own bump). */
  observe(version: string | null): void {
    if (version === this.version) return;
    if (this.version !== undefined) this.changed();
    this.version = version;
  }

  /** Reads the version every `intervalMs`; returns the function that stops. */
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
    const timer = setInterval(check, intervalMs);
    timer.unref();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }
}
