import type { LucideIcon } from "lucide-react";

/** A line of the contact details: its icon and label, then the value. */
export function ContactRow({ Icon, label, children }: { Icon: LucideIcon; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-w-0 pl-14">
      <dt className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-10 items-center justify-center rounded-full bg-sea-100 text-sea-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-lg text-ink-900">{children}</dd>
    </div>
  );
}
