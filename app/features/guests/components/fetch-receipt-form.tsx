import { Download } from "lucide-react";

import { formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";

import { guestsRoutes } from "../guests.routes";
import { T } from "./police-texts";
import { dayMissing, ReceiptDayField } from "./receipt-day-field";

const TR = T.receipts;

/** "Scarica ricevuta": the portal's receipt of a day, fetched now and kept. */
export function FetchReceiptForm({ yesterday }: { yesterday: string }) {
  const form = usePanelForm({
    saved: { date: yesterday },
    run: useAdminAction(),
    submit: (values: { date: string }) => callApi(guestsRoutes.fetchReceipt, { body: { date: values.date } }),
    success: (receipt) => ({ title: TR.fetchedToast, description: TR.day(formatStayDate(receipt.date)) }),
    error: TR.fetchError,
    validate: (values) => dayMissing(values.date),
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="receipt-fetch-title" className="grid content-start gap-3">
      <h5 id="receipt-fetch-title" className="font-semibold text-ink-900">
        {TR.fetchTitle}
      </h5>
      <ReceiptDayField
        id="receipt-fetch-date"
        hint={TR.fetchHint}
        max={yesterday}
        value={values.date}
        error={errors.date}
        onChange={(date) => form.setField("date", date)}
      />
      <div>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          <Download aria-hidden="true" className="size-5" />
          {busy ? TR.fetching : TR.fetch}
        </button>
      </div>
    </form>
  );
}
