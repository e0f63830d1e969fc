import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { errorDescription, useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { useHydrated } from "~/components/ui/use-hydrated";

import type { PoliceDay, PoliceStayRow } from "../police.server";
import { PORTAL_ACCOUNT_ID } from "./portal-account";
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
  const [sent, setSent] = useState<number | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const form = usePanelForm({
    saved: null,
    run: useAdminAction(),
    submit: () => apiRequest<PoliceDay & { sent: number }>("POST", "/api/police/send", { date }),
    success: (day) => ({ title: TS.sentToast, description: day.sent ? TS.sent(day.sent) : TS.nothing }),
    error: TS.error,
    refused: (error) => ({ send: Array.isArray(error.details.records) ? TS.refused : errorDescription(TS.error, error) }),
    onSaved: (day) => setSent(day.sent),
    onRefused: () => setSent(null),
  });
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
            onClick={() => void form.onSubmit()}
            disabled={!hydrated || form.busy}
            aria-busy={form.busy || undefined}
            aria-describedby={`${id}-hint ${id}-outcome`}
          >
            <Send aria-hidden="true" className="size-5" />
            {form.busy ? TS.sending : TS.button}
          </button>
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
            {TS.hint(ready)}
          </p>
        </>
      )}
      <div id={`${id}-outcome`} role="status">
        {form.errors.send ? (
          <p className="field-error">{form.errors.send}</p>
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
