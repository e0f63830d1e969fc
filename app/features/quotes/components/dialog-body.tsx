import type { ReactNode } from "react";

/** The dialog's content between its header and its footer, scrolling when it does not fit. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>;
}
