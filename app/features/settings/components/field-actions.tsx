import { CircleAlert, CircleCheck, LoaderCircle, Save, Undo2 } from "lucide-react";

import type { PanelForm } from "~/components/panel/use-panel-form";
import { T } from "~/components/super-admin/texts";

type Props = {
  form: PanelForm<string>;
  /** A save of the panel is on its way: every save control waits while one is in flight. */
  busy: boolean;
  saveLabel: string;
  /** The text box, which takes focus back after "Annulla modifiche". */ controlId: string;
};

/**
 * Under each text setting: whether it is saved, a way back, and its save button. Buttons
 * that cannot act are aria-disabled rather than disabled, so a keyboard user's focus stays
 * on them while a save runs instead of falling back to the top of the page.
 */
export function FieldActions({ form, busy, saveLabel, controlId }: Props) {
  const dirty = form.edited;
  const saving = form.busy;
  const canSave = dirty && !busy;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className={`flex items-center gap-1.5 text-sm font-semibold ${dirty ? "text-terracotta-700" : "text-olive-700"}`}>
        {dirty ? <CircleAlert aria-hidden="true" className="size-4" /> : <CircleCheck aria-hidden="true" className="size-4" />}
        {dirty ? T.common.unsaved : T.common.saved}
      </p>
      <div className="flex flex-wrap gap-2">
        {dirty && (
          <button
            type="button"
            className="btn-outline min-h-11 px-4 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              form.reset();
              document.getElementById(controlId)?.focus();
            }}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {T.common.discard}
          </button>
        )}
        <button
          type="button"
          className="btn-sea min-h-11 px-4 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={!canSave || undefined}
          onClick={() => canSave && void form.onSubmit()}
        >
          {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
          {saving ? T.common.saving : saveLabel}
        </button>
      </div>
    </div>
  );
}
