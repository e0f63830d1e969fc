import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { todayInItaly } from "~/lib/dates";

import type { PoliceStayRow } from "../police.server";
import { IdentityCheck } from "./identity-check";
import { PoliceDue } from "./police-due";
import { PoliceErrorNote } from "./police-error-note";
import { T } from "./police-texts";

const TP = T.police;

const STATE_STYLE: Record<PoliceStayRow["registration"]["state"], string> = {
  missing: "bg-danger-50 text-danger-700 border-danger-700",
  unchecked: "bg-sand-100 text-ink-900 border-sand-300",
  ready: "bg-sea-50 text-sea-900 border-sea-700",
  sent: "bg-white text-ink-700 border-sand-300",
};

/** One stay of an arrival day in "Questura": its state, what it still needs and by when, and the identity check. */
export function PoliceStayItem({ row }: { row: PoliceStayRow }) {
  const { registration } = row;
  const today = todayInItaly();
  return (
    <li className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link to={adminStayPath(row.stayId)} className="font-semibold text-sea-800 underline" aria-label={TP.open(row.leadName)}>
            {row.leadName}
          </Link>
          <p className="text-sm text-ink-700">
            {row.roomName} · {TP.guests(row.guests)}
          </p>
        </div>
        <span className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${STATE_STYLE[registration.state]}`}>
          {TP.states[registration.state]}
        </span>
      </div>
      {registration.missing.length > 0 && <p className="mt-1 text-sm text-ink-900">{TP.missing(registration.missing.join(", "))}</p>}
      <PoliceDue row={row} today={today} />
      <PoliceErrorNote error={row.policeError} />
      {(registration.state !== "missing" || registration.identityCheckedAt) && (
        <IdentityCheck stayId={row.stayId} checkIn={row.checkIn} registration={registration} today={today} />
      )}
    </li>
  );
}
