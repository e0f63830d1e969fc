import { Upload } from "lucide-react";
import { useRef } from "react";

import { formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { LIMITS } from "~/lib/constants";

import { guestsRoutes } from "../guests.routes";
import type { ReceiptSummary } from "../police-receipts.server";
import { T } from "./police-texts";
import { dayMissing, ReceiptDayField } from "./receipt-day-field";

const TR = T.receipts;

type UploadValues = { date: string; file: File | null };

/** "Carica ricevuta": the receipt of a day sent by hand, as the owner downloaded it from the portal. */
export function UploadReceiptForm({ yesterday }: { yesterday: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const form = usePanelForm<UploadValues, ReceiptSummary>({
    saved: { date: yesterday, file: null },
    run: useAdminAction(),
    submit: (values: UploadValues) => {
      const body = new FormData();
      body.append("file", values.file!);
      return callApi(guestsRoutes.uploadReceipt, { params: { date: values.date }, body });
    },
    success: (receipt) => ({ title: TR.uploadedToast, description: TR.day(formatStayDate(receipt.date)) }),
    error: TR.uploadError,
    validate: ({ date, file }) => ({
      ...dayMissing(date),
      ...(!file ? { file: TR.chooseFile } : file.size > LIMITS.receiptPdfBytes ? { file: TR.tooLarge } : {}),
    }),
    // The chosen file stays in the browser's control until it is emptied.
    onSaved: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="receipt-upload-title" className="grid content-start gap-3">
      <h5 id="receipt-upload-title" className="font-semibold text-ink-900">
        {TR.uploadTitle}
      </h5>
      <ReceiptDayField
        id="receipt-upload-date"
        max={yesterday}
        value={values.date}
        error={errors.date}
        onChange={(date) => form.setField("date", date)}
      />
      <FormField id="receipt-upload-file" name="file" label={TR.file} hint={TR.uploadHint} error={errors.file}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => form.setField("file", e.target.files?.[0] ?? null)}
            className="field-input w-full"
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="btn-outline" disabled={busy} aria-busy={busy || undefined}>
          <Upload aria-hidden="true" className="size-5" />
          {busy ? TR.uploading : TR.upload}
        </button>
      </div>
    </form>
  );
}
