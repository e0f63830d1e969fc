import type { ReactNode } from "react";

/** A calm box for "nothing here yet". */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border-2 border-dashed border-sand-300 bg-white/60 px-5 py-8 text-center text-ink-700">{children}</p>;
}
