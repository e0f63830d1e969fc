import { useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from "react";

import { useFocusFirstInvalid } from "~/components/ui/form-field";

import type { ApiError } from "./api";
import type { DraftStore } from "./drafts";
import {
  draftAfter,
  fieldErrorsOf,
  sameValues,
  shownValues,
  withoutError,
  type ActionOptions,
  type ActionRunner,
  type FieldErrors,
} from "./panel-form";

export type PanelFormOptions<V, R> = {
  /** What the server holds now, as the form shows it. */
  saved: V;
  /**
   * Where the unsaved values live: a panel's drafts store (kept across a reload and a new sign-in)
   * or, without it, this component's state. A form keeps its draft in a store for its whole life
   * or never.
   */
  draft?: { store: DraftStore; key: string; isValid: (value: unknown) => value is V };
  /** When two values count as the same (default: structural equality). */
  same?: (a: V, b: V) => boolean;
  /** The panel's way of running a change: `useAdminAction()` in /admin. */
  run: ActionRunner;
  /** Sends the values: one API call, whose answer goes to `success` and `onSaved`. */
  submit: (values: V) => Promise<R>;
  success?: ActionOptions<R>["success"];
  error: ActionOptions<R>["error"];
  /** Submitting does nothing while the values are the saved ones (the submit button shows the same). */
  onlyWhenEdited?: boolean;
  /** A check made before sending: the errors it returns are shown as the server's would be, and nothing is sent. */
  validate?: (values: V) => FieldErrors | undefined;
  /** The field errors of a refused save (default: those the API names). */
  refused?: (error: ApiError) => FieldErrors;
  /** After a save, the draft and the errors gone. */
  onSaved?: (value: R) => void;
  /** After a refusal, with the errors about to show (e.g. to open the tab that holds the first). */
  onRefused?: (errors: FieldErrors) => void;
};

export type PanelForm<V> = {
  /** The draft, else the saved values. */
  values: V;
  /** Replaces the values; a draft equal to the saved values is dropped. The errors stay. */
  setValues: (next: V) => void;
  /** Changes one field and takes its error away. */
  setField: <K extends keyof V>(name: K & string, value: V[K]) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  clearError: (name: string) => void;
  /** A save is on its way. */
  busy: boolean;
  /** The values differ from the saved ones ("Modifiche non salvate"). */
  edited: boolean;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** On the form element, it lets a refused save move the focus to the first invalid field; a form without it keeps the focus where it is. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Drops the draft and the errors: "Annulla", "Annulla modifiche". */
  reset: () => void;
};

/**
 * One panel form: its values (a draft over the saved ones), the field errors of the API's 400,
 * the busy state, the save through the panel's runner (toasts, data read again, expired
 * session), the focus on the first field to correct, and whether it holds unsaved edits.
 * docs/decisions/0021-one-way-to-write-a-panel-form.md.
 */
export function usePanelForm<V, R>(options: PanelFormOptions<V, R>): PanelForm<V> {
  const {
    saved,
    draft,
    same = sameValues,
    run,
    submit,
    success,
    error,
    onlyWhenEdited,
    validate,
    refused = fieldErrorsOf,
    onSaved,
    onRefused,
  } = options;
  const local = useState<V | undefined>(undefined);
  // `draft` is given for the form's whole life or never: the hooks inside useDraft run on every render or on none.
  const [kept, keep] = draft ? draft.store.useDraft(draft.key, draft.isValid) : local;
  // The last edit that came back to the saved values, shown as typed but kept nowhere.
  const [typed, setTyped] = useState<V | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the messages are on screen: the first field to correct.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const values = shownValues(kept, typed, saved, same);
  const edited = !same(values, saved);

  const setValues = (next: V) => {
    const after = draftAfter(next, saved, same);
    keep(after);
    setTyped(after === undefined ? next : undefined);
  };
  const drop = () => {
    keep(undefined);
    setTyped(undefined);
    setErrors({});
  };
  const clearError = (name: string) => setErrors((current) => withoutError(current, name));

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    onRefused?.(found);
    focusFirstInvalid();
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || (onlyWhenEdited && !edited)) return;
    const invalid = validate?.(values);
    if (invalid && Object.keys(invalid).length > 0) return refuse(invalid);
    setBusy(true);
    const result = await run(() => submit(values), { success, error });
    setBusy(false);
    if (result.ok) {
      drop();
      onSaved?.(result.value);
    } else if (result.error.status !== 401) {
      // An expired session leaves the form as it was: the draft waits for the new sign-in.
      refuse(refused(result.error));
    }
  };

  return {
    values,
    setValues,
    setField: (name, value) => {
      setValues({ ...values, [name]: value });
      clearError(name);
    },
    errors,
    setErrors,
    clearError,
    busy,
    edited,
    onSubmit,
    formRef,
    reset: drop,
  };
}
