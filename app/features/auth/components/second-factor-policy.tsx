import { useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";

import { authRoutes } from "../auth.routes";
import { T } from "./second-factor-texts";

const ID = "second-factor-required";

/**
 * The owner's switch: a second factor compulsory for every account. She turns it on only once
 * her own account has one, so that the switch never shuts her out of the panel.
 */
export function SecondFactorPolicy({ required, ownFactor }: { required: boolean; ownFactor: boolean }) {
  const saving = usePanelAction(useAdminAction());
  // The value being saved shows at once; the server's value takes over once the section reloads.
  const [target, setTarget] = useState(required);
  const checked = saving.busy ? target : required;
  const locked = !ownFactor && !required;

  const toggle = (next: boolean) =>
    saving.start(
      () => {
        setTarget(next);
        return callApi(authRoutes.setPolicy, { body: { secondFactorRequired: next } });
      },
      { success: { title: T.policy.saved, description: `${T.policy.label}: ${next ? T.policy.on : T.policy.off}` }, error: T.policy.error },
    );

  return (
    <div className="mt-6 flex items-start gap-4 rounded-xl bg-sand-50 p-4">
      <input
        id={ID}
        type="checkbox"
        checked={checked}
        disabled={locked}
        aria-busy={saving.busy || undefined}
        onChange={(e) => void toggle(e.target.checked)}
        aria-describedby={`${ID}-state ${ID}-hint`}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-sea-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <label htmlFor={ID} className="cursor-pointer text-base font-semibold text-ink-900">
            {T.policy.label}
          </label>
          <span
            id={`${ID}-state`}
            className={`rounded-full px-3 py-0.5 text-sm font-bold ${checked ? "bg-olive-700 text-white" : "bg-sand-200 text-ink-700"}`}
          >
            {checked ? T.policy.on : T.policy.off}
          </span>
        </div>
        <p id={`${ID}-hint`} className="mt-1.5 text-sm text-ink-600">
          {locked ? `${T.policy.hint} ${T.policy.needsOwn}` : T.policy.hint}
        </p>
      </div>
    </div>
  );
}
