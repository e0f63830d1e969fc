import { CircleAlert, CircleCheck } from "lucide-react";

import type { SyncResult } from "./calendar-model";
import { T } from "./texts";

const TF = T.availability.feeds;

/** What the last "Sincronizza ora" read from each calendar; announced as it appears. */
export function SyncResults({ results }: { results: SyncResult[] | null }) {
  return (
    // Always there, so that the results are announced when they appear.
    <div role="status" className="mt-4 empty:hidden">
      {results && results.length > 0 && (
        <div className="rounded-xl border border-sea-200 bg-sea-50 p-4">
          <h4 className="font-semibold text-sea-950">{TF.syncResults}</h4>
          <ul className="mt-2 grid gap-1.5">
            {results.map((r) => (
              <li key={r.id} className="flex items-start gap-2">
                {r.ok ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-olive-700" />
                ) : (
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
                )}
                <span>
                  <strong>{r.name}</strong>: {r.ok ? TF.syncOk(r.events, r.changed) : TF.syncFailed(r.error ?? "")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
