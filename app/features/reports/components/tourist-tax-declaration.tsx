import { Download } from "lucide-react";

import { apiUrl } from "~/components/panel/api";
import { euros } from "~/lib/italian";

import { reportsRoutes } from "../reports.routes";
import type { TaxYear } from "../tourist-tax";
import { T } from "./texts";
import { exemptLines } from "./tourist-tax-format";

const TY = T.taxYear;

/** "Dichiarazione annuale": the year's figures as the Comune's form asks for them, and the same as CSV. */
export function TouristTaxDeclaration({ year }: { year: TaxYear }) {
  const { total } = year;
  const exemptTotal = total.nights - total.taxableNights;
  const lines = exemptLines(total.exemptNights);
  const F = TY.facts;
  const facts: [string, string, boolean?][] = [
    [F.guests, String(total.guests)],
    [F.nights, String(total.nights)],
    [F.taxable, String(total.taxableNights)],
    [F.exempt, lines.length > 0 ? `${TY.exemptTotal(exemptTotal)}: ${lines.join(", ")}` : String(exemptTotal)],
    [F.amount, euros(total.amount)],
    [F.collected, euros(total.collected)],
    [F.refused, euros(total.refused)],
    [F.due, euros(total.due), true],
    [F.paid, euros(total.paid), true],
  ];
  return (
    <section aria-labelledby="tax-declaration-title" className="card min-w-0 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id="tax-declaration-title" className="text-xl font-semibold text-sea-950">
          {TY.declarationTitle(year.year)}
        </h4>
        <a
          className="btn-outline"
          href={apiUrl(reportsRoutes.touristTaxYear, { query: { year: year.year, format: "csv" } })}
          download
          aria-describedby="tax-year-csv-hint"
        >
          <Download aria-hidden="true" className="size-5" />
          {TY.csv}
        </a>
      </div>
      <p className="mt-1 text-ink-700">{TY.declarationIntro}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value, strong]) => (
          <div key={term} className="contents">
            <dt className={`font-semibold ${strong ? "text-sea-950" : "text-ink-900"}`}>{term}</dt>
            <dd className={`mb-2 break-words tabular-nums sm:mb-0 ${strong ? "font-semibold text-ink-900" : "text-ink-700"}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p id="tax-year-csv-hint" className="mt-3 text-sm text-ink-600">
        {T.reports.csvHint}
      </p>
    </section>
  );
}
