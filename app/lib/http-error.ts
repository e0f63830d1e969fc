import type { MessageKey, Vars } from "~/i18n/t";

import type { FieldIssues } from "./validation";

/**
 * An error meant for the client: a status, a stable code, an i18n message key and,
 * for bad input, one problem per field. Anything else thrown is a 500 with no details.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly fields?: FieldIssues,
    readonly vars?: Vars,
    /** Extra data for the client (e.g. the stays a confirmation would overlap). */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const notFound = () => new HttpError(404, "not_found", "errors.notFound");

export const invalidField = (field: string, key: MessageKey, vars?: Vars) =>
  new HttpError(400, "validation_error", "errors.validation", { [field]: { key, vars } });
