import type { ToastInput } from "~/components/ui/toast-store";

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
  /** The confirmation toast; its title is the spec's success text (none for an answer that is not the end, such as a sign-in's first step). */
  success?: ToastInput | ((value: R) => ToastInput | undefined);
  /**
   * The spec's error text for this change, shown in the panel's error toast; or, for a change
   * whose refusals have words of their own (a field the server refuses), the text for each.
   */
  error: string | ((error: ApiError) => string);
};

/** The confirmation toast of a change that succeeded, if it has one. */
export const successToast = <R>(options: ActionOptions<R>, value: R): ToastInput | undefined =>
  typeof options.success === "function" ? options.success(value) : options.success;

/** The error text of a change that failed. */
export const errorText = <R>(options: ActionOptions<R>, error: ApiError): string =>
  typeof options.error === "function" ? options.error(error) : options.error;

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

/**
 * What the form shows: the draft; else, when the last edit came back to the saved values, that
 * edit as it was typed (a form whose sameness is loose, such as blank text for a saved null,
 * must not take away the space just typed); else the saved values.
 */
export function shownValues<V>(draft: V | undefined, typed: V | undefined, saved: V, same: (a: V, b: V) => boolean): V {
  if (draft !== undefined) return draft;
  return typed !== undefined && same(typed, saved) ? typed : saved;
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
