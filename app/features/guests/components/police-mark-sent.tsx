import { Send } from "lucide-react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";

import { guestsRoutes } from "../guests.routes";
import type { PoliceStayRow } from "../police.server";
import { T } from "./police-texts";

const TP = T.police;

type Props = {
  date: string;
  /** The day's ready stays: the ones marked. */
  ready: PoliceStayRow[];
  /** The day's heading, whose id prefixes the receipt's. */
  headingId: string;
};

/** "Segna come inviati": the day's ready stays marked as sent by hand on the portal, with its receipt number if the owner has one. */
export function PoliceMarkSent({ date, ready, headingId }: Props) {
  const form = usePanelForm({
    saved: { receipt: "" },
    run: useAdminAction(),
    submit: ({ receipt }: { receipt: string }) =>
      callApi(guestsRoutes.markPoliceSent, { body: { date, stayIds: ready.map((r) => r.stayId), receipt } }),
    success: { title: TP.sentToast },
    error: TP.sentError,
  });
  const { values, busy } = form;
  return (
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
            value={values.receipt}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => form.setField("receipt", e.target.value)}
          />
        </div>
        <button type="button" className="btn-primary" onClick={() => void form.onSubmit()} disabled={busy} aria-busy={busy || undefined}>
          <Send aria-hidden="true" className="size-5" />
          {TP.markSent}
        </button>
      </div>
    </fieldset>
  );
}
