import { lazy, Suspense, useState, type ReactElement } from "react";

import type { ConfirmDialogContent } from "./confirm-dialog-view";
import { useLazyModal } from "./lazy-modal";

type Props = ConfirmDialogContent & {
  /** The button that asks; it opens the dialog instead of acting. */
  trigger: ReactElement;
};

const loadView = () => import("./confirm-dialog-view");
const ConfirmDialogView = lazy(loadView);

/**
 * "Are you sure?" before an action that cannot be undone: a labelled modal dialog (focus
 * trapped, Escape cancels) whose focus starts on Cancel, so an accidental Enter is harmless.
 */
export function ConfirmDialog({ trigger, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  const modal = useLazyModal(loadView, trigger, open, setOpen);
  return (
    <>
      {modal.trigger}
      {modal.mounted && (
        <Suspense fallback={null}>
          <ConfirmDialogView {...dialog} open={open} onOpenChange={setOpen} returnFocus={modal.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
