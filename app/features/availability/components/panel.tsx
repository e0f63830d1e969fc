import type { ReactNode } from "react";

import { HydrateApart } from "~/components/ui/hydrate-apart";

/** One card of the tab: its heading (h3), a line on what it is for, then its content. */
export function Panel({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <HydrateApart>
      <section aria-labelledby={`${id}-title`} className={`card min-w-0 p-4 sm:p-6 ${className}`}>
        <h3 id={`${id}-title`} className="text-xl font-semibold text-sea-950">
          {title}
        </h3>
        {intro && <p className="mt-1 mb-4 text-ink-700">{intro}</p>}
        {!intro && <div className="mb-4" />}
        {children}
      </section>
    </HydrateApart>
  );
}
