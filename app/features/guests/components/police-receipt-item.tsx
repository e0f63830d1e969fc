import { FileText } from "lucide-react";

import { formatBytes, formatMoment, formatStayDate } from "~/components/admin/format";
import { apiUrl } from "~/components/panel/api";

import { guestsRoutes } from "../guests.routes";
import type { ReceiptSummary } from "../police-receipts.server";
import { T } from "./police-texts";

const TR = T.receipts;

/** A kept receipt of the portal: its day, what it covers, and its PDF. */
export function PoliceReceiptItem({ receipt }: { receipt: ReceiptSummary }) {
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
        href={apiUrl(guestsRoutes.receiptPdf, { params: { date: receipt.date } })}
        download={`ricevuta-alloggiati-${receipt.date}.pdf`}
        aria-label={TR.openLabel(day)}
      >
        <FileText aria-hidden="true" className="size-5" />
        {TR.open}
      </a>
    </li>
  );
}
