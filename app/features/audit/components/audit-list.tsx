import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { EmptyState } from "~/components/admin/empty-state";
import { italyTime, todayInItaly } from "~/lib/dates";
import { numericDate } from "~/lib/italian";

import type { AuditRow } from "../audit.server";
import { T, targetText } from "./texts";

const TA = T.audit;

/** "07/12/2026, 13:49:08", in Italian time. */
const when = (at: Date) => `${numericDate(todayInItaly(at))}, ${italyTime(at, { seconds: true })}`;

function AuditItem({ row }: { row: AuditRow }) {
  const target = targetText(row.target);
  return (
    <li className="rounded-xl border border-sand-300 bg-white px-4 py-3">
      <p className="text-sm text-ink-700">
        <time dateTime={row.at}>{when(new Date(row.at))}</time>
      </p>
      <p className="font-semibold text-ink-900">{TA.actionText(row.action)}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-900">
        <dt className="text-ink-700">{TA.who}</dt>
        <dd className="break-words">{row.actor}</dd>
        {row.target && (
          <>
            <dt className="text-ink-700">{TA.target}</dt>
            <dd className="break-words">
              {target.stayId ? (
                <Link to={adminStayPath(target.stayId)} className="font-semibold text-sea-800 underline">
                  {target.text}
                </Link>
              ) : (
                target.text
              )}
            </dd>
          </>
        )}
        <dt className="text-ink-700">{TA.address}</dt>
        <dd className="font-mono break-all" title={row.addressHash}>
          {row.addressHash.slice(0, 12)}
        </dd>
      </dl>
    </li>
  );
}

/** The rows of one page, newest first, one card each: readable on a phone as on a desk. */
export function AuditList({ rows, filtered }: { rows: AuditRow[]; filtered: boolean }) {
  if (rows.length === 0) return <EmptyState>{filtered ? TA.empty : TA.emptyAll}</EmptyState>;
  return (
    <ol className="grid max-w-3xl gap-2" aria-label={TA.listTitle}>
      {rows.map((row, i) => (
        <AuditItem key={`${row.at}-${i}`} row={row} />
      ))}
    </ol>
  );
}
