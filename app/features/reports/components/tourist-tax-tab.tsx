import { Download } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";
import { apiUrl } from "~/components/panel/api";
import { FieldError } from "~/components/ui/field-error";

import { reportsRoutes } from "../reports.routes";
import { TAX_PARAMS, type TaxPayment, type TaxReport, type TaxYear } from "../tourist-tax";
import { T } from "./texts";
import { TouristTaxDeclaration } from "./tourist-tax-declaration";
import { TouristTaxFigures } from "./tourist-tax-figures";
import { TouristTaxPayments } from "./tourist-tax-payments";

const TT = T.taxTab;
export type TouristTaxTabProps = {
  from: string;
  to: string;
  report: TaxReport | null;
  errors: Record<string, string>;
  year: TaxYear | null;
  payments: TaxPayment[];
  today: string;
};

/** The CSV of the period, downloaded by the browser with the owner's session. */
const csvHref = (from: string, to: string) => apiUrl(reportsRoutes.touristTax, { query: { from, to, format: "csv" } });

/**
 * "Adempimenti → Imposta di soggiorno": the stays arriving in a period (the current quarter
 * unless the address says otherwise), each one's tax, what was collected, refused and is due,
 * the total, and the same as CSV; then the year's payments to the Comune (?anno=) and its
 * annual declaration.
 */
export function TouristTaxTab({ from, to, report, errors, year, payments, today }: TouristTaxTabProps) {
  const [search] = useSearchParams();
  const shownYear = search.get(TAX_PARAMS.year);
  const field = (name: "from" | "to", label: string) => {
    const id = `tax-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input
          id={id}
          name={TAX_PARAMS[name]}
          type="date"
          defaultValue={name === "from" ? from : to}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="field-input"
        />
        <FieldError id={id} error={error} />
      </div>
    );
  };
  const incomplete = report?.stays.some((s) => !s.complete) ?? false;

  return (
    <section aria-labelledby="tab-tourist-tax-title">
      <TabHeader level={3} id="tab-tourist-tax-title" title={TT.title}>
        {TT.intro}
      </TabHeader>
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <Form key={`${from}|${to}`} method="get" className="card flex flex-wrap items-start gap-3 p-4 sm:p-6">
          {shownYear !== null && <input type="hidden" name={TAX_PARAMS.year} value={shownYear} />}
          {field("from", TT.from)}
          {field("to", TT.to)}
          <button type="submit" className="btn-outline sm:mt-7">
            {T.reports.show}
          </button>
        </Form>

        {report && (
          <section aria-labelledby="tax-report-title" className="card min-w-0 p-4 sm:p-6">
            <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
              <h4 id="tax-report-title" className="text-xl font-semibold text-sea-950">
                {TT.reportTitle(formatStayDate(report.from), formatStayDate(report.to))}
              </h4>
              {report.stays.length > 0 && (
                <a className="btn-outline" href={csvHref(report.from, report.to)} download aria-describedby="tax-csv-hint">
                  <Download aria-hidden="true" className="size-5" />
                  {T.reports.csv}
                </a>
              )}
            </div>
            {!report.settings.enabled && (
              <p className="mb-4 rounded-xl border-l-4 border-terracotta-600 bg-sand-50 p-3 text-ink-900">
                {TT.disabled}{" "}
                <Link to={ADMIN_SECTION_PATHS.settings} className="font-semibold text-sea-800 underline">
                  {T.tabs.settings}
                </Link>
              </p>
            )}
            {report.stays.length === 0 ? (
              <p className="text-ink-700">{TT.empty}</p>
            ) : (
              <>
                <TouristTaxFigures report={report} />
                {incomplete && <p className="mt-3 text-sm text-terracotta-700">{TT.incomplete}</p>}
                <p id="tax-csv-hint" className="mt-3 text-sm text-ink-600">
                  {T.reports.csvHint}
                </p>
              </>
            )}
          </section>
        )}

        {year && (
          <>
            <TouristTaxPayments year={year} payments={payments} today={today} />
            <TouristTaxDeclaration year={year} />
          </>
        )}
      </div>
    </section>
  );
}
