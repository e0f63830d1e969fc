import { Ban, LockOpen } from "lucide-react";
import { useRef, useState } from "react";

import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { usePanelForm } from "~/components/panel/use-panel-form";
import { FormField } from "~/components/ui/form-field";
import { addDays } from "~/lib/dates";

import { longDate, nightsBetween } from "./calendar-model";
import { Panel } from "./panel";
import { T } from "./texts";

const TB = T.availability.blocks;

export type Block = { blockId: number; start: string; end: string; note: string | null };

type Values = { start: string; end: string; note: string };
const EMPTY: Values = { start: "", end: "", note: "" };

const rangeText = (b: { start: string; end: string }) => TB.range(longDate(b.start), longDate(b.end), nightsBetween(b.start, b.end));

/** The owner's own closures of the room: the form to add one, and the list with "Sblocca". */
export function BlocksSection({
  roomId,
  blocks,
  today,
  onChanged,
}: {
  roomId: number;
  blocks: Block[] | undefined;
  today: string;
  onChanged: () => void;
}) {
  const run = useAdminAction();
  const form = usePanelForm({
    saved: EMPTY,
    run,
    submit: (values) =>
      apiRequest<{ id: number; start: string; end: string }>("POST", `/api/rooms/${roomId}/blocks`, {
        start: values.start,
        end: values.end,
        note: values.note.trim() || undefined,
      }),
    success: (block) => ({ title: TB.added, description: TB.addedDescription(rangeText(block)) }),
    error: TB.addError,
    // The form empties itself (no draft left): ready for the next closure.
    onSaved: () => onChanged(),
  });
  const { values, errors, busy, formRef, onSubmit } = form;
  const [removing, setRemoving] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const change = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    // A first night after the departure day chosen: move the departure to the next day.
    if (key === "start" && value && next.end && next.end <= value) next.end = addDays(value, 1);
    form.setValues(next);
    form.clearError(key);
  };

  const remove = async (block: Block) => {
    setRemoving(block.blockId);
    const result = await run(() => apiRequest("DELETE", `/api/rooms/${roomId}/blocks/${block.blockId}`), {
      success: { title: TB.removed, description: rangeText(block) },
      error: TB.removeError,
    });
    setRemoving(null);
    onChanged();
    // The button is gone: keep the keyboard in the list.
    if (result.ok) listRef.current?.focus();
  };

  const otherErrors = Object.entries(errors).filter(([key, message]) => message && !["start", "end", "note"].includes(key));

  return (
    <Panel id={`blocks-${roomId}`} title={TB.title} intro={TB.intro}>
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
        {otherErrors.length > 0 && (
          <ul role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {otherErrors.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        )}
        <button type="submit" className="btn-sea mt-4" disabled={busy} aria-busy={busy || undefined}>
          <Ban aria-hidden="true" className="size-5" />
          {busy ? T.common.saving : TB.submit}
        </button>
      </form>

      <div
        ref={listRef}
        tabIndex={-1}
        className="mt-6 border-t border-sand-200 pt-5 outline-none"
        aria-labelledby={`blocks-${roomId}-list`}
        role="region"
      >
        <h4 id={`blocks-${roomId}-list`} className="text-lg font-semibold text-sea-950">
          {TB.listTitle}
        </h4>
        {blocks === undefined ? (
          <p className="mt-2 text-ink-700">{T.availability.loading}</p>
        ) : blocks.length === 0 ? (
          <p className="mt-2 text-ink-700">{TB.empty}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {blocks.map((block) => (
              <li
                key={block.blockId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{rangeText(block)}</p>
                  {block.note && <p className="text-sm break-words text-ink-700">{block.note}</p>}
                </div>
                <button
                  type="button"
                  className="btn-outline px-4"
                  onClick={() => remove(block)}
                  disabled={removing !== null}
                  aria-busy={removing === block.blockId || undefined}
                  aria-label={TB.removeNamed(rangeText(block))}
                >
                  <LockOpen aria-hidden="true" className="size-5" />
                  {TB.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
