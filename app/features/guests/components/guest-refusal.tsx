import { AlertTriangle } from "lucide-react";

import type { PoliceError } from "~/db/schema";

import { TW } from "./portal-texts";

const TE = TW.error;

/** On a stay's page, beside the guest at `position`: what the portal refused of it, if anything. */
export function GuestRefusal({ error, position }: { error: PoliceError | null; position: number }) {
  const record = error?.kind === "refused" ? error.records.find((r) => r.guest === position) : undefined;
  if (!record) return null;
  return (
    <p className="mt-1 flex items-start gap-2 text-sm font-semibold wrap-anywhere text-danger-700">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {TE.onGuest(record.message)}
    </p>
  );
}
