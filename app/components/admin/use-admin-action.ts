import { createContext, useContext } from "react";
import { useRevalidator } from "react-router";

import { T } from "~/components/admin/texts";
import { asApiError, serverDetail, type ApiError } from "~/components/panel/api";
import { errorText, successToast, type ActionOptions, type ActionResult, type ActionRunner } from "~/components/panel/panel-form";
import { toast } from "~/components/ui/toast-store";

/** Lets any tab tell the panel that the server no longer knows this session. */
export const AdminSessionContext = createContext<{ onSessionExpired: () => void }>({ onSessionExpired: () => {} });

/** The error toast's text: the spec's sentence, then what the server or the network said. */
export function errorDescription(message: string, error: ApiError): string {
  if (error.status === 0) return `${message}. ${T.common.network}`;
  const detail = serverDetail(error);
  return detail && detail !== message ? `${message}: ${detail}` : message;
}

/**
 * Runs one admin change: on success a reload of the open section's data (panel-refresh.ts), then a
 * confirmation toast; on failure a destructive toast titled "Errore"; on 401 the
 * session-expired path (back to the login form, drafts kept).
 */
export function useAdminAction(): ActionRunner {
  const { onSessionExpired } = useContext(AdminSessionContext);
  const revalidator = useRevalidator();

  return async function run<V>(action: () => Promise<V>, options: ActionOptions<V>): Promise<ActionResult<V>> {
    try {
      const value = await action();
      await revalidator.revalidate();
      const success = successToast(options, value);
      if (success) toast(success);
      return { ok: true, value };
    } catch (caught) {
      const error = asApiError(caught);
      if (error.status === 401) {
        toast({ title: T.common.errorTitle, description: T.common.sessionExpired, variant: "destructive" });
        onSessionExpired();
      } else {
        toast({ title: T.common.errorTitle, description: errorDescription(errorText(options, error), error), variant: "destructive" });
        // Part of the change may have happened (a batch of photos) or the item may be gone
        // already: show what the server now holds rather than what the page assumed.
        if (error.status > 0) await revalidator.revalidate();
      }
      return { ok: false, error };
    }
  };
}
