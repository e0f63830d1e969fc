import { Form, useSearchParams } from "react-router";

import { formatMoment } from "~/components/admin/format";

import type { ReceiptsPanel } from "../police-receipts.server";
import { FetchReceiptForm } from "./fetch-receipt-form";
import { PoliceReceiptItem } from "./police-receipt-item";
import { T } from "./police-texts";
import { UploadReceiptForm } from "./upload-receipt-form";

const TR = T.receipts;

function tablesLine(tables: ReceiptsPanel["tables"]): string {
  if (tables.source === "operator") return TR.tables.operator;
  if (tables.source === "portal")
    return TR.tables.portal(formatMoment(tables.updatedAt), formatMoment(tables.checkedAt ?? tables.updatedAt));
  return tables.checkedAt ? TR.tables.shipped(formatMoment(tables.checkedAt)) : TR.tables.never;
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
            <PoliceReceiptItem key={receipt.date} receipt={receipt} />
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-6 border-t border-sand-200 pt-4 md:grid-cols-2">
        <FetchReceiptForm yesterday={yesterday} />
        <UploadReceiptForm yesterday={yesterday} />
      </div>
      <p className="mt-4 text-sm text-ink-700">{tablesLine(tables)}</p>
    </section>
  );
}
