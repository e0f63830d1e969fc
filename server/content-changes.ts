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
