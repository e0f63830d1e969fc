import type { ReactNode } from "react";

/** The top of a tab: its name as the section heading and one line on what it is for. */
export function TabHeader({ id, title, children, aside }: { id: string; title: string; children?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-3xl">
        <h2 id={id} className="text-2xl font-semibold text-sea-950 sm:text-3xl">
          {title}
        </h2>
        {children && <p className="mt-2 text-ink-700">{children}</p>}
      </div>
      {aside}
    </div>
  );
}

/** A calm box for "nothing here yet". */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border-2 border-dashed border-sand-300 bg-white/60 px-5 py-8 text-center text-ink-700">{children}</p>;
}
