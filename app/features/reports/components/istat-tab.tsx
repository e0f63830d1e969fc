import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Form, Link } from "react-router";

import { TabHeader } from "~/components/admin/tab-header";
import { apiUrl } from "~/components/panel/api";
import { FieldError } from "~/components/ui/field-error";

import { ISTAT_PARAM, shiftMonth, type IstatReport } from "../istat";
import { reportsRoutes } from "../reports.routes";
import { IstatDaysTable } from "./istat-days-table";
import { monthName } from "./istat-format";
import { IstatTotalsTable } from "./istat-totals-table";
import { T } from "./texts";

const TI = T.istatTab;

export type IstatTabProps = { month: string; report: IstatReport | null; errors: Record<string, string> };

const csvHref = (month: string) => apiUrl(reportsRoutes.istat, { query: { month, format: "csv" } });
const monthHref = (month: string) => `?${new URLSearchParams({ [ISTAT_PARAM]: month })}`;

/**
 * "Adempimenti → ISTAT": a month's arrivals and nights (presenze) by day and origin, as the
 * region's portal asks for them, the month's totals, and the same as CSV.
 */
export function IstatTab({ month, report, errors }: IstatTabProps) {
  const error = errors.month;
  const valid = report !== null;
  const unknown = report?.totals.some((t) => t.originKind === "unknown") ?? false;
  return (
    <section aria-labelledby="tab-istat-title">
      <TabHeader level={3} id="tab-istat-title" title={TI.title}>
        {TI.intro}
      </TabHeader>
      <div className="grid gap-6">
        <Form key={month} method="get" className="card flex flex-wrap items-start gap-3 p-4 sm:p-6">
          <div>
            <label htmlFor="istat-month" className="field-label">
              {TI.month}
            </label>
            <input
              id="istat-month"
              name={ISTAT_PARAM}
              type="month"
              defaultValue={month}
              required
              pattern="\d{4}-\d{2}"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "istat-month-error" : undefined}
              className="field-input"
            />
            <FieldError id="istat-month" error={error} />
          </div>
          <button type="submit" className="btn-outline sm:mt-7">
            {T.reports.show}
          </button>
          {valid && (
            <nav aria-label={TI.otherMonths} className="flex gap-2 sm:mt-7">
              <Link
                to={monthHref(shiftMonth(month, -1))}
                className="btn-outline px-3"
                aria-label={TI.previous(monthName(shiftMonth(month, -1)))}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Link>
              <Link to={monthHref(shiftMonth(month, 1))} className="btn-outline px-3" aria-label={TI.next(monthName(shiftMonth(month, 1)))}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Link>
            </nav>
          )}
        </Form>

        {report && (
          <section aria-labelledby="istat-days-title" className="card p-4 sm:p-6">
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
            {report.rows.length === 0 ? (
              <p className="text-ink-700">{TI.empty}</p>
            ) : (
              <>
                {unknown && (
                  <p className="mb-4 rounded-xl border-l-4 border-terracotta-600 bg-sand-50 p-3 text-ink-900">{TI.unknownHint}</p>
                )}
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
        )}
      </div>
    </section>
  );
}
