import { useEffect } from "react";
import { useRevalidator } from "react-router";

import { POLL_INTERVAL_MS } from "~/lib/constants";

/**
 * Re-checks the offline flag every 30 s; when it changed, the page's loaders run
 * again so the maintenance screen appears or goes away without a reload.
 */
export function useOfflineWatch(offline: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      fetch("/api/super-admin/settings", { credentials: "include" })
        .then((res) => (res.ok ? (res.json() as Promise<{ siteOffline: boolean }>) : null))
        .then((settings) => {
          if (settings && settings.siteOffline !== offline) void revalidate();
        })
        .catch(() => {});
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [offline, revalidate]);
}
