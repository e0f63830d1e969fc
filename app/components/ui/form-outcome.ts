import type { Submission } from "~/lib/form-submission";

/**
 * What a guest's form page shows of its action's answer to a post (decision 0005): the errors
 * under each field, what was typed (echoed back into the fields), the outcome and, for a
 * refusal in words (the hourly limit), the server's message; per field, its error and whether
 * it takes the focus. The page's script sends the same post in the background and takes this
 * answer's form (app/islands/forms.ts).
 */
export function formOutcome<V extends object>(posted: Submission<V> | undefined) {
  const errors: Record<string, string> = posted?.status === "invalid" ? posted.fieldErrors : {};
  const values: Partial<V> = posted && "values" in posted ? posted.values : {};
  const outcome = posted?.status;
  const message = posted?.status === "limited" ? posted.message : undefined;
  const firstInvalid = Object.keys(errors)[0];
  const field = (name: keyof V & string) => ({ error: errors[name], autoFocus: outcome === "invalid" && firstInvalid === name });
  return { errors, values, outcome, message, field };
}
