import { Download, FileText, Upload } from "lucide-react";
import { useRef } from "react";
import { Form, useSearchParams } from "react-router";

import { formatBytes, formatMoment, formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import type { FieldErrors } from "~/components/panel/panel-form";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { LIMITS } from "~/lib/constants";

import type { ReceiptsPanel, ReceiptSummary } from "../police-receipts.server";
import { T } from "./police-texts";

const TR = T.receipts;

function tablesLine(tables: ReceiptsPanel["tables"]): string {
  if (tables.source === "operator") return TR.tables.operator;
  if (tables.source === "portal")
    return TR.tables.portal(formatMoment(tables.updatedAt), formatMoment(tables.checkedAt ?? tables.updatedAt));
  return tables.checkedAt ? TR.tables.shipped(formatMoment(tables.checkedAt)) : TR.tables.never;
}

function ReceiptItem({ receipt }: { receipt: ReceiptSummary }) {
  const day = formatStayDate(receipt.date);
  const when = formatMoment(receipt.fetchedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{TR.day(day)}</p>
        <p className="text-sm text-ink-700">
          {TR.stays(receipt.stays)} · {formatBytes(receipt.bytes)} · {receipt.source === "portal" ? TR.fetched(when) : TR.uploaded(when)}
        </p>
      </div>
      <a
        className="btn-outline"
        href={`/api/police/receipts/${receipt.date}`}
        download={`ricevuta-alloggiati-${receipt.date}.pdf`}
        aria-label={TR.openLabel(day)}
      >
        <FileText aria-hidden="true" className="size-5" />
        {TR.open}
      </a>
    </li>
  );
}

const dayMissing = (date: string): FieldErrors => (date ? {} : { date: TR.chooseDay });

/** "Scarica ricevuta": the portal's receipt of a day, fetched now and kept. */
function FetchReceipt({ yesterday }: { yesterday: string }) {
  const form = usePanelForm({
    saved: { date: yesterday },
    run: useAdminAction(),
    submit: (values: { date: string }) => apiRequest<ReceiptSummary>("POST", "/api/police/receipts/fetch", { date: values.date }),
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
      <SentDayField
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

/** The day of the transmissions a receipt covers: up to yesterday, the portal has none for today yet. */
function SentDayField(props: { id: string; hint?: string; max: string; value: string; error?: string; onChange: (date: string) => void }) {
  return (
    <FormField id={props.id} name="date" label={TR.sentDay} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          type="date"
          max={props.max}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="field-input w-full"
        />
      )}
    </FormField>
  );
}

type UploadValues = { date: string; file: File | null };

/** "Carica ricevuta": the receipt of a day sent by hand, as the owner downloaded it from the portal. */
function UploadReceipt({ yesterday }: { yesterday: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const form = usePanelForm<UploadValues, ReceiptSummary>({
    saved: { date: yesterday, file: null },
    run: useAdminAction(),
    submit: (values: UploadValues) => {
      const body = new FormData();
      body.append("file", values.file!);
      return apiRequest<ReceiptSummary>("PUT", `/api/police/receipts/${values.date}`, body);
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
      <SentDayField
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

/**
 * "Ricevute del portale": the year's receipts kept (each opened as its PDF), one fetched from the
 * portal now, one uploaded for a day sent by hand; and where the portal's code tables come from.
 */
export function PoliceReceipts({ year, years, receipts, yesterday, tables }: ReceiptsPanel) {
  const [search] = useSearchParams();
  const shownDay = search.get("giorno");
  return (
    <section aria-labelledby="police-receipts-title" className="card p-4 sm:p-6">
      <h4 id="police-receipts-title" className="text-xl font-semibold text-sea-950">
        {TR.title}
      </h4>
      <p className="mt-1 text-ink-700">{TR.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {shownDay && <input type="hidden" name="giorno" value={shownDay} />}
        <div>
          <label htmlFor="police-receipts-year" className="field-label">
            {TR.year}
          </label>
          <select id="police-receipts-year" name="anno" defaultValue={year} className="field-input">
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline">
          {TR.show}
        </button>
      </Form>
      {receipts.length === 0 ? (
        <p className="mt-3 text-ink-700">{TR.none(year)}</p>
      ) : (
        <ul aria-label={TR.list(year)} className="mt-3 divide-y divide-sand-200">
          {receipts.map((receipt) => (
            <ReceiptItem key={receipt.date} receipt={receipt} />
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-6 border-t border-sand-200 pt-4 md:grid-cols-2">
        <FetchReceipt yesterday={yesterday} />
        <UploadReceipt yesterday={yesterday} />
      </div>
      <p className="mt-4 text-sm text-ink-700">{tablesLine(tables)}</p>
    </section>
  );
}
