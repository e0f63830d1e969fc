import { TriangleAlert } from "lucide-react";

import { adminQuotePath, adminStayPath } from "~/components/admin/addresses";
import { formatPeriod } from "~/components/admin/format";

import type { RoomBusy } from "./room-busy";

/** What takes the room on the stay's dates: each source and its dates, a request or stay linked. */
export function RoomBusyNotice({ busy, title, intro, hint }: { busy: RoomBusy; title: string; intro: string; hint: string }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-danger-700/40 bg-danger-50 p-4 text-ink-900">
      <p className="flex items-start gap-2 font-semibold text-danger-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {busy.message || title}
      </p>
      {busy.conflicts.length > 0 && (
        <>
          <p className="mt-2">{intro}</p>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {busy.conflicts.map((c, i) => {
              const href = c.quoteId ? adminQuotePath(c.quoteId) : c.stayId ? adminStayPath(c.stayId) : null;
              return (
                <li key={`${c.kind}-${c.start}-${i}`}>
                  {href ? (
                    <a href={href} className="font-semibold text-sea-800 underline">
                      {c.source}
                    </a>
                  ) : (
                    <strong>{c.source}</strong>
                  )}
                  : {formatPeriod(c.start, c.end)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p className="mt-2 text-sm text-ink-700">{hint}</p>
    </div>
  );
}
