import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

/** What `DialogShell` shows, without its trigger. */
export type DialogShellContent = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Where focus starts (e.g. the dismiss button of a confirmation); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click outside would throw away what the owner typed: only Escape or the buttons close it then. */
  keepOnOutsideClick?: boolean;
  size?: "md" | "lg";
  children: ReactNode;
};

type Props = DialogShellContent & {
  /** The button that opened it: focus goes back to it when the dialog closes. */
  returnFocus: HTMLElement | null;
};

/** `DialogShell`'s dialog, loaded apart (see `useLazyModal`). */
export default function DialogShellView({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  initialFocus,
  keepOnOutsideClick,
  size = "md",
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-sea-950/60" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
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
