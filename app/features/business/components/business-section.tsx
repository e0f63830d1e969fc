import type { ReactNode } from "react";

/** One card of the "Struttura" form: a fieldset whose legend is the card's heading. */
export function BusinessSection({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={`${id}-title`} className={`card grid min-w-0 gap-4 p-5 sm:p-6 ${wide ? "lg:col-span-2" : ""}`}>
      <h3 id={`${id}-title`} className="text-xl font-semibold text-sea-950">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}
