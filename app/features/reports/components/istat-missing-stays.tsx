import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";

import type { IstatMissingStay } from "../istat";
import { T } from "./texts";

/** The stays whose guests' data are missing, each a link to its page, where the owner completes them. */
export function IstatMissingStays({ stays }: { stays: readonly IstatMissingStay[] }) {
  return (
    <ul className="mt-2 grid gap-1.5">
      {stays.map((stay) => (
        <li key={stay.stayId}>
          <Link to={adminStayPath(stay.stayId)} className="font-semibold break-words text-sea-800 underline">
            {T.istatTab.completeStay(stay.leadName, formatStayDate(stay.checkIn), formatStayDate(stay.checkOut))}
          </Link>
        </li>
      ))}
    </ul>
  );
}
