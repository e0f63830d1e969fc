import { Link } from "react-router";

import { adminStayPath } from "~/components/admin/addresses";

import type { RefusedGuest } from "../istat-region";
import { T } from "./texts";

const TS = T.istatSend;

/** "Soggiorno n. 12 – ospite 2: <the region's words>", the stay a link to its page. */
export function IstatRefusedGuest({ guest }: { guest: RefusedGuest }) {
  return (
    <>
      <Link to={adminStayPath(guest.stayId)} className="font-semibold text-sea-800 underline">
        {TS.stay(guest.stayId)}
      </Link>
      <span className="break-words">{TS.guest(guest.guest, guest.message)}</span>
    </>
  );
}
