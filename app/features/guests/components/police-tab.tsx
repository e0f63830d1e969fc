import { AlertTriangle, Download, Send } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatMoment, formatStayDate } from "~/components/admin/format";
import { TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { todayInItaly } from "~/lib/dates";

import type { PortalAccount } from "../police-portal.server";
import type { ReceiptsPanel } from "../police-receipts.server";
import type { PoliceDay, PoliceStayRow } from "../police.server";
import { IdentityCheck } from "./identity-check";
import { PoliceDue } from "./police-due";
import { PoliceReceipts } from "./police-receipts";
import { T } from "./police-texts";
import { PortalAccountCard } from "./portal-account";
import { PoliceErrorNote } from "./portal-refusal";
import { PortalSend } from "./portal-send";

const TP = T.police;

const STATE_STYLE: Record<PoliceStayRow["registration"]["state"], string> = {
  missing: "bg-danger-50 text-danger-700 border-danger-700",
  unchecked: "bg-sand-100 text-ink-900 border-sand-300",
  ready: "bg-sea-50 text-sea-900 border-sea-700",
  sent: "bg-white text-ink-700 border-sand-300",
};

function StayItem({ row }: { row: PoliceStayRow }) {
  const { registration } = row;
  const today = todayInItaly();
  return (
    <li className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link to={adminStayPath(row.stayId)} className="font-semibold text-sea-800 underline" aria-label={TP.open(row.leadName)}>
            {row.leadName}
          </Link>
          <p className="text-sm text-ink-700">
            {row.roomName} · {TP.guests(row.guests)}
          </p>
        </div>
        <span className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${STATE_STYLE[registration.state]}`}>
          {TP.states[registration.state]}
        </span>
      </div>
      {registration.missing.length > 0 && <p className="mt-1 text-sm text-ink-900">{TP.missing(registration.missing.join(", "))}</p>}
      <PoliceDue row={row} today={today} />
      <PoliceErrorNote error={row.policeError} />
      {(registration.state !== "missing" || registration.identityCheckedAt) && (
        <IdentityCheck stayId={row.stayId} checkIn={row.checkIn} registration={registration} today={today} />
      )}
    </li>
  );
}

/** One arrival day: its stays, the file to upload on the portal, and "Segna come inviati". */
function ArrivalDay({ date, rows, sends, portal }: { date: string; rows: PoliceStayRow[]; sends: PoliceDay["sends"]; portal: boolean }) {
  const run = useAdminAction();
  const [receipt, setReceipt] = useState("");
  const [busy, setBusy] = useState(false);
  const inFile = rows.filter((r) => r.registration.identityCheckedAt && r.registration.missing.length === 0);
  const ready = rows.filter((r) => r.registration.state === "ready");
  const headingId = `police-day-${date}`;
  const markSent = async () => {
    setBusy(true);
    const result = await run(() => apiRequest("POST", "/api/police/sent", { date, stayIds: ready.map((r) => r.stayId), receipt }), {
      success: { title: TP.sentToast },
      error: TP.sentError,
    });
    if (result.ok) setReceipt("");
    setBusy(false);
  };
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-6">
      <h4 id={headingId} className="text-xl font-semibold text-sea-950">
        {TP.arrivalsOf(formatStayDate(date))}
      </h4>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-700">{TP.none}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {rows.map((row) => (
            <StayItem key={row.stayId} row={row} />
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <div className="mt-4 grid gap-3">
          <PortalSend date={date} rows={rows} configured={portal} />
          {inFile.length > 0 ? (
            <div>
              <a
                className="btn-primary"
                href={`/api/police/file?date=${date}`}
                download={`alloggiati-${date}.txt`}
                aria-describedby={`${headingId}-file`}
              >
                <Download aria-hidden="true" className="size-5" />
                {TP.download}
              </a>
              <p id={`${headingId}-file`} className="mt-1 text-sm text-ink-700">
                {TP.downloadHint(inFile.length)}
              </p>
            </div>
          ) : (
            <p className="text-ink-700">{TP.nothingToDownload}</p>
          )}
          {ready.length > 0 && (
            <fieldset className="rounded-xl border border-sand-300 p-4">
              <legend className="px-1 font-semibold text-ink-900">
                {TP.markSentTitle} ({TP.markSentFor(ready.length)})
              </legend>
              <div className="flex flex-wrap items-end gap-3">
                <div className="min-w-0 grow">
                  <label htmlFor={`${headingId}-receipt`} className="field-label">
                    {TP.receipt}
                  </label>
                  <input
                    id={`${headingId}-receipt`}
                    className="field-input w-full"
                    value={receipt}
                    maxLength={100}
                    autoComplete="off"
                    onChange={(e) => setReceipt(e.target.value)}
                  />
                </div>
                <button type="button" className="btn-primary" onClick={markSent} disabled={busy} aria-busy={busy || undefined}>
                  <Send aria-hidden="true" className="size-5" />
                  {TP.markSent}
                </button>
              </div>
            </fieldset>
          )}
        </div>
      )}
      {sends.length > 0 && (
        <div className="mt-4">
          <h5 className="font-semibold text-ink-900">{TP.history}</h5>
          <ul className="mt-1 list-disc pl-5 text-sm text-ink-900">
            {sends.map((s) => (
              <li key={s.id}>
                {TP.historyItem(formatMoment(s.sentAt), s.records, s.sentBy)}
                {s.receipt ? `, ${TP.receiptShort(s.receipt)}` : ""}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

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
}: {
  day: PoliceDay;
  previous: string;
  overdue: PoliceStayRow[];
  receipts: ReceiptsPanel;
  portal: PortalAccount;
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
          <ArrivalDay
            key={date}
            date={date}
            rows={of(date)}
            sends={day.sends.filter((s) => s.arrivalDate === date)}
            portal={portal.configured}
          />
        ))}
        <PoliceReceipts {...receipts} />
        <PortalAccountCard account={portal} />
      </div>
    </section>
  );
}
