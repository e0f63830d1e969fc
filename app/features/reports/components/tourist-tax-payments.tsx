import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";

import { formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { euros, longDate } from "~/lib/italian";

import { reportsRoutes } from "../reports.routes";
import { quarterDeadline, TAX_PARAMS, toCents, type TaxPayment, type TaxQuarter, type TaxYear } from "../tourist-tax";
import { TaxPaymentForm } from "./tax-payment-form";
import { T } from "./texts";
import { lastEndedQuarter } from "./tourist-tax-format";

const TY = T.taxYear;
const TC = TY.columns;

type QuarterState = keyof typeof TY.states;

/**
 * Where a quarter stands with the Comune: paid in full; still running; nothing owed; past its
 * deadline with less paid than due; else waiting to be paid.
 */
function stateOf(q: TaxQuarter, today: string): QuarterState {
  const due = toCents(q.due);
  const paid = toCents(q.paid);
  if (paid > 0 && paid >= due) return "paid";
  if (today <= q.to) return "open";
  if (due === 0) return "nothing";
  return today > q.deadline ? "late" : "toPay";
}

const STATE_LOOK: Record<QuarterState, string> = {
  paid: "border-olive-700 bg-[#eaf1e1] text-olive-700",
  toPay: "border-terracotta-700 bg-sand-50 text-terracotta-700",
  late: "border-danger-700 bg-danger-50 text-danger-700",
  nothing: "border-ink-500 bg-white text-ink-700",
  open: "border-sea-700 bg-sea-50 text-sea-800",
};

/** The address of another year, keeping the period of the stays' table. */
function yearHref(search: URLSearchParams, year: number): string {
  const next = new URLSearchParams(search);
  next.set(TAX_PARAMS.year, String(year));
  return `?${next}`;
}

/** The years to choose from: the five kept (and the year before them) up to the current one, and the one shown. */
function yearChoices(shown: number, today: string): number[] {
  const current = Number(today.slice(0, 4));
  const years = new Set<number>([shown]);
  for (let y = current - 6; y <= current; y++) years.add(y);
  return [...years].sort((a, b) => b - a);
}

function YearPicker({ year, today }: { year: number; today: string }) {
  const [search] = useSearchParams();
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
      {[TAX_PARAMS.from, TAX_PARAMS.to].map((name) => {
        const value = search.get(name);
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
      <div>
        <label htmlFor="tax-year" className="field-label">
          {TY.year}
        </label>
        <select id="tax-year" name={TAX_PARAMS.year} defaultValue={year} key={year} className="field-input">
          {yearChoices(year, today).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-outline">
        {TY.show}
      </button>
      <nav aria-label={TY.otherYears} className="flex gap-2">
        <Link to={yearHref(search, year - 1)} preventScrollReset className="btn-outline px-3" aria-label={TY.previous(year - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Link>
        <Link to={yearHref(search, year + 1)} preventScrollReset className="btn-outline px-3" aria-label={TY.next(year + 1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </nav>
    </Form>
  );
}

/**
 * The year's quarters, where each stands first: on a phone the table scrolls in its own box and
 * the quarter, its state and the tax due are what shows without scrolling.
 */
function QuartersTable({ year, today }: { year: TaxYear; today: string }) {
  const label = TY.quartersLabel(year.year);
  const num = "px-2 py-2 text-right tabular-nums whitespace-nowrap";
  const head = "px-2 py-2 font-semibold";
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[44rem] border-collapse text-left">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-sm text-ink-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {TC.quarter}
            </th>
            <th scope="col" className={head}>
              {TC.state}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {TC.due}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {TC.paid}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {TC.collected}
            </th>
            <th scope="col" className="py-2 pl-2 font-semibold">
              {TC.deadline}
            </th>
          </tr>
        </thead>
        <tbody>
          {year.quarters.map((q) => {
            const state = stateOf(q, today);
            return (
              <tr key={q.quarter} className="border-b border-sand-200">
                <th scope="row" className="py-2 pr-3 text-left font-semibold whitespace-nowrap">
                  {TY.quarter(q.quarter)}
                </th>
                <td className="px-2 py-2">
                  <span
                    className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STATE_LOOK[state]}`}
                  >
                    {TY.states[state]}
                  </span>
                </td>
                <td className={`${num} font-semibold`}>{euros(q.due)}</td>
                <td className={num}>{euros(q.paid)}</td>
                <td className={num}>{euros(q.collected)}</td>
                <td className="py-2 pl-2 whitespace-nowrap">{TY.deadline(longDate(q.deadline))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-sand-300 font-semibold">
            <th scope="row" className="py-2 pr-3 text-left">
              {T.taxTab.total}
            </th>
            <td />
            <td className={num}>{euros(year.total.due)}</td>
            <td className={num}>{euros(year.total.paid)}</td>
            <td className={num}>{euros(year.total.collected)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The payments recorded for the year: a list rather than a table, so that "Elimina" is in reach on a phone too. */
function PaymentsList({ year, payments }: { year: number; payments: TaxPayment[] }) {
  const run = useAdminAction();
  const removal = usePanelAction(run);
  if (payments.length === 0) return <p className="text-ink-700">{TY.noPayments(year)}</p>;
  const remove = (payment: TaxPayment) =>
    removal.start(() => callApi(reportsRoutes.removeTaxPayment, { params: { id: payment.id } }), {
      success: { title: TY.removed },
      error: TY.removeError,
    });
  return (
    <ul aria-label={TY.recordedLabel(year)} className="divide-y divide-sand-200 border-y border-sand-200">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <div className="min-w-0">
            <p className="text-ink-900">
              <span className="font-semibold tabular-nums">{euros(payment.amount)}</span> · {TY.quarterLong(payment.quarter)}
            </p>
            <p className="text-sm break-words text-ink-700">
              {TY.paidOn(formatStayDate(payment.paidOn))}
              {payment.reference && ` · ${TY.referenceShort} ${payment.reference}`}
            </p>
          </div>
          <ConfirmDialog
            title={TY.removeTitle}
            description={TY.removeText}
            confirmLabel={TY.remove}
            cancelLabel={T.common.cancel}
            onConfirm={() => remove(payment)}
            trigger={
              <button
                type="button"
                disabled={removal.busy}
                className="btn border-2 border-danger-700 bg-white px-4 text-danger-700 hover:bg-danger-50"
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {TY.remove}
                <span className="sr-only">{TY.removeWhich(TY.quarterLong(payment.quarter), formatStayDate(payment.paidOn))}</span>
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Versamenti al Comune": the year's quarters with the tax due, collected and paid, each one's
 * deadline and where it stands; the payments recorded, each removable; and the form to record one.
 */
export function TouristTaxPayments({ year, payments, today }: { year: TaxYear; payments: TaxPayment[]; today: string }) {
  const last = lastEndedQuarter(today);
  // In the first weeks of a year the quarter to pay is the previous year's last: say where it is.
  const elsewhere = year.year === Number(today.slice(0, 4)) && !last.startsWith(`${year.year}-`);
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="tax-payments-title" className="card min-w-0 p-4 sm:p-6">
      <h4 id="tax-payments-title" className="text-xl font-semibold text-sea-950">
        {TY.paymentsTitle(year.year)}
      </h4>
      <p className="mt-1 text-ink-700">{TY.paymentsIntro}</p>
      <div className="mt-4">
        <YearPicker year={year.year} today={today} />
      </div>
      {elsewhere && (
        <p className="mt-4 rounded-xl border-l-4 border-terracotta-600 bg-sand-50 p-3 text-ink-900">
          {TY.previousYearQuarter(TY.quarterLong(last), longDate(quarterDeadline(last)))}{" "}
          <Link to={yearHref(search, year.year - 1)} preventScrollReset className="font-semibold text-sea-800 underline">
            {TY.openYear(year.year - 1)}
          </Link>
        </p>
      )}
      <div className="mt-5">
        <QuartersTable year={year} today={today} />
      </div>
      <h5 className="mt-6 mb-2 text-lg font-semibold text-sea-950">{TY.recordedTitle}</h5>
      <PaymentsList year={year.year} payments={payments} />
      <div className="mt-6 border-t border-sand-200 pt-5">
        <TaxPaymentForm key={year.year} year={year} today={today} />
      </div>
    </section>
  );
}
