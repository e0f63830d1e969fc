import { POLL_INTERVAL_MS } from "~/lib/constants";

/**
 * Re-checks the offline switch every 30 s; when it no longer matches the page (the maintenance
 * screen, or a page while the site went offline), the page is loaded again.
 */
export function initOfflineWatch(): void {
  const offline = document.querySelector("[data-site-offline]") !== null;
  setInterval(() => {
    fetch("/api/super-admin/settings", { credentials: "include" })
      .then((res) => (res.ok ? (res.json() as Promise<{ siteOffline: boolean }>) : null))
      .then((settings) => {
        if (settings && settings.siteOffline !== offline) location.reload();
      })
      .catch(() => {});
  }, POLL_INTERVAL_MS);
}
