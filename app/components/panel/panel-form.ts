import type { ToastInput } from "~/components/ui/toast";

import type { ApiError } from "./api";

/**
 * The pure half of usePanelForm (use-panel-form.ts): what a panel form's values, draft and
 * field errors become after each step, kept apart from React so that it can be tested as is.
 */

/** The messages under the form's fields, by the name the API gives them ("name", "feeds.0.url"). */
export type FieldErrors = Record<string, string>;

/** What one change of a panel came to: the server's answer, or the failure as an ApiError. */
export type ActionResult<R> = { ok: true; value: R } | { ok: false; error: ApiError };

export type ActionOptions<R> = {
  /** The confirmation toast; its title is the spec's success text. */
  success?: ToastInput | ((value: R) => ToastInput);
  /** The spec's error text for this change, shown in the panel's error toast. */
  error: string;
};

/**
 * How a panel runs one change and reports it (toasts, reading its data again, an expired
 * session): the owner's panel passes `useAdminAction()`, the super-admin panel one of its own.
 * The form never imports a panel's runner, so both panels can share it.
 */
export type ActionRunner = <R>(action: () => Promise<R>, options: ActionOptions<R>) => Promise<ActionResult<R>>;

/** Structural equality of what forms hold (text, numbers, booleans, lists, plain objects); the order of an object's keys does not count. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValues(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && sameValues(left[key], right[key]))
  );
}

/** The draft to keep after an edit: none once the values are back to the saved ones. */
export function draftAfter<V>(next: V, saved: V, same: (a: V, b: V) => boolean): V | undefined {
  return same(next, saved) ? undefined : next;
}

/** The errors without the one of a field just edited; the same object when it had none, so nothing re-renders. */
export function withoutError(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _, ...rest } = errors;
  return rest;
}

/** Whether any field has a message to show. */
export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

/** The field errors of a refused save: those the API names (a 400), none for any other failure, whose words are in the toast. */
export const fieldErrorsOf = (error: ApiError): FieldErrors => error.fields;
