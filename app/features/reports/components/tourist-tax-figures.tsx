import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { euros } from "~/lib/italian";

import type { ExemptNights, TaxReport, TaxReportStay, TaxTotal } from "../tourist-tax";
import { T } from "./texts";
import { exemptLines } from "./tourist-tax-format";

const TT = T.taxTab;
const TC = TT.columns;

type Figures = Pick<TaxTotal, "amount" | "collected" | "refused" | "due">;

/** The money columns, after the nights. */
const MONEY: { label: string; of: (s: Figures) => number }[] = [
  { label: TC.amount, of: (s) => s.amount },
  { label: TC.collected, of: (s) => s.collected },
  { label: TC.refused, of: (s) => s.refused },
  { label: TC.due, of: (s) => s.due },
];

/** The exempt nights by why, one line each; "nessuna" when there are none. */
function ExemptCell({ nights }: { nights: ExemptNights }) {
  const lines = exemptLines(nights);
  if (lines.length === 0) return <span className="text-ink-600">{TT.none}</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function StayName({ stay }: { stay: TaxReportStay }) {
  const dates = `${formatStayDate(stay.checkIn)} – ${formatStayDate(stay.checkOut)}`;
  // An erased stay keeps its figures for the Comune, never its guest's name or room.
  if (stay.stayId === null) {
    return (
      <>
        <span className="font-semibold text-ink-900">{TT.erased}</span>
        <span className="block text-sm text-ink-700">
          {dates} · {TT.erasedHint}
        </span>
      </>
    );
  }
  return (
    <>
      <Link to={adminStayPath(stay.stayId)} className="font-semibold text-sea-800 underline">
        {stay.leadName}
      </Link>
      <span className="block text-sm text-ink-700">
        {dates} · {stay.roomName}
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

/** A stay's or the total's figures as a phone shows them: a list of terms and values. */
function FiguresList({ row }: { row: Figures & Pick<TaxTotal, "guests" | "taxableNights" | "exemptNights"> }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-700">{TC.guests}</dt>
      <dd className="text-right tabular-nums">{row.guests}</dd>
      <dt className="text-ink-700">{TC.taxable}</dt>
      <dd className="text-right tabular-nums">{row.taxableNights}</dd>
      <dt className="text-ink-700">{TC.exempt}</dt>
      <dd className="text-right">
        <ExemptCell nights={row.exemptNights} />
      </dd>
      {MONEY.map((m) => (
        <div key={m.label} className="contents">
          <dt className={m.label === TC.due ? "font-semibold text-ink-900" : "text-ink-700"}>{m.label}</dt>
          <dd className={`text-right tabular-nums ${m.label === TC.due ? "font-semibold" : ""}`}>{euros(m.of(row))}</dd>
        </div>
      ))}
    </dl>
  );
}

const stayKey = (stay: TaxReportStay, index: number) => (stay.stayId === null ? `erased-${index}` : String(stay.stayId));

/**
 * The period's stays as a table from a tablet's width up (scrolling in its own box when the
 * columns need more room); on a phone each stay is a small card, and the total closes both.
 */
export function TouristTaxFigures({ report }: { report: TaxReport }) {
  const { total } = report;
  const label = TT.tableLabel(formatStayDate(report.from), formatStayDate(report.to));
  const num = "px-1.5 py-2 text-right tabular-nums";
  return (
    <>
      <div role="region" aria-label={label} tabIndex={0} className="relative hidden overflow-x-auto md:block">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm lg:text-base">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b-2 border-sand-300 text-sm text-ink-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {TC.stay}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {TC.guests}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {TC.taxable}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {TC.exempt}
              </th>
              {MONEY.map((m) => (
                <th key={m.label} scope="col" className="px-2 py-2 text-right font-semibold">
                  {m.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.stays.map((stay, index) => (
              <tr key={stayKey(stay, index)} className="border-b border-sand-200 align-top">
                <th scope="row" className="min-w-32 py-2 pr-3 text-left font-normal">
                  <StayName stay={stay} />
                </th>
                <td className={num}>{stay.guests}</td>
                <td className={num}>{stay.taxableNights}</td>
                <td className="min-w-32 px-1.5 py-2">
                  <ExemptCell nights={stay.exemptNights} />
                </td>
                {MONEY.map((m) => (
                  <td key={m.label} className={`${num} ${m.label === TC.due ? "font-semibold" : ""}`}>
                    {euros(m.of(stay))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-sand-300 align-top font-semibold">
              <th scope="row" className="py-2 pr-3 text-left">
                {TT.total}
              </th>
              <td className={num}>{total.guests}</td>
              <td className={num}>{total.taxableNights}</td>
              <td className="min-w-32 px-1.5 py-2">
                <ExemptCell nights={total.exemptNights} />
              </td>
              {MONEY.map((m) => (
                <td key={m.label} className={`${num}`}>
                  {euros(m.of(total))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="md:hidden">
        <ul aria-label={label} className="grid gap-3">
          {report.stays.map((stay, index) => (
            <li key={stayKey(stay, index)} className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
              <StayName stay={stay} />
              <FiguresList row={stay} />
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-xl border-2 border-sea-700 bg-white px-4 py-3">
          <p className="font-semibold text-sea-950">{TT.total}</p>
          <FiguresList row={total} />
        </div>
      </div>
    </>
  );
}
