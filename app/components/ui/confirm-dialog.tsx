import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactElement } from "react";

type Props = {
  /** The button that asks; it opens the dialog instead of acting. */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs when confirmed; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** A deletion is red; anything else uses the sea colour. */
  destructive?: boolean;
};

/**
 * "Are you sure?" before an action that cannot be undone: a labelled modal dialog (focus
 * trapped, Escape cancels) whose focus starts on Cancel, so an accidental Enter is harmless.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, destructive = true }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sea-950/60" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 outline-none">
          <Dialog.Title className="text-xl font-semibold text-sea-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="btn-outline" disabled={busy}>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy || undefined}
              className={destructive ? "btn bg-danger-700 text-white hover:bg-[#912018]" : "btn-sea"}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
