import { useId } from "react";

/** A titled section of the room page's first column. */
export function RoomSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="lg:col-start-1">
      <h2 id={id} className="text-2xl font-semibold text-sea-950 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
