import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";

import { sessionFromCookies, type Session, type SessionKind } from "~/features/auth/auth.server";
import { secondFactorSetupRequired } from "~/features/auth/factors.server";
import { RETRY_AFTER_SECONDS } from "~/features/auth/sign-in.server";
import { languageFromAcceptLanguage } from "~/i18n/accept-language.server";
import { t } from "~/i18n/dictionaries.server";
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/t";
import { readCookie } from "~/lib/cookies.server";
import { HttpError } from "~/lib/http-error";
import { roleAllows, type Role } from "~/lib/roles";
import { parseInput, translateIssues } from "~/lib/validation.server";

/** The language of API messages: ?lang=, then the visitor's choice (cookie), then the browser's. */
export function requestLanguage(req: Request): Language {
  const query = req.query.lang;
  if (isLanguage(query)) return query;
  const cookie = readCookie(req.headers.cookie, LANGUAGE_STORAGE_KEY);
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(req.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}

/** Validates with a feature's Zod schema or throws a 400 naming each bad field (the rules: parseInput). */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return parseInput(schema, value);
}

export function idParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new HttpError(404, "not_found", "errors.notFound");
  return Number(text);
}

export function sendError(res: Response, req: Request, error: HttpError): void {
  const lang = requestLanguage(req);
  const body: { error: { code: string; message: string; fields?: Record<string, string> } & Record<string, unknown> } = {
    error: { ...error.details, code: error.code, message: t(lang, error.messageKey, error.vars) },
  };
  if (error.fields) body.error.fields = translateIssues(error.fields, lang);
  // A login limit: the client may try again once the window has passed.
  if (error.code === "too_many_attempts") res.set("Retry-After", String(RETRY_AFTER_SECONDS));
  res.status(error.status).json(body);
}

declare module "express-serve-static-core" {
  interface Request {
    session?: Session;
  }
}

/** What a browser loads as a page (a tab, a popup, a frame), by the Sec-Fetch headers it alone writes. */
const DOCUMENT_DESTINATIONS = new Set(["document", "iframe", "frame", "embed", "object"]);

/** Whether the browser loads the answer as a page (a tab, a popup, a frame), which a script could then read. */
export function loadedAsPage(req: Request): boolean {
  const dest = req.headers["sec-fetch-dest"];
  return req.headers["sec-fetch-mode"] === "navigate" || (typeof dest === "string" && DOCUMENT_DESTINATIONS.has(dest));
}

/**
 * Refuses the request with 401 unless it carries a live session of this kind. The owner's API is
 * read by the panel's fetch calls only: opened as a page (a popup or a form a script on a public
 * page aims at it), it answers 403, so no same-origin window ever holds her data. Below `role`,
 * 403 `forbidden`; while the owner requires a second factor that the account has not set up,
 * 403 `second_factor_required`, but for what an account does to itself (`selfService`).
 */
export function requireSession(kind: SessionKind, options: { download?: boolean; role?: Role; selfService?: boolean } = {}) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const asPage = loadedAsPage(req);
    // A file sent as an attachment is saved, never shown in a window: the panel's own link to it
    // (same origin) may open it as a navigation, which is how a browser downloads.
    const ownDownload = options.download && req.headers["sec-fetch-site"] === "same-origin";
    if (asPage && !ownDownload) {
      throw new HttpError(403, "forbidden", "errors.forbidden");
    }
    const session = await sessionFromCookies(kind, req.headers.cookie);
    if (!session) throw new HttpError(401, "unauthorized", "errors.unauthorized");
    if (options.role && !(session.role && roleAllows(session.role, options.role))) {
      throw new HttpError(403, "forbidden", "errors.forbidden");
    }
    if (options.role && !options.selfService && (await secondFactorSetupRequired(session))) {
      throw new HttpError(403, "second_factor_required", "auth.errors.secondFactorRequired");
    }
    req.session = session;
    next();
  };
}

/** A panel account's session, of any role: what an account does to itself (its password, its factors). */
export const requireAdmin = requireSession("admin", { role: "housekeeping", selfService: true });

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
