import { z } from "zod";

import type { MessageKey, Vars } from "~/i18n/t";

import { isCalendarDay } from "./dates";

/** A problem with one field: an i18n key and the values its message needs. */
export type FieldIssue = { key: MessageKey; vars?: Vars };
export type FieldIssues = Record<string, FieldIssue>;
export type FieldErrors = Record<string, string>;

/** The first problem of each field of a Zod error whose messages are i18n keys. */
export function fieldIssues(error: z.ZodError): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (field in out) continue;
    const vars: Vars = {};
    if ("maximum" in issue && issue.maximum !== undefined) vars.max = Number(issue.maximum);
    if ("minimum" in issue && issue.minimum !== undefined) vars.min = Number(issue.minimum);
    const params = (issue as { params?: Record<string, unknown> }).params;
    if (params) for (const [k, v] of Object.entries(params)) if (typeof v === "string" || typeof v === "number") vars[k] = v;
    // A boundary: Zod carries the key as the issue's message, a plain string (the schemas set it).
    out[field] = { key: issue.message as MessageKey, vars };
  }
  return out;
}

/** A calendar date (YYYY-MM-DD) that exists, as forms and JSON send it; `error` is the field's message key. */
export const calendarDay = (error: string = "errors.invalidDate") => z.string({ error }).trim().refine(isCalendarDay, { error });

/** Form posts send numbers as text; JSON sends numbers. Accept both, nothing else. */
export function numericText(value: unknown): unknown {
  return typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

/** Empty or whitespace-only optional text counts as absent (null). */
export function emptyToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return typeof value === "string" && value.trim() === "" ? null : value;
}
