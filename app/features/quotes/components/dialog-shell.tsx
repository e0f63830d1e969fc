import * as Dialog from "@radix-ui/react-dialog";
import type { ReactElement, ReactNode, RefObject } from "react";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus goes back to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  description?: ReactNode;
  /** Where focus starts (e.g. the dismiss button of a confirmation); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click outside would throw away what the owner typed: only Escape or the buttons close it then. */
  keepOnOutsideClick?: boolean;
  size?: "md" | "lg";
  children: ReactNode;
};

/**
 * The tab's modal dialogs (Radix: focus trapped, Escape closes, labelled by its title):
 * a header, a body that scrolls when long (a phone's screen), then `DialogFooter`.
 */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  initialFocus,
  keepOnOutsideClick,
  size = "md",
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sea-950/60" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onInteractOutside={(event) => {
            if (keepOnOutsideClick) event.preventDefault();
          }}
          className={`card fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col outline-none ${size === "lg" ? "max-w-2xl" : "max-w-md"}`}
        >
          <div className="border-b border-sand-200 px-5 pt-5 pb-4 sm:px-6">
            <Dialog.Title className="text-xl font-semibold break-words text-sea-950">{title}</Dialog.Title>
            {description && <Dialog.Description className="mt-2 text-ink-700">{description}</Dialog.Description>}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's content between its header and its footer, scrolling when it does not fit. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>;
}

/** The buttons: stacked on a phone (the main one on top), in a row on wider screens. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-sand-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{children}</div>
  );
}

export const DialogClose = Dialog.Close;
