import { useT } from "~/i18n/use-t";
import { numberFormat } from "~/lib/intl";

export type VisitStats = { totalVisits: number; uniqueVisits: number };

/** The counts as the footer writes them ("1.234"): made by the loader for the first render. */
export type VisitCounts = { totalVisits: string; uniqueVisits: string };

/** The counts in the page's language. */
export function visitCounts(stats: VisitStats, lang: string): VisitCounts {
  const n = numberFormat(lang);
  return { totalVisits: n.format(stats.totalVisits), uniqueVisits: n.format(stats.uniqueVisits) };
}

/**
 * Visitors and total visits as the loader counted them. Each line carries its text with a
 * `{count}` slot, with which the page's script (app/islands/visits.ts) writes the counts it
 * fetches every 30 s; it also records the visit, once per browser session.
 */
export function VisitCounter({ initial }: { initial: VisitCounts }) {
  const { t } = useT();
  return (
    <p className="text-sm text-sand-200" data-visit-counter="">
      <span className="sr-only">{t("common.visits.label")}: </span>
      <span data-visits-unique={t("common.visits.visits", { count: "{count}" })}>
        {t("common.visits.visits", { count: initial.uniqueVisits })}
      </span>
      <span aria-hidden="true"> · </span>
      <span data-visits-total={t("common.visits.total", { count: "{count}" })}>
        {t("common.visits.total", { count: initial.totalVisits })}
      </span>
    </p>
  );
}
