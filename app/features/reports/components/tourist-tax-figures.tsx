import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";

import type { TaxReport, TaxReportStay } from "../tourist-tax";
import { T } from "./texts";

const TT = T.taxTab;
const TC = TT.columns;

const money = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

const FIGURES: { label: string; of: (s: Pick<TaxReportStay, "taxableNights" | "exemptNights">) => number }[] = [
  { label: TC.taxable, of: (s) => s.taxableNights },
  { label: TC.exemptAge, of: (s) => s.exemptNights.age },
  { label: TC.exemptResident, of: (s) => s.exemptNights.resident },
  { label: TC.exemptCap, of: (s) => s.exemptNights.cap },
];

function StayName({ stay }: { stay: TaxReportStay }) {
  return (
    <>
      <Link to={adminStayPath(stay.stayId)} className="font-semibold text-sea-800 underline">
        {stay.leadName}
      </Link>
      <span className="block text-sm text-ink-700">
        {formatStayDate(stay.checkIn)} – {formatStayDate(stay.checkOut)} · {stay.roomName}
      </span>
      {!stay.complete && (
        <span className="mt-0.5 inline-flex items-center gap-1 text-sm font-semibold text-terracotta-700">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {TT.incompleteBadge}
        </span>
      )}
    </>
  );
}

/**
 * The period's stays as a table from a tablet's width up; on a phone each stay is a small card
 * (eight columns never fit 390 px), and the total closes both.
 */
export function TouristTaxFigures({ report }: { report: TaxReport }) {
  const { total } = report;
  const label = TT.tableLabel(formatStayDate(report.from), formatStayDate(report.to));
  return (
    <>
      <div role="region" aria-label={label} tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] border-collapse text-left">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b-2 border-sand-300 text-sm text-ink-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {TC.stay}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {TC.guests}
              </th>
              {FIGURES.map((f) => (
                <th key={f.label} scope="col" className="px-2 py-2 text-right font-semibold">
                  {f.label}
                </th>
              ))}
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                {TC.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.stays.map((stay) => (
              <tr key={stay.stayId} className="border-b border-sand-200 align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <StayName stay={stay} />
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{stay.guests}</td>
                {FIGURES.map((f) => (
                  <td key={f.label} className="px-2 py-2 text-right tabular-nums">
                    {f.of(stay)}
                  </td>
                ))}
                <td className="py-2 pl-2 text-right font-semibold tabular-nums">{money.format(stay.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-sand-300 font-semibold">
              <th scope="row" className="py-2 pr-3 text-left">
                {TT.total}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{total.guests}</td>
              {FIGURES.map((f) => (
                <td key={f.label} className="px-2 py-2 text-right tabular-nums">
                  {f.of(total)}
                </td>
              ))}
              <td className="py-2 pl-2 text-right tabular-nums">{money.format(total.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="md:hidden">
        <ul aria-label={label} className="grid gap-3">
          {report.stays.map((stay) => (
            <li key={stay.stayId} className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
              <StayName stay={stay} />
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-700">{TC.guests}</dt>
                <dd className="text-right tabular-nums">{stay.guests}</dd>
                {FIGURES.map((f) => (
                  <div key={f.label} className="contents">
                    <dt className="text-ink-700">{f.label}</dt>
                    <dd className="text-right tabular-nums">{f.of(stay)}</dd>
                  </div>
                ))}
                <dt className="font-semibold text-ink-900">{TC.amount}</dt>
                <dd className="text-right font-semibold tabular-nums">{money.format(stay.amount)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border-2 border-sea-700 bg-white px-4 py-3">
          <p className="font-semibold text-sea-950">{TT.total}</p>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-700">{TC.guests}</dt>
            <dd className="text-right tabular-nums">{total.guests}</dd>
            {FIGURES.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-ink-700">{f.label}</dt>
                <dd className="text-right tabular-nums">{f.of(total)}</dd>
              </div>
            ))}
            <dt className="font-semibold text-ink-900">{TC.amount}</dt>
            <dd className="text-right font-semibold tabular-nums">{money.format(total.amount)}</dd>
          </dl>
        </div>
      </div>
    </>
  );
}
