import { errorDescription } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { toastRunner } from "~/components/panel/toast-runner";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { authApi } from "~/features/auth/auth.api";
import type { OperationAnswer } from "~/lib/api-contract";

import { authRoutes } from "../auth.routes";
import { T } from "./texts";

function initSummary(result: OperationAnswer<typeof authApi.init>): string {
  const c = result.created;
  const parts = [
    c.rooms ? `${c.rooms} ${c.rooms === 1 ? "camera" : "camere"}` : null,
    c.prices ? `${c.prices} ${c.prices === 1 ? "prezzo" : "prezzi"}` : null,
    c.settings ? `${c.settings} ${c.settings === 1 ? "impostazione" : "impostazioni"}` : null,
    c.adminCreated ? "l'account amministratore" : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? T.login.initCreated(parts) : T.login.initNothing;
}

/** "Primo avvio" under the sign-in: creates the base data that is missing, and says what it created. */
export function FirstStart() {
  const hydrated = useHydrated();
  const init = usePanelAction(toastRunner({ title: () => T.common.errorTitle }));

  const initialise = () =>
    init.start(() => callApi(authRoutes.init), {
      success: (result) => ({ title: T.login.initDone, description: initSummary(result) }),
      error: (error) => errorDescription(T.login.initError, error),
    });

  return (
    <section aria-labelledby="admin-init" className="card p-6">
      <h2 id="admin-init" className="text-lg font-semibold text-sea-950">
        {T.login.initTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-700">{T.login.initHint}</p>
      <button type="button" onClick={() => void initialise()} disabled={!hydrated || init.busy} className="btn-outline mt-4 w-full">
        {init.busy ? T.login.initRunning : T.login.initButton}
      </button>
    </section>
  );
}
