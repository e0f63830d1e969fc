import { Ban, CalendarCheck, Clock, Hourglass, Send, X, type LucideIcon } from "lucide-react";

import type { AdminQuoteStatus } from "./panel-types";
import { T } from "./texts";

/** Each status has its own words, icon and colours (all AA on their background): never colour alone. */
const LOOK: Record<AdminQuoteStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: Hourglass, className: "border-terracotta-600 bg-terracotta-100 text-terracotta-700" },
  answered: { icon: Send, className: "border-sea-600 bg-sea-100 text-sea-900" },
  confirmed: { icon: CalendarCheck, className: "border-olive-700 bg-[#eaf1e1] text-olive-700" },
  declined: { icon: X, className: "border-danger-700 bg-danger-50 text-danger-700" },
  cancelled: { icon: Ban, className: "border-ink-500 bg-sand-100 text-ink-700" },
};

/** "In attesa", "Confermata"…, or "Scaduta · In attesa" when the stay's dates have passed unanswered. */
export function QuoteStatusBadge({ status, expired }: { status: AdminQuoteStatus; expired: boolean }) {
  const look = expired ? { icon: Clock, className: "border-dashed border-ink-500 bg-white text-ink-700" } : LOOK[status];
  const Icon = look.icon;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${look.className}`}
      title={expired ? T.quotes.expiredHint : undefined}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{T.quotes.statusLabel}: </span>
      {expired ? `${T.quotes.expired} · ${T.quotes.status[status]}` : T.quotes.status[status]}
    </span>
  );
}
