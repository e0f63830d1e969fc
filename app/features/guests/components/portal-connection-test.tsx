import { CheckCircle2, PlugZap } from "lucide-react";

import { useHydrated } from "~/components/ui/use-hydrated";

import { TW } from "./portal-texts";
import type { PortalTest } from "./use-portal-test";

const TA = TW.account;

/** "Prova collegamento" under the account's form, with the last test's outcome beside it. */
export function PortalConnectionTest({ test, configured }: { test: PortalTest; configured: boolean }) {
  const hydrated = useHydrated();
  const { outcome } = test;
  return (
    <div className="mt-4 border-t border-sand-200 pt-4">
      <button
        type="button"
        className="btn-outline"
        onClick={() => void test.start()}
        disabled={!hydrated || !configured || test.busy}
        aria-busy={test.busy || undefined}
        aria-describedby="police-portal-test-hint police-portal-test-result"
      >
        <PlugZap aria-hidden="true" className="size-5" />
        {test.busy ? TA.testing : TA.test}
      </button>
      <p id="police-portal-test-hint" className="mt-1.5 text-sm text-ink-600">
        {TA.testHint}
      </p>
      <div id="police-portal-test-result" role="status">
        {outcome?.ok === false ? (
          <p className="field-error">{outcome.message}</p>
        ) : (
          outcome?.ok && (
            <p className="mt-2 flex items-start gap-2 text-sm font-semibold text-sea-900">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {TA.testOk}
            </p>
          )
        )}
      </div>
    </div>
  );
}
