import { CheckCircle2, Download, Send, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { apiUrl, callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { useHydrated } from "~/components/ui/use-hydrated";

import type { IstatMissingStay } from "../istat";
import type { DayOutcome } from "../istat-region";
import { reportsRoutes } from "../reports.routes";
import { ISTAT_ACCOUNT_ID } from "./istat-account-card";
import { monthName, monthRange } from "./istat-format";
import { IstatMissingStays } from "./istat-missing-stays";
import { IstatSendOutcome } from "./istat-send-outcome";
import { T } from "./texts";

const TS = T.istatSend;

type Props = {
  month: string;
  /** Whether the region's account is saved: without it the month can only go as a file. */
  configured: boolean;
  /** The stays of the month whose guests' data are missing: with one arriving or leaving, the file cannot be made. */
  missing: readonly IstatMissingStay[];
};

/** "Inviati 30 giorni; 1 con ospiti rifiutati; 1 già accettato e non cambiato." */
function summaryOf(days: readonly DayOutcome[]): string {
  const count = (...statuses: DayOutcome["status"][]) => days.filter((d) => statuses.includes(d.status)).length;
  return TS.summary({
    sent: count("accepted", "partial"),
    partial: count("partial"),
    refused: count("refused"),
    failed: count("failed"),
    unchanged: count("unchanged"),
  });
}

/** The stays a 422 missing_guest_data names, as its error body lists them. */
function missingOf(details: Record<string, unknown>): IstatMissingStay[] {
  const stays = details.stays;
  if (!Array.isArray(stays)) return [];
  return stays.filter(
    (s): s is IstatMissingStay =>
      typeof s === "object" &&
      s !== null &&
      typeof (s as IstatMissingStay).stayId === "number" &&
      typeof (s as IstatMissingStay).leadName === "string" &&
      typeof (s as IstatMissingStay).checkIn === "string" &&
      typeof (s as IstatMissingStay).checkOut === "string",
  );
}

/**
 * "Invia alla Regione" for the month shown (POST /api/reports/istat/send, its first to its last
 * day): the outcome in a sentence, the focus moved to it, and each day the region did not take
 * whole with its refused guests; a refusal of the whole sending in an alert, with the stays to
 * complete. Then the month's XML file, for the region's portal.
 */
export function IstatSend({ month, configured, missing }: Props) {
  const { from, to } = monthRange(month);
  const hydrated = useHydrated();
  const action = usePanelAction(useAdminAction());
  const [days, setDays] = useState<DayOutcome[] | null>(null);
  const [failure, setFailure] = useState<{ message: string; stays: IstatMissingStay[] } | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (days) outcome.current?.focus();
  }, [days]);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const send = async () => {
    const result = await action.start(() => callApi(reportsRoutes.sendIstat, { body: { from, to } }), {
      success: (answer) => ({ title: TS.sentToast, description: summaryOf(answer.days) }),
      error: TS.error,
    });
    if (result === null) return;
    if (result.ok) {
      setFailure(null);
      setDays(result.value.days);
    } else if (result.error.status !== 401) {
      // An expired session leaves the outcome as it was.
      setDays(null);
      setFailure({ message: errorDescription(TS.error, result.error), stays: missingOf(result.error.details) });
    }
  };
  // The file refuses a month whose arriving or leaving guests are incomplete, as the sending does.
  const blocksFile = missing.some((s) => (s.checkIn >= from && s.checkIn <= to) || (s.checkOut >= from && s.checkOut <= to));

  return (
    <div className="grid gap-4">
      <p className="text-ink-700">{TS.intro(monthName(month))}</p>
      {configured ? (
        <div>
          <button
            type="button"
            className="btn-sea"
            onClick={() => void send()}
            disabled={!hydrated || action.busy}
            aria-busy={action.busy || undefined}
          >
            <Send aria-hidden="true" className="size-5" />
            {action.busy ? TS.sending : TS.button}
          </button>
        </div>
      ) : (
        <p className="text-ink-900">
          <a href={`#${ISTAT_ACCOUNT_ID}`} className="font-semibold text-sea-800 underline">
            {TS.notConfigured}
          </a>
        </p>
      )}
      <div role="status">
        {days && (
          <p ref={outcome} tabIndex={-1} className="flex items-start gap-2 font-semibold text-sea-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {summaryOf(days)}
          </p>
        )}
      </div>
      {days && <IstatSendOutcome days={days} />}
      {failure && (
        <div
          ref={alert}
          tabIndex={-1}
          role="alert"
          className="flex gap-3 rounded-xl border-l-4 border-danger-700 bg-danger-50 p-3 text-ink-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words">{failure.message}</p>
            {failure.stays.length > 0 && (
              <>
                <p className="mt-2">{TS.missingTitle}</p>
                <IstatMissingStays stays={failure.stays} />
              </>
            )}
          </div>
        </div>
      )}
      <div>
        {blocksFile ? (
          <p className="text-sm text-ink-700">{TS.xmlMissing}</p>
        ) : (
          <>
            <a
              className="btn-outline"
              href={apiUrl(reportsRoutes.istatMovements, { query: { from, to } })}
              download
              aria-describedby="istat-xml-hint"
            >
              <Download aria-hidden="true" className="size-5" />
              {TS.xml}
            </a>
            <p id="istat-xml-hint" className="mt-1.5 text-sm text-ink-700">
              {TS.xmlHint}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
