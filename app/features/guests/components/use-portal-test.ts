import { useState } from "react";

import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { guestsRoutes } from "../guests.routes";
import { TW } from "./portal-texts";

const TA = TW.account;

export type PortalTest = {
  /** "Prova collegamento": the saved account tried on the portal now. */
  start: () => Promise<void>;
  busy: boolean;
  /** The last test's outcome, shown beside the button as well as in the toast; null before one. */
  outcome: { ok: true } | { ok: false; message: string } | null;
  /** Forgets the last outcome: it says nothing of an account saved since. */
  reset: () => void;
};

/** The portal's connection test (POST /api/settings/police-portal/test) of the account card. */
export function usePortalTest(): PortalTest {
  const action = usePanelAction(useAdminAction());
  const [outcome, setOutcome] = useState<PortalTest["outcome"]>(null);
  const start = async () => {
    const result = await action.start(() => callApi(guestsRoutes.testPortal), { success: { title: TA.testOkToast }, error: TA.testError });
    if (result === null) return;
    if (result.ok) setOutcome({ ok: true });
    // An expired session leaves the last outcome as it was: the test waits for the new sign-in.
    else if (result.error.status !== 401) setOutcome({ ok: false, message: errorDescription(TA.testError, result.error) });
  };
  return { start, busy: action.busy, outcome, reset: () => setOutcome(null) };
}
