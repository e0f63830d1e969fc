import { AlertTriangle } from "lucide-react";
import { Form, Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";

import type { PortalAccount } from "../police-portal.server";
import type { ReceiptsPanel } from "../police-receipts.server";
import type { PoliceDay, PoliceStayRow } from "../police.server";
import { PoliceArrivalDay } from "./police-arrival-day";
import { PoliceReceipts } from "./police-receipts";
import { T } from "./police-texts";
import { PortalAccountCard } from "./portal-account-card";

const TP = T.police;

/**
 * "Adempimenti → Questura": for a day, the stays arriving that day and the day before (the portal
 * takes both), what each still needs and by when, the file to upload, and the sending once done;
 * on top, any stay whose deadline has passed unreported.
 */
export function PoliceTab({
  day,
  previous,
  overdue,
  receipts,
  portal,
  canEditPortal,
}: {
  day: PoliceDay;
  previous: string;
  overdue: PoliceStayRow[];
  receipts: ReceiptsPanel;
  portal: PortalAccount;
  /** The owner's: the portal's credentials are hers alone to see and change. */
  canEditPortal: boolean;
}) {
  const of = (date: string) => day.stays.filter((s) => s.checkIn === date);
  return (
    <section aria-labelledby="tab-police-title">
      <TabHeader level={3} id="tab-police-title" title={T.compliance.police}>
        {TP.intro}
      </TabHeader>
      <div className="grid gap-6">
        {overdue.length > 0 && (
          <div role="alert" className="flex gap-3 rounded-xl border-l-4 border-danger-700 bg-white p-4 text-ink-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            <div>
              <p className="font-semibold">{TP.overdueTitle}</p>
              <p className="mt-1">{TP.overdueText}</p>
              <ul className="mt-1 list-disc pl-5">
                {overdue.map((s) => (
                  <li key={s.stayId}>
                    <Link to={adminStayPath(s.stayId)} className="text-sea-800 underline">
                      {TP.overdueItem(s.leadName, s.roomName, formatStayDate(s.checkIn))}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <Form method="get" className="card flex flex-wrap items-end gap-3 p-4 sm:p-6">
          <div>
            <label htmlFor="police-day" className="field-label">
              {TP.day}
            </label>
            <input id="police-day" name="giorno" type="date" defaultValue={day.date} required className="field-input" />
          </div>
          <button type="submit" className="btn-outline">
            {TP.show}
          </button>
        </Form>
        {[day.date, previous].map((date) => (
          <PoliceArrivalDay
            key={date}
            date={date}
            rows={of(date)}
            sends={day.sends.filter((s) => s.arrivalDate === date)}
            portal={portal.configured}
          />
        ))}
        <PoliceReceipts {...receipts} />
        <PortalAccountCard account={portal} editable={canEditPortal} />
      </div>
    </section>
  );
}
