import fs from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";

import { contentChanged } from "~/db/content-memo.server";
import { bumpContentVersion } from "~/db/content-version.server";
import type { Env } from "~/env.server";
import { HttpError } from "~/lib/http-error";

import { auditRouter } from "./api/audit";
import { authRouter } from "./api/auth";
import { availabilityRouter } from "./api/availability";
import { backupsRouter } from "./api/backups";
import { breakfastImagesRouter } from "./api/breakfast-images";
import { businessRouter } from "./api/business";
import { guestsRouter } from "./api/guests";
import { initRouter } from "./api/init";
import { openApiRouter } from "./api/openapi";
import { outboxRouter } from "./api/outbox";
import { passkeysRouter } from "./api/passkeys";
import { policeRouter } from "./api/police";
import { policePortalRouter } from "./api/police-portal";
import { policeReceiptsRouter } from "./api/police-receipts";
import { pricingRouter } from "./api/pricing";
import { quotesRouter } from "./api/quotes";
import { reportsRouter } from "./api/reports";
import { reviewsRouter } from "./api/reviews";
import { roomsRouter } from "./api/rooms";
import { settingsRouter } from "./api/settings";
import { staysRouter } from "./api/stays";
import { usersRouter } from "./api/users";
import { visitsRouter } from "./api/visits";
import { responseCompression } from "./compression";
import { onContentWrites, type ContentWatch } from "./content-changes";
import { boundedFormBodies } from "./form-bodies";
import { withCacheHits } from "./html-cache/hits";
import { cachedPages } from "./html-cache/middleware";
import type { HtmlCache } from "./html-cache/store";
import { sendError } from "./http";
import { languageChoice } from "./language-choice";
import { precompressedAssets } from "./precompressed";
import { fileHeaders, sameOriginOnly, securityHeaders } from "./security";

export type AppOptions = {
  env: Env;
  /** React Router's request handler and the built browser assets; absent in API-only tests. */
  pages?: { handler: RequestHandler; clientDir: string };
  /** Rendered public pages kept for reuse (absent: every page is rendered, HTML_CACHE=off). */
  htmlCache?: HtmlCache;
  /** The content version this process has seen (main.ts polls it), told of this process's own writes. */
  contentWatch?: ContentWatch;
};

const YEAR = 365 * 24 * 3600;

/** Builds the whole HTTP application; it does not listen (tests and main.ts do). */
export function createApp({ env, pages, htmlCache, contentWatch }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.trustProxy);
  app.set("etag", "strong");

  app.use(languageChoice);
  const cached = htmlCache && pages ? cachedPages(htmlCache, { publicUrl: env.publicUrl }) : undefined;
  if (cached) app.use(cached.serve);
  app.use(securityHeaders(env.production));
  // Pages from the cache (or rendered for it) carry their own compression. With PERF_PATHS=on a
  // body sent whole (API answers, rendered pages) is compressed at once; a stream (static files) as it goes.
  app.use(responseCompression((_req, res) => !res.locals.htmlCache, { whole: env.perfPaths }));
  app.use(sameOriginOnly);
  app.use(boundedFormBodies);

  app.use(
    "/uploads",
    express.static(env.uploadsDir, {
      immutable: true,
      maxAge: YEAR * 1000,
      index: false,
      dotfiles: "deny",
      fallthrough: true,
      setHeaders: fileHeaders,
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: "100kb" }));
  // Every process learns of a content change through the shared version; this one at once.
  api.use(
    onContentWrites(async () => {
      htmlCache?.clear();
      contentChanged();
      // Bumped whatever this process keeps: the other processes learn of the change from it.
      const version = await bumpContentVersion();
      contentWatch?.observe(version);
    }),
  );
  api.use(
    openApiRouter(),
    authRouter(env),
    passkeysRouter(env),
    initRouter(env),
    availabilityRouter(env),
    roomsRouter(),
    pricingRouter(),
    quotesRouter(),
    staysRouter(),
    guestsRouter(),
    reportsRouter(),
    policeRouter(),
    // Before settingsRouter: /settings/police-portal is not one of the site settings.
    policePortalRouter(),
    policeReceiptsRouter(),
    outboxRouter(),
    reviewsRouter(),
    visitsRouter(),
    settingsRouter(env),
    breakfastImagesRouter(),
    businessRouter(),
    backupsRouter(env),
    usersRouter(),
    auditRouter(),
  );
  api.use((_req, _res, next) => next(new HttpError(404, "not_found", "errors.notFound")));
  app.use(
    "/api",
    (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    },
    api,
  );

  if (pages) {
    app.use("/assets", precompressedAssets(path.join(pages.clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(pages.clientDir, "assets"), { immutable: true, maxAge: YEAR * 1000, index: false, setHeaders: fileHeaders }),
    );
    app.use(publicFiles(pages.clientDir));
    app.all("/{*path}", cached ? cached.fill(pages.handler) : pages.handler);
  } else {
    app.use((_req, _res, next) => next(new HttpError(404, "not_found", "errors.notFound")));
  }

  app.use(errorHandler);
  return app;
}

/**
 * The build's public files (favicon.svg, images/…). Only a path under one of its top-level names
 * is looked up on disk: every page would otherwise cost a file-system call and a "not found"
 * error object before reaching React Router (docs/decisions/0020-fast-paths-behind-one-switch.md).
 */
function publicFiles(clientDir: string): RequestHandler {
  const names = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
  const serve = express.static(clientDir, { maxAge: 3600 * 1000, index: false, setHeaders: fileHeaders });
  return (req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // Not percent-encoded text: compared as it is.
    }
    return names.has(name) ? serve(req, res, next) : next();
  };
}

/**
 * What the HTTP server runs: the app, with page-cache hits answered in front of it by plain
 * node:http (the same answers as the app's own cache middleware, without Express's cost) unless
 * PERF_PATHS=off, where the app's cache middleware answers them.
 */
export function createHandler(options: AppOptions): RequestListener {
  const app = createApp(options);
  if (!options.env.perfPaths || !options.htmlCache || !options.pages) return app;
  return withCacheHits(app, options.htmlCache, { publicUrl: options.env.publicUrl, trust: app.get("trust proxy fn") });
}

/** Every error becomes a JSON answer with no stack trace or SQL in it. */
const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) return sendError(res, req, error);
  const status = typeof error?.status === "number" ? error.status : 500;
  if (error?.type === "entity.parse.failed") return sendError(res, req, new HttpError(400, "invalid_json", "errors.invalidJson"));
  if (error?.type === "entity.too.large") return sendError(res, req, new HttpError(413, "payload_too_large", "errors.payloadTooLarge"));
  if (status >= 400 && status < 500) return sendError(res, req, new HttpError(status, "bad_request", "errors.generic"));
  console.error(`${req.method} ${req.originalUrl} failed:`, error);
  sendError(res, req, new HttpError(500, "internal_error", "errors.generic"));
};
