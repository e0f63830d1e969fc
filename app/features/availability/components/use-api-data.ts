import { useCallback, useContext, useEffect, useState } from "react";

import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { apiRequest, asApiError, type ApiError } from "~/components/panel/api";

export type ApiData<V> = {
  data: V | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Reads it again (after a change), keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Shows what a change's answer says the server now holds, without reading it again. */
  replace: (data: V) => void;
};

type Answer<V> = { key: string; path: string; data?: V; error?: ApiError };

/**
 * GET `path` once the page runs in the browser and whenever it changes; a 401 sends the owner
 * back to the login form like any other action of the panel. An answer that arrives after the
 * path changed (another room, another month) is dropped.
 */
export function useApiData<V>(path: string): ApiData<V> {
  const { onSessionExpired } = useContext(AdminSessionContext);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer<V> | undefined>();
  const key = `${round}:${path}`;

  useEffect(() => {
    let live = true;
    apiRequest<V>("GET", path).then(
      (data) => {
        if (live) setAnswer({ key, path, data });
      },
      (caught) => {
        if (!live) return;
        const error = asApiError(caught);
        if (error.status === 401) onSessionExpired();
        setAnswer({ key, path, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, path, onSessionExpired]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: V) => setAnswer({ key, path, data }), [key, path]);
  // While the same path is read again, what was shown stays; another path starts empty.
  const same = answer?.path === path;
  const fresh = answer?.key === key;
  return { data: same ? answer.data : undefined, error: fresh ? answer.error : undefined, loading: !fresh, reload, replace };
}
