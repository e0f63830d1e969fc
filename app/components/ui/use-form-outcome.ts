import { useEffect, useEffectEvent, type RefObject } from "react";

import { focusFirstInvalid } from "~/components/ui/form-field";
import type { FormOutcome, Submission } from "~/lib/form-submission";

/**
 * A public form's side of its action's answer (decision 0005). `fetched` is the fetcher's
 * answer (with JavaScript), `posted` the action's answer to a plain post (without it).
 *
 * With JavaScript it acts once on each answer: a success resets the form, field errors move
 * focus to the first invalid field, a failure is reported (with the server's words when it
 * refused for the hourly limit). Each answer is a new object, so the
 * same answer never acts twice. It returns what the page shows: the errors under each field,
 * what was typed (echoed only into a page rendered without JavaScript: with it, the inputs
 * still hold it), the plain post's outcome (with JavaScript the toasts say it) and, per field,
 * its error and whether it takes the focus.
 */
export function useFormOutcome<V extends object>(
  form: RefObject<HTMLFormElement | null>,
  fetched: FormOutcome | undefined,
  posted: Submission<V> | FormOutcome | undefined,
  on: { sent: () => void; failed: (message?: string) => void },
) {
  const act = useEffectEvent((answer: FormOutcome) => {
    if (answer.status === "sent") {
      form.current?.reset();
      on.sent();
    } else if (answer.status === "invalid") {
      focusFirstInvalid(form.current);
    } else {
      on.failed(answer.status === "limited" ? answer.message : undefined);
    }
  });
  useEffect(() => {
    if (fetched) act(fetched);
  }, [fetched]);

  const outcome = fetched ?? posted;
  const errors: Record<string, string> = outcome?.status === "invalid" ? outcome.fieldErrors : {};
  const values: Partial<V> = !fetched && posted && "values" in posted ? posted.values : {};
  const plainOutcome = fetched ? undefined : posted?.status;
  /** A plain post's refusal in words (the hourly limit), shown instead of the generic failure text. */
  const plainMessage = !fetched && posted?.status === "limited" ? posted.message : undefined;
  const firstInvalid = Object.keys(errors)[0];
  const field = (name: keyof V & string) => ({ error: errors[name], autoFocus: plainOutcome === "invalid" && firstInvalid === name });
  return { errors, values, plainOutcome, plainMessage, field };
}
