import type { z } from "zod";

import { t } from "~/i18n/dictionaries.server";
import type { Language } from "~/i18n/languages";

import { HttpError } from "./http-error";
import { fieldIssues, type FieldErrors, type FieldIssues } from "./validation";

export function translateIssues(issues: FieldIssues, lang: Language): FieldErrors {
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, t(lang, issue.key, issue.vars)]));
}

/** One translated message per field, as both the API's 400 and the forms show them. */
export function fieldErrors(error: z.ZodError, lang: Language): FieldErrors {
  return translateIssues(fieldIssues(error), lang);
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

/**
 * The one set of input rules, for API bodies and page forms alike: validates with a feature's
 * Zod schema or throws a 400 naming each bad field. A NUL character (no keyboard types one) is
 * its field's error before the schema runs; a body nested too deep is refused whole.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = nulField(value);
  if (bad === TOO_DEEP) throw new HttpError(400, "validation_error", "errors.validation");
  if (bad !== undefined) throw new HttpError(400, "validation_error", "errors.validation", { [bad]: { key: "errors.invalidText" } });
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, "validation_error", "errors.validation", fieldIssues(result.error));
  return result.data;
}
