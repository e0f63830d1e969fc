import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from "react";
import { focusFirstInvalid } from "./form-field";

/** What a form's route action answers: the shape both public forms share. */
export type FormOutcome =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "failed" };

/**
 * Acts once on each answer of a form enhanced with a fetcher: a success resets the form,
 * field errors move focus to the first invalid field, a failure is reported. Each answer is
 * a new object, so the same answer never acts twice.
 */
export function useFormOutcome(
  form: RefObject<HTMLFormElement | null>,
  outcome: FormOutcome | undefined,
  on: { sent: () => void; failed: () => void },
): void {
  const act = useEffectEvent((answer: FormOutcome) => {
    if (answer.status === "sent") {
      form.current?.reset();
      on.sent();
    } else if (answer.status === "invalid") {
      focusFirstInvalid(form.current);
    } else {
      on.failed();
    }
  });
  useEffect(() => {
    if (outcome) act(outcome);
  }, [outcome]);
}

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
