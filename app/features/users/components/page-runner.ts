import { asApiError, type ApiError } from "~/components/panel/api";
import { errorText, successToast, type ActionOptions, type ActionResult, type ActionRunner } from "~/components/panel/panel-form";
import { toast } from "~/components/ui/toast-store";

/**
 * A runner for a page without a panel session (the invitation's): its outcome is told in a
 * toast, and `failed` hears of a refusal, so the page can say more than the toast.
 */
export function pageRunner(failed: (error: ApiError, text: string) => void): ActionRunner {
  return async function run<R>(action: () => Promise<R>, options: ActionOptions<R>): Promise<ActionResult<R>> {
    try {
      const value = await action();
      const success = successToast(options, value);
      if (success) toast(success);
      return { ok: true, value };
    } catch (caught) {
      const error = asApiError(caught);
      const text = errorText(options, error);
      toast({ title: "Errore", description: text, variant: "destructive" });
      failed(error, text);
      return { ok: false, error };
    }
  };
}
