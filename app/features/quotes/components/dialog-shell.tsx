import { lazy, Suspense, type ReactElement } from "react";

import { useLazyModal } from "~/components/ui/lazy-modal";

import { CloseDialog } from "./dialog-close";
import type { DialogShellContent } from "./dialog-shell-view";

type Props = DialogShellContent & {
  /** The button that opens it; focus goes back to it when the dialog closes. */
  trigger: ReactElement;
};

const loadView = () => import("./dialog-shell-view");
const DialogShellView = lazy(loadView);

/**
 * The tab's modal dialogs (Radix: focus trapped, Escape closes, labelled by its title):
 * a header, a body that scrolls when long (a phone's screen), then `DialogFooter`.
 */
export function DialogShell({ trigger, ...dialog }: Props) {
  const modal = useLazyModal(loadView, trigger, dialog.open, dialog.onOpenChange);
  return (
    <>
      {modal.trigger}
      {modal.mounted && (
        <CloseDialog.Provider value={() => dialog.onOpenChange(false)}>
          <Suspense fallback={null}>
            <DialogShellView {...dialog} returnFocus={modal.returnFocus} />
          </Suspense>
        </CloseDialog.Provider>
      )}
    </>
  );
}
