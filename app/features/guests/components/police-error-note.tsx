import { AlertTriangle } from "lucide-react";

import type { PoliceError } from "~/db/schema";

import { TW } from "./portal-texts";

const TE = TW.error;

/**
 * Why a stay's last sending through the portal did not go, on its row in "Questura": each refused
 * guest (by position, as the portal answered) with the portal's words, or why the portal could
 * not take it.
 */
export function PoliceErrorNote({ error }: { error: PoliceError | null }) {
  if (!error) return null;
  if (error.kind === "unreachable") return <p className="mt-1 text-sm wrap-anywhere text-ink-900">{TE.failed(error.message)}</p>;
  return (
    <div className="mt-2 flex gap-2 rounded-xl border-l-4 border-danger-700 bg-white p-3 text-sm text-ink-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
      {/* The portal's words hold long codes (SCHEDINA_CAMPO_NON_CORRETTO): they break rather than widen a phone's page. */}
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold">{TE.refused}</p>
        <ul className="mt-1 grid gap-0.5">
          {error.records.map((record) => (
            <li key={record.guest}>
              {TE.guest(record.guest + 1)}: {record.message}
            </li>
          ))}
        </ul>
        <p className="mt-1">{TE.fix}</p>
      </div>
    </div>
  );
}
