import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

/** What `ConfirmDialog` asks, without its trigger. */
export type ConfirmDialogContent = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs when confirmed; the dialog stays open (buttons disabled) until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** A deletion is red; anything else uses the sea colour. */
  destructive?: boolean;
};

type Props = ConfirmDialogContent & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that asked: focus goes back to it when the dialog closes. */
  returnFocus: HTMLElement | null;
};

/** `ConfirmDialog`'s dialog, loaded apart (see `useLazyModal`). */
export default function ConfirmDialogView({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
}: Props) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sea-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          className="card fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 outline-none"
        >
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
