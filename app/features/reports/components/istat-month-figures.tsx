import { Download } from "lucide-react";

import { apiUrl } from "~/components/panel/api";

import type { IstatReport } from "../istat";
import { reportsRoutes } from "../reports.routes";
import { IstatDaysTable } from "./istat-days-table";
import { monthName } from "./istat-format";
import { IstatMissingStays } from "./istat-missing-stays";
import { IstatTotalsTable } from "./istat-totals-table";
import { T } from "./texts";

const TI = T.istatTab;

const csvHref = (month: string) => apiUrl(reportsRoutes.istat, { query: { month, format: "csv" } });

/**
 * The month's card: its days open and bed-nights, the stays whose guests' data are missing (each a
 * link to complete them), the totals by origin and the days one by one, and the same as CSV.
 */
export function IstatMonthFigures({ report }: { report: IstatReport }) {
  const unknown = report.totals.some((t) => t.originKind === "unknown") || report.missingStays.length > 0;
  return (
    <section aria-labelledby="istat-days-title" className="card min-w-0 p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h4 id="istat-days-title" className="text-xl font-semibold text-sea-950 first-letter:uppercase">
          {monthName(report.month)}
        </h4>
        {report.rows.length > 0 && (
          <a className="btn-outline" href={csvHref(report.month)} download aria-describedby="istat-csv-hint">
            <Download aria-hidden="true" className="size-5" />
            {T.reports.csv}
          </a>
        )}
      </div>
      <dl aria-label={TI.capacityLabel(monthName(report.month))} className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-900">
        <div className="flex gap-1.5">
          <dt className="text-ink-700">{TI.openDays}:</dt>
          <dd className="font-semibold tabular-nums">{report.openDays}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-700">{TI.bedNights}:</dt>
          <dd className="font-semibold tabular-nums">{report.bedNights}</dd>
        </div>
      </dl>
      {unknown && (
        <div className="mb-4 rounded-xl border-l-4 border-terracotta-600 bg-sand-50 p-3 text-ink-900">
          <p>{TI.unknownHint}</p>
          {report.missingStays.length > 0 && <IstatMissingStays stays={report.missingStays} />}
        </div>
      )}
      {report.rows.length === 0 ? (
        <p className="text-ink-700">{TI.empty}</p>
      ) : (
        <>
          <h5 className="mb-2 text-lg font-semibold text-sea-950">{TI.totalsTitle}</h5>
          <IstatTotalsTable report={report} />
          <h5 className="mt-6 mb-2 text-lg font-semibold text-sea-950">{TI.daysTitle}</h5>
          <IstatDaysTable report={report} />
          <p id="istat-csv-hint" className="mt-3 text-sm text-ink-600">
            {T.reports.csvHint}
          </p>
        </>
      )}
    </section>
  );
}
