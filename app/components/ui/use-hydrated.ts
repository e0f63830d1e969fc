import { useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once the page runs in the browser:
 * for controls that work only through JavaScript, which wait for it. State and an effect rather
 * than useSyncExternalStore's server snapshot, which Preact (the panel's runtime in the browser)
 * does not use while hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render more, once: the point of this hook.
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
