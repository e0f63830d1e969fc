import { ShieldCheck, Undo2, UserCheck, Video } from "lucide-react";

import { formatMoment, formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelAction } from "~/components/panel/use-panel-action";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { IdentityCheckMethod } from "~/features/stays/stay-types";

import type { Registration } from "../guest-types";
import { guestsRoutes } from "../guests.routes";
import { T } from "./police-texts";

const TI = T.identity;
const ICONS: Record<IdentityCheckMethod, typeof UserCheck> = { "in-person": UserCheck, video: Video };

type Props = {
  stayId: number;
  checkIn: string;
  registration: Registration;
  /** Italy's today, which decides whether the arrival day has come. */
  today: string;
};

/**
 * The guests identified at their arrival, in the police tab and on the stay's page: the two ways
 * the law allows (in person, a live video call) as two buttons, from the arrival day on and once
 * every guest's data is in; then how, when and by whom, and the way to take it back until the
 * report is sent.
 */
export function IdentityCheck({ stayId, checkIn, registration, today }: Props) {
  const action = usePanelAction(useAdminAction());
  const hydrated = useHydrated();
  const id = `identity-${stayId}`;
  const send = (body: { method: IdentityCheckMethod } | { checked: false }, title: string) =>
    action.start(() => callApi(guestsRoutes.setIdentityChecked, { params: { id: stayId }, body }), { success: { title }, error: TI.error });
  const { busy } = action;
  const disabled = !hydrated || busy;

  if (registration.identityCheckedAt) {
    const method = registration.identityCheckMethod ?? "in-person";
    return (
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-900">
        <p className="flex items-start gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-olive-700" />
          {TI.done(TI.methods[method], formatMoment(registration.identityCheckedAt), registration.identityCheckedBy)}
        </p>
        {registration.state !== "sent" && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => void send({ checked: false }, TI.undone)}
            disabled={disabled}
            aria-busy={busy || undefined}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            {TI.undo}
          </button>
        )}
      </div>
    );
  }

  const early = checkIn > today;
  const open = !early && registration.state !== "missing";
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className="mt-2 rounded-xl border border-sea-200 bg-sea-50 p-3"
    >
      <p id={`${id}-title`} className="font-semibold text-ink-900">
        {TI.title}
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
        {early ? TI.notYet(formatStayDate(checkIn)) : open ? TI.hint : TI.incomplete}
      </p>
      {open && (
        <div className="mt-2 flex flex-wrap gap-2">
          {(Object.keys(TI.methods) as IdentityCheckMethod[]).map((method) => {
            const Icon = ICONS[method];
            return (
              <button
                key={method}
                type="button"
                className="btn-outline bg-white"
                onClick={() => void send({ method }, TI.saved)}
                disabled={disabled}
                aria-busy={busy || undefined}
              >
                <Icon aria-hidden="true" className="size-5" />
                {TI.methods[method]}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
