import { useEffect, useState } from "react";

import { useT } from "~/i18n/use-t";
import { POLL_INTERVAL_MS, VISIT_SESSION_KEY } from "~/lib/constants";
import { numberFormat } from "~/lib/intl";

export type VisitStats = { totalVisits: number; uniqueVisits: number };

/** The counts as the footer writes them ("1.234"): made by the loader for the first render. */
export type VisitCounts = { totalVisits: string; uniqueVisits: string };

/** The counts in the page's language. */
export function visitCounts(stats: VisitStats, lang: string): VisitCounts {
  const n = numberFormat(lang);
  return { totalVisits: n.format(stats.totalVisits), uniqueVisits: n.format(stats.uniqueVisits) };
}

/** Records one visit per browser session; failures are only logged. */
export function useRecordVisit(): void {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(VISIT_SESSION_KEY)) return;
      sessionStorage.setItem(VISIT_SESSION_KEY, "true");
    } catch {
      return;
    }
    fetch("/api/visits", { method: "POST", headers: { "content-type": "application/json" }, body: "{}", credentials: "include" })
      .then(async (res) => {
        // Read the answer to the end, so the request is finished for the browser too.
        await res.text();
        if (!res.ok) throw new Error(String(res.status));
      })
      .catch(() => console.error("Failed to record visit"));
  }, []);
}

/**
 * Visitors and total visits, refreshed every 30 s. The first counts come written by the loader:
 * hydrating a page builds no Intl formatter (a phone's first one costs it ~60 ms).
 */
export function VisitCounter({ initial }: { initial: VisitCounts }) {
  const { lang, t } = useT();
  const [counts, setCounts] = useState(initial);

  useEffect(() => {
    const load = () =>
      fetch("/api/visits/count", { credentials: "include" })
        .then((res) => (res.ok ? (res.json() as Promise<VisitStats>) : Promise.reject(new Error(String(res.status)))))
        .then((stats) => setCounts(visitCounts(stats, lang)))
        .catch(() => console.error("Failed to fetch visit stats"));
    const timer = setInterval(load, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [lang]);

  return (
    <p className="text-sm text-sand-200">
      <span className="sr-only">{t("common.visits.label")}: </span>
      <span>{t("common.visits.visits", { count: counts.uniqueVisits })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t("common.visits.total", { count: counts.totalVisits })}</span>
    </p>
  );
}
