import { useCallback, useContext, useEffect, useRef, useState } from "react";

import { AdminSessionContext } from "~/components/admin/use-admin-action";
import { asApiError, callApi, type ApiError } from "~/components/panel/api";
import { operationUrl, type ApiRoute, type Operation, type OperationAnswer, type OperationInput } from "~/lib/api-contract";

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

/** A read the hook makes: an operation of the API that takes no body. */
type Read = Operation & { method: "get" };

/** The same call as callApi, for an operation the hook only knows as some read. */
const read = callApi as <O extends Read>(route: ApiRoute<O>, input: OperationInput<O>) => Promise<OperationAnswer<O>>;

/**
 * Calls the read `route` with `input` once the page runs in the browser and whenever its address
 * changes; a 401 sends the owner back to the login form like any other action of the panel. An
 * answer that arrives after the address changed (another room, another month) is dropped.
 * `served`: the answer the page was rendered with (its loader read it), for the first address:
 * shown at once, and not read again until it changes or is reloaded.
 */
export function useApiData<O extends Read>(
  route: ApiRoute<O>,
  input: OperationInput<O>,
  served?: OperationAnswer<O>,
): ApiData<OperationAnswer<O>> {
  type V = OperationAnswer<O>;
  const { onSessionExpired } = useContext(AdminSessionContext);
  const [round, setRound] = useState(0);
  const path = operationUrl(route, input);
  const key = `${round}:${path}`;
  const [answer, setAnswer] = useState<Answer<V> | undefined>(() => (served === undefined ? undefined : { key, path, data: served }));
  // The key the served answer stands for: its first effect has nothing to read.
  const servedKey = useRef(served === undefined ? undefined : key);
  // The input is a new object at each render: its text says when it is another call.
  const inputText = JSON.stringify(input);

  useEffect(() => {
    if (servedKey.current === key) {
      servedKey.current = undefined;
      return;
    }
    let live = true;
    read(route, JSON.parse(inputText) as OperationInput<O>).then(
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
  }, [route, inputText, key, path, onSessionExpired]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: V) => setAnswer({ key, path, data }), [key, path]);
  // While the same address is read again, what was shown stays; another address starts empty.
  const same = answer?.path === path;
  const fresh = answer?.key === key;
  return { data: same ? answer.data : undefined, error: fresh ? answer.error : undefined, loading: !fresh, reload, replace };
}
