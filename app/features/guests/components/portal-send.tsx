import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { useHydrated } from "~/components/ui/use-hydrated";

import { guestsRoutes } from "../guests.routes";
import type { PoliceStayRow } from "../police.server";
import { PORTAL_ACCOUNT_ID } from "./portal-account-card";
import { TW } from "./portal-texts";

const TS = TW.send;

type Props = {
  date: string;
  rows: PoliceStayRow[];
  /** Whether the portal's account is saved: without it the day can only go as a file. */
  configured: boolean;
};

/**
 * "Invia alla Questura" for one arrival day (POST /api/police/send): the day's ready stays through
 * the portal's web service. The outcome stays in view after the button has gone (nothing left to
 * send), and the focus moves to it; a refused guest is shown under its stay, from what the server
 * kept on the stay.
 */
export function PortalSend({ date, rows, configured }: Props) {
  const ready = rows.filter((row) => row.registration.state === "ready").length;
  const hydrated = useHydrated();
  const action = usePanelAction(useAdminAction());
  // What the last send came to: the stays sent, or the refusal's words.
  const [sent, setSent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const send = async () => {
    const result = await action.start(() => callApi(guestsRoutes.sendToPolice, { body: { date } }), {
      success: (day) => ({ title: TS.sentToast, description: day.sent ? TS.sent(day.sent) : TS.nothing }),
      error: TS.error,
    });
    if (result === null) return;
    if (result.ok) {
      setRefusal(null);
      setSent(result.value.sent);
    } else if (result.error.status !== 401) {
      // An expired session leaves the outcome as it was.
      setRefusal(Array.isArray(result.error.details.records) ? TS.refused : errorDescription(TS.error, result.error));
      setSent(null);
    }
  };
  useEffect(() => {
    if (sent !== null) outcome.current?.focus();
  }, [sent]);
  const id = `police-send-${date}`;

  if (ready === 0 && sent === null) return null;
  if (!configured)
    return (
      <p className="text-sm text-ink-700">
        <a href={`#${PORTAL_ACCOUNT_ID}`} className="text-sea-800 underline">
          {TS.notConfigured}
        </a>
      </p>
    );
  return (
    <div>
      {ready > 0 && (
        <>
          <button
            type="button"
            className="btn-sea"
            onClick={() => void send()}
            disabled={!hydrated || action.busy}
            aria-busy={action.busy || undefined}
            aria-describedby={`${id}-hint ${id}-outcome`}
          >
            <Send aria-hidden="true" className="size-5" />
            {action.busy ? TS.sending : TS.button}
          </button>
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
            {TS.hint(ready)}
          </p>
        </>
      )}
      <div id={`${id}-outcome`} role="status">
        {refusal ? (
          <p className="field-error">{refusal}</p>
        ) : (
          sent !== null && (
            <p ref={outcome} tabIndex={-1} className="mt-2 flex items-start gap-2 text-sm font-semibold text-sea-900">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {sent ? TS.sent(sent) : TS.nothing}
            </p>
          )
        )}
      </div>
    </div>
  );
}
