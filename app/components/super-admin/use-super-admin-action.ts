import { useState } from "react";
import { useRevalidator } from "react-router";

import { asApiError } from "~/components/panel/api";
import { errorText, successToast, type ActionOptions, type ActionResult, type ActionRunner } from "~/components/panel/panel-form";
import { T } from "~/components/super-admin/texts";
import { toast } from "~/components/ui/toast-store";

export type SuperAdminActions = {
  /** Runs one change of the super-admin panel, for usePanelForm. */
  run: ActionRunner;
  /** A change is on its way: every save control of the panel waits for it, so changes go one at a time. */
  busy: boolean;
};

/**
 * The super-admin panel's runner: on success the confirmation toast, then the settings read
 * again (awaited, so a form that drops its draft shows the new saved value, never the old one);
 * on failure an "Errore" toast in the panel's own words, never the server's; on a 401 the
 * "Sessione scaduta" toast and the key screen, the drafts kept for the next access.
 */
export function useSuperAdminAction(): SuperAdminActions {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function run<R>(action: () => Promise<R>, options: ActionOptions<R>): Promise<ActionResult<R>> {
    setBusy(true);
    try {
      const value = await action();
      const success = successToast(options, value);
      if (success) toast(success);
      await revalidator.revalidate();
      return { ok: true, value };
    } catch (caught) {
      const error = asApiError(caught);
      if (error.status === 401) {
        toast({ title: T.toast.expiredTitle, description: T.toast.expiredText, variant: "destructive" });
        // The loader then finds no session and the route shows the key screen.
        void revalidator.revalidate();
      } else {
        toast({ title: T.common.errorTitle, description: errorText(options, error), variant: "destructive" });
      }
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
