import type { z } from "zod";
import { t } from "~/i18n/dictionaries.server";
import type { Language } from "./constants";
import { fieldIssues, type FieldErrors, type FieldIssues } from "./validation";

export function translateIssues(issues: FieldIssues, lang: Language): FieldErrors {
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, t(lang, issue.key, issue.vars)]));
}

/** One translated message per field, as both the API's 400 and the forms show them. */
export function fieldErrors(error: z.ZodError, lang: Language): FieldErrors {
  return translateIssues(fieldIssues(error), lang);
}
