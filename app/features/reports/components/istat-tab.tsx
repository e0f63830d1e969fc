import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";

import { TabHeader } from "~/components/admin/tab-header";
import { FieldError } from "~/components/ui/field-error";

import { ISTAT_PARAM, shiftMonth } from "../istat";
import type { IstatTabData } from "../istat.server";
import { IstatAccountCard } from "./istat-account-card";
import { monthName } from "./istat-format";
import { IstatMonthFigures } from "./istat-month-figures";
import { IstatSend } from "./istat-send";
import { IstatSentTable } from "./istat-sent-table";
import { T } from "./texts";

const TI = T.istatTab;
const TS = T.istatSend;

export type IstatTabProps = IstatTabData & {
  /** The owner's: the region's credentials are hers alone to see and change. */
  canEditAccount: boolean;
};

const monthHref = (month: string) => `?${new URLSearchParams({ [ISTAT_PARAM]: month })}`;

/**
 * "Adempimenti → ISTAT": a month's arrivals, departures and nights (presenze) by day and origin,
 * the month's totals and the same as CSV; its sending to the region (or its XML file) and what
 * the region answered for each day; then the account on the region's service.
 */
export function IstatTab({ month, report, errors, settings, rooms, sent, canEditAccount }: IstatTabProps) {
  const error = errors.month;
  const valid = report !== null;
  return (
    <section aria-labelledby="tab-istat-title">
      <TabHeader level={3} id="tab-istat-title" title={TI.title}>
        {TI.intro}
      </TabHeader>
      <div className="grid min-w-0 grid-cols-1 gap-6">
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

        {report && <IstatMonthFigures report={report} />}

        {report && (
          <section aria-labelledby="istat-send-title" className="card min-w-0 p-4 sm:p-6">
            <h4 id="istat-send-title" className="mb-2 text-xl font-semibold text-sea-950">
              {TS.title}
            </h4>
            {/* A new month starts without the last month's outcome. */}
            <IstatSend key={month} month={month} configured={settings.configured} missing={report.missingStays} />
            <h5 className="mt-6 mb-2 text-lg font-semibold text-sea-950">{TS.sentTitle}</h5>
            <IstatSentTable month={month} sent={sent} />
          </section>
        )}

        <IstatAccountCard settings={settings} rooms={rooms} editable={canEditAccount} />
      </div>
    </section>
  );
}
