import { AlertTriangle, Clock } from "lucide-react";

import { formatDeadline } from "~/components/admin/format";

import type { PoliceStayRow } from "../police.server";
import { T } from "./police-texts";

const TP = T.police;

/** An unsent stay's deadline for the report ("Da inviare entro le 21:00 di oggi"), with a badge when it is near or past. */
export function PoliceDue({ row, today }: { row: PoliceStayRow; today: string }) {
  if (!row.policeDueAt || row.registration.policeSentAt) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-900">
      {TP.due(formatDeadline(row.policeDueAt, today))}
      {row.overdue ? (
        <span className="inline-flex items-center gap-1 rounded-full border border-danger-700 bg-danger-50 px-2 py-0.5 font-semibold text-danger-700">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {TP.late}
        </span>
      ) : (
        row.dueSoon && (
          <span className="inline-flex items-center gap-1 rounded-full border border-terracotta-700 bg-terracotta-100 px-2 py-0.5 font-semibold text-terracotta-700">
            <Clock aria-hidden="true" className="size-4" />
            {TP.dueSoon}
          </span>
        )
      )}
    </p>
  );
}
