import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { POLL_INTERVAL_MS, VISIT_SESSION_KEY } from "~/lib/constants";
import { numberFormat } from "~/lib/intl";

export type VisitStats = { totalVisits: number; uniqueVisits: number };

/** Records one visit per browser session (SPEC §4); failures are only logged. */
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

/** Visitors and total visits, refreshed every 30 s. */
export function VisitCounter({ initial }: { initial: VisitStats }) {
  const { lang, t } = useT();
  const [stats, setStats] = useState(initial);

  useEffect(() => {
    const load = () =>
      fetch("/api/visits/count", { credentials: "include" })
        .then((res) => (res.ok ? (res.json() as Promise<VisitStats>) : Promise.reject(new Error(String(res.status)))))
        .then(setStats)
        .catch(() => console.error("Failed to fetch visit stats"));
    const timer = setInterval(load, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  const n = (value: number) => numberFormat(lang).format(value);
  return (
    <p className="text-sm text-sand-200">
      <span className="sr-only">{t("common.visits.label")}: </span>
      <span>{t("common.visits.visits", { count: n(stats.uniqueVisits) })}</span>
      <span aria-hidden="true"> · </span>
      <span>{t("common.visits.total", { count: n(stats.totalVisits) })}</span>
    </p>
  );
}
