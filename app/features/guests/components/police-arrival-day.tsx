import { Download } from "lucide-react";

import { formatMoment, formatStayDate } from "~/components/admin/format";
import { apiUrl } from "~/components/panel/api";

import { guestsRoutes } from "../guests.routes";
import type { PoliceDay, PoliceStayRow } from "../police.server";
import { PoliceMarkSent } from "./police-mark-sent";
import { PoliceStayItem } from "./police-stay-item";
import { T } from "./police-texts";
import { PortalSend } from "./portal-send";

const TP = T.police;

type Props = { date: string; rows: PoliceStayRow[]; sends: PoliceDay["sends"]; portal: boolean };

/** One arrival day: its stays, the file to upload on the portal, and "Segna come inviati". */
export function PoliceArrivalDay({ date, rows, sends, portal }: Props) {
  const inFile = rows.filter((r) => r.registration.identityCheckedAt && r.registration.missing.length === 0);
  const ready = rows.filter((r) => r.registration.state === "ready");
  const headingId = `police-day-${date}`;
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
            <PoliceStayItem key={row.stayId} row={row} />
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
                href={apiUrl(guestsRoutes.policeFile, { query: { date } })}
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
          {ready.length > 0 && <PoliceMarkSent date={date} ready={ready} headingId={headingId} />}
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
