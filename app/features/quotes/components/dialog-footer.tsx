import type { ReactNode } from "react";

/** The buttons: stacked on a phone (the main one on top), in a row on wider screens. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-sand-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{children}</div>
  );
}
