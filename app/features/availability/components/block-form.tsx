import { Ban } from "lucide-react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { addDays } from "~/lib/dates";

import { availabilityRoutes } from "../availability.routes";
import { blockRangeText } from "./blocks";
import { OtherErrors } from "./other-errors";
import { T } from "./texts";

const TB = T.availability.blocks;

type Values = { start: string; end: string; note: string };
const EMPTY: Values = { start: "", end: "", note: "" };
const FIELDS: string[] = ["start", "end", "note"];
const isField = (key: string) => FIELDS.includes(key);

/** The form that closes the room from a first night to a departure day, with an optional note. */
export function BlockForm({ roomId, today, onSaved }: { roomId: number; today: string; onSaved: () => void }) {
  const form = usePanelForm({
    saved: EMPTY,
    run: useAdminAction(),
    submit: (values) =>
      callApi(availabilityRoutes.addBlock, {
        params: { id: roomId },
        body: { start: values.start, end: values.end, note: values.note.trim() || undefined },
      }),
    success: (block) => ({ title: TB.added, description: TB.addedDescription(blockRangeText(block)) }),
    error: TB.addError,
    // The form empties itself (no draft left): ready for the next closure.
    onSaved: () => onSaved(),
  });
  const { values, errors, busy, formRef, onSubmit } = form;

  const change = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    // A first night after the departure day chosen: move the departure to the next day.
    if (key === "start" && value && next.end && next.end <= value) next.end = addDays(value, 1);
    form.setValues(next);
    form.clearError(key);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`blocks-${roomId}-title`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`block-${roomId}-start`} label={TB.start} error={errors.start || undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={today}
              value={values.start}
              onChange={(e) => change("start", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField id={`block-${roomId}-end`} label={TB.end} hint={TB.endHint} error={errors.end || undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={values.start ? addDays(values.start, 1) : today}
              value={values.end}
              onChange={(e) => change("end", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
        <FormField
          id={`block-${roomId}-note`}
          label={TB.note}
          labelNote={TB.optional}
          error={errors.note || undefined}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={200}
              placeholder={TB.notePlaceholder}
              value={values.note}
              onChange={(e) => change("note", e.target.value)}
              className="field-input"
            />
          )}
        </FormField>
      </div>
      <OtherErrors errors={errors} isField={isField} />
      <button type="submit" className="btn-sea mt-4" disabled={busy} aria-busy={busy || undefined}>
        <Ban aria-hidden="true" className="size-5" />
        {busy ? T.common.saving : TB.submit}
      </button>
    </form>
  );
}
