import { asApiError, type ApiError } from "~/components/panel/api";
import { errorText, successToast, type ActionOptions, type ActionResult, type ActionRunner } from "~/components/panel/panel-form";
import { toast } from "~/components/ui/toast-store";

type ToastRunnerOptions = {
  /** The failure toast's title, by what went wrong. */
  title: (error: ApiError) => string;
  /** After the failure toast, with its text and the error: e.g. to show it in the form too. */
  failed?: (text: string, error: ApiError) => void;
};

/**
 * A runner, for usePanelForm and usePanelAction, whose outcome is told in a toast and nothing
 * else: for a request made outside a panel's session, where there is nothing to read again and
 * no expired session to handle (the sign-in and key screens, where a 401 is a wrong password;
 * signing out, which ends the session itself; the invitation's page). On success the form's own toast; on failure
 * `title` over the form's error text, which holds every word shown (nothing of the server's is added).
 */
export function toastRunner({ title, failed }: ToastRunnerOptions): ActionRunner {
  return async function run<R>(action: () => Promise<R>, options: ActionOptions<R>): Promise<ActionResult<R>> {
    try {
      const value = await action();
      const success = successToast(options, value);
      if (success) toast(success);
      return { ok: true, value };
    } catch (caught) {
      const error = asApiError(caught);
      const text = errorText(options, error);
      toast({ title: title(error), description: text, variant: "destructive" });
      failed?.(text, error);
      return { ok: false, error };
    }
  };
}
