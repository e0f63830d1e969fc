import type { ReactNode } from "react";

/**
 * The top of a tab: its name as the section heading and one line on what it is for. A section
 * with tabs of its own (Adempimenti) gives them level 3, under its own heading.
 */
export function TabHeader({
  id,
  title,
  children,
  aside,
  level = 2,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  aside?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="max-w-3xl">
        <Heading
          id={id}
          className={level === 2 ? "text-2xl font-semibold text-sea-950 sm:text-3xl" : "text-xl font-semibold text-sea-950 sm:text-2xl"}
        >
          {title}
        </Heading>
        {children && <p className="mt-2 text-ink-700">{children}</p>}
      </div>
      {aside}
    </div>
  );
}
