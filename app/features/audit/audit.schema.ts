import { z } from "zod";

import { calendarDay } from "~/lib/validation";

import { AUDIT_ACTIONS } from "./audit-actions";

/** Where a page of the audit trail ended: the last row's time to the microsecond (UTC) and its id. */
export type AuditCursor = { at: string; id: number };

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const base64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** The opaque `cursor` of the next page: callers hand it back as they got it. */
export const encodeAuditCursor = (cursor: AuditCursor): string => base64url(`${cursor.at}|${cursor.id}`);

/** The cursor a caller handed back, or undefined when it is not one this server wrote. */
export function decodeAuditCursor(text: string): AuditCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(text)) return undefined;
  let plain: string;
  try {
    plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return undefined;
  }
  const [at, id, ...rest] = plain.split("|");
  if (rest.length || !at || !CURSOR_AT.test(at) || Number.isNaN(Date.parse(at)) || !id || !/^[1-9]\d{0,14}$/.test(id)) return undefined;
  return { at, id: Number(id) };
}

/** A filter left empty in the panel's form (`?actor=`) is no filter. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/**
 * GET /api/audit's filters, all optional: the days from and to (both included, Italy's time),
 * who (the username exactly as recorded), what (one of AUDIT_ACTIONS), and the page's cursor.
 */
export const auditQuerySchema = z
  .object({
    from: optional(calendarDay()),
    to: optional(calendarDay()),
    actor: optional(z.string({ error: "errors.invalidText" }).trim().max(200, { error: "errors.tooLong" })),
    action: optional(z.enum(AUDIT_ACTIONS, { error: "errors.auditAction" })),
    cursor: optional(
      z
        .string({ error: "errors.auditCursor" })
        .transform((text, ctx) => decodeAuditCursor(text) ?? (ctx.addIssue({ code: "custom", message: "errors.auditCursor" }), z.NEVER)),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], error: "errors.reportRangeOrder" });

export type AuditFilter = z.output<typeof auditQuerySchema>;
