import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";

import { T } from "~/components/admin/texts";

const LOOK = {
  sent: { icon: CheckCircle2, className: "border-olive-700 bg-[#eaf1e1] text-olive-700" },
  queued: { icon: Clock, className: "border-sea-600 bg-sea-100 text-sea-900" },
  failed: { icon: AlertTriangle, className: "border-danger-700 bg-danger-50 text-danger-700" },
} as const;

/** An e-mail's status in the panel ("Inviata", "In coda", "Non inviata"), in words and not colour alone. */
export function MessageStatusBadge({ status }: { status: keyof typeof LOOK }) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {T.messages.status[status]}
    </span>
  );
}
