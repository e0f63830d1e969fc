import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { Form, Link } from "react-router";

import { TabHeader } from "~/components/admin/tab-header";
import { FieldError } from "~/components/ui/form-field";

import { ISTAT_PARAM, shiftMonth, type IstatReport, type IstatRow, type IstatTotal } from "../istat";
import { T } from "./texts";

const TI = T.istatTab;
const TC = TI.columns;

export type IstatTabProps = { month: string; report: IstatReport | null; errors: Record<string, string> };

const dayFormat = new Intl.DateTimeFormat("it-IT", { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "gio 01/07" */
const dayName = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "luglio 2027" */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const csvHref = (month: string) => `/api/reports/istat?${new URLSearchParams({ month, format: "csv" })}`;
const monthHref = (month: string) => `?${new URLSearchParams({ [ISTAT_PARAM]: month })}`;

/** The rows of each day, in order, for one table body per day. */
function byDay(rows: IstatRow[]): [string, IstatRow[]][] {
  const days = new Map<string, IstatRow[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days];
}

/** The origin with, for the unknown one, a word on what it means; regions and countries read alike otherwise. */
function OriginName({ row }: { row: IstatRow | IstatTotal }) {
  return (
    <>
      {row.origin}
      <span className="block text-xs text-ink-600">{TI.kinds[row.originKind]}</span>
    </>
  );
}

const NUM = "px-2 py-1.5 text-right tabular-nums";

/** Day by day: one table body per day, the day named once as the header of its rows. Four narrow columns fit a phone. */
function DaysTable({ report }: { report: IstatReport }) {
  const label = TI.tableLabel(monthName(report.month));
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-ink-700">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              {TC.date}
            </th>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              {TC.origin}
            </th>
            <th scope="col" className={`${NUM} font-semibold`}>
              {TC.arrivals}
            </th>
            <th scope="col" className={`${NUM} pr-0 font-semibold`}>
              {TC.nights}
            </th>
          </tr>
        </thead>
        {byDay(report.rows).map(([date, rows]) => (
          <tbody key={date} className="border-b border-sand-300">
            {rows.map((row, i) => (
              <tr key={`${row.originKind}-${row.origin}`} className="align-top">
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={rows.length} className="py-1.5 pr-2 font-semibold whitespace-nowrap text-ink-900">
                    {dayName(date)}
                  </th>
                )}
                <td className="px-2 py-1.5 break-words">
                  <OriginName row={row} />
                </td>
                <td className={NUM}>{row.arrivals}</td>
                <td className={`${NUM} pr-0`}>{row.nights}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The month's figures by origin, and their sum. */
function TotalsTable({ report }: { report: IstatReport }) {
  const label = TI.totalsLabel(monthName(report.month));
  const sum = report.totals.reduce((s, t) => ({ arrivals: s.arrivals + t.arrivals, nights: s.nights + t.nights }), {
    arrivals: 0,
    nights: 0,
  });
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-ink-700">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              {TC.origin}
            </th>
            <th scope="col" className={`${NUM} font-semibold`}>
              {TC.arrivals}
            </th>
            <th scope="col" className={`${NUM} pr-0 font-semibold`}>
              {TC.nights}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.totals.map((total) => (
            <tr key={`${total.originKind}-${total.origin}`} className="border-b border-sand-200 align-top">
              <th scope="row" className="py-1.5 pr-2 font-normal break-words">
                <OriginName row={total} />
              </th>
              <td className={NUM}>{total.arrivals}</td>
              <td className={`${NUM} pr-0`}>{total.nights}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-sand-300 font-semibold">
            <th scope="row" className="py-1.5 pr-2">
              {TI.total}
            </th>
            <td className={NUM}>{sum.arrivals}</td>
            <td className={`${NUM} pr-0`}>{sum.nights}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

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
                <TotalsTable report={report} />
                <h5 className="mt-6 mb-2 text-lg font-semibold text-sea-950">{TI.daysTitle}</h5>
                <DaysTable report={report} />
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
