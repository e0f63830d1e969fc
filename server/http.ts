import type { NextFunction, Request, Response } from "express";
import type { z } from "zod";
import { t } from "~/i18n/dictionaries.server";
import { languageFromAcceptLanguage } from "~/i18n/accept-language.server";
import { isLanguage } from "~/i18n/t";
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from "~/lib/constants";
import { HttpError } from "~/lib/http-error";
import { fieldIssues } from "~/lib/validation";
import { translateIssues } from "~/lib/validation.server";
import { readSession, SESSION_COOKIE, type Session, type SessionKind } from "~/features/auth/auth.server";

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/** The language of API messages: ?lang=, then the visitor's choice (cookie), then the browser's. */
export function requestLanguage(req: Request): Language {
  const query = req.query.lang;
  if (isLanguage(query)) return query;
  const cookie = parseCookies(req.headers.cookie)[LANGUAGE_STORAGE_KEY];
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(req.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}

/** Deeper than any of our inputs (the deepest is two levels): such a body is refused, not walked. */
const MAX_DEPTH = 32;
const TOO_DEEP = Symbol("too deep");

/**
 * The first field (dotted path) whose text holds a NUL character, which PostgreSQL cannot
 * store; TOO_DEEP when the value nests beyond MAX_DEPTH. Walked with a stack of its own, so
 * a 10,000-level body cannot exhaust the call stack.
 */
function nulField(value: unknown): string | typeof TOO_DEEP | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path.join(".") || "_";
    } else if (current && typeof current === "object") {
      if (path.length >= MAX_DEPTH) return TOO_DEEP;
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return undefined;
}

/** Validates with a feature's Zod schema or throws a 400 naming each bad field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = nulField(value);
  if (bad === TOO_DEEP) throw new HttpError(400, "validation_error", "errors.validation");
  if (bad !== undefined) throw new HttpError(400, "validation_error", "errors.validation", { [bad]: { key: "errors.invalidText" } });
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, "validation_error", "errors.validation", fieldIssues(result.error));
  return result.data;
}

export function idParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) throw new HttpError(404, "not_found", "errors.notFound");
  return Number(text);
}

export function sendError(res: Response, req: Request, error: HttpError): void {
  const lang = requestLanguage(req);
  const body: { error: { code: string; message: string; fields?: Record<string, string> } } = {
    error: { code: error.code, message: t(lang, error.messageKey, error.vars) },
  };
  if (error.fields) body.error.fields = translateIssues(error.fields, lang);
  res.status(error.status).json(body);
}

declare module "express-serve-static-core" {
  interface Request {
    session?: Session;
  }
}

/** Refuses the request with 401 unless it carries a live session of this kind. */
export function requireSession(kind: SessionKind) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const session = await readSession(kind, parseCookies(req.headers.cookie)[SESSION_COOKIE[kind]]);
    if (!session) throw new HttpError(401, "unauthorized", "errors.unauthorized");
    req.session = session;
    next();
  };
}

export const requireAdmin = requireSession("admin");

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
