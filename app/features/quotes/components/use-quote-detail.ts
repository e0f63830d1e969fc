import { useCallback, useContext, useEffect, useState } from "react";

import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { asApiError, callApi, serverDetail } from "~/components/panel/api";

import { quotesRoutes } from "../quotes.routes";
import type { QuoteDetail } from "./quote-view";
import { T } from "./texts";

export type DetailState =
  { state: "loading" } | { state: "ready"; detail: QuoteDetail } | { state: "missing" } | { state: "error"; message: string };

type Loaded = { id: number; version: unknown; attempt: number; result: DetailState };

/**
 * GET /api/quotes/{id} while `id` is set, again whenever `version` changes (the dialog opened
 * anew, the panel's lists reloaded) or `retry` is called. With `keepStale`, the last answer for
 * the same request stays on screen while the next one loads.
 */
export function useQuoteDetail(
  id: number | null,
  version: unknown,
  { keepStale = false } = {},
): { detail: DetailState; retry: () => void } {
  const { onSessionExpired } = useContext(AdminSessionContext);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const settle = (result: DetailState) => {
      if (live) setLoaded({ id, version, attempt, result });
    };
    callApi(quotesRoutes.get, { params: { id } }).then(
      (detail) => settle({ state: "ready", detail }),
      (caught) => {
        const error = asApiError(caught);
        if (error.status === 401) {
          onSessionExpired();
          return;
        }
        if (error.status === 404) settle({ state: "missing" });
        else settle({ state: "error", message: error.status === 0 ? T.common.network : (serverDetail(error) ?? T.quotes.history.error) });
      },
    );
    return () => {
      live = false;
    };
  }, [id, version, attempt, onSessionExpired]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = loaded !== null && loaded.id === id && loaded.version === version && loaded.attempt === attempt;
  const usable = loaded !== null && loaded.id === id && (fresh || keepStale);
  return { detail: usable ? loaded.result : { state: "loading" }, retry };
}
