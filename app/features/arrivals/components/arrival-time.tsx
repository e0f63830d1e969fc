import { Save } from "lucide-react";

import { formatDeadline, formatMoment, formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import type { StayView } from "~/features/stays/stay-types";
import { staysRoutes } from "~/features/stays/stays.routes";
import { italyTime, italyWallTime, todayInItaly } from "~/lib/dates";

import { T } from "./texts";

const TA = T.arrival;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type ArrivalValues = { arrivedAt: string };

/**
 * "Ora di arrivo": the time the guests actually arrived on the check-in day (Italy's clocks), from
 * which the police deadline runs; empty takes it away. Below it, the deadline while the report is
 * not sent.
 */
export function ArrivalTime({ stay }: { stay: StayView }) {
  const run = useAdminAction();
  const form = usePanelForm<ArrivalValues, StayView>({
    saved: { arrivedAt: stay.arrivedAt ? italyTime(new Date(stay.arrivedAt)) : "" },
    run,
    validate: (v) => (v.arrivedAt && !TIME.test(v.arrivedAt) ? { arrivedAt: TA.invalid } : undefined),
    submit: (v) => {
      const [, hour, minute] = TIME.exec(v.arrivedAt) ?? [];
      const arrivedAt = hour ? italyWallTime(stay.checkIn, Number(hour), Number(minute)).toISOString() : null;
      return callApi(staysRoutes.update, { params: { id: stay.id }, body: { arrivedAt } });
    },
    onlyWhenEdited: true,
    success: { title: TA.saved },
    error: TA.error,
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  const id = `stay-${stay.id}-arrival`;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-xl border border-sand-300 p-4">
      <h4 id={`${id}-title`} className="font-sans text-base font-semibold text-ink-900">
        {TA.title}
      </h4>
      <FormField id={id} label={TA.label(formatStayDate(stay.checkIn))} hint={TA.hint} error={errors.arrivedAt} className="mt-2">
        {(control) => (
          <input
            {...control}
            type="time"
            value={values.arrivedAt}
            onChange={(e) => form.setField("arrivedAt", e.target.value)}
            className="field-input w-40"
          />
        )}
      </FormField>
      <button type="submit" className="btn-outline mt-3" disabled={busy} aria-busy={busy || undefined}>
        <Save aria-hidden="true" className="size-5" />
        {TA.save}
      </button>
      {stay.arrivedAt && <p className="mt-2 text-sm text-ink-700">{TA.recorded(formatMoment(stay.arrivedAt))}</p>}
      {stay.policeDueAt && !stay.policeSentAt && (
        <p className="mt-1 font-semibold text-ink-900">{TA.due(formatDeadline(stay.policeDueAt, todayInItaly()))}</p>
      )}
    </form>
  );
}
