import { Copy, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";

import { formatMoment } from "~/components/admin/format";
import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/components/ui/use-hydrated";
import { whatsappHref } from "~/lib/business";

import type { StayDetail } from "../stay-detail";
import { ArrivalTime } from "./arrival-time";
import { T } from "./texts";

const TG = T.guests;

/**
 * "Ospiti e documenti" on a stay's page: where the guests' data stands, the pre-check-in link to
 * pass on, the guests themselves with the form to complete or correct them (the guests
 * feature's, passed in by the route as `children`), the arrival time and the guests' identity
 * check (the guests feature's too, as `identity`).
 */
export function GuestsSection({ stay, children, identity }: { stay: StayDetail; children?: ReactNode; identity?: ReactNode }) {
  const { registration } = stay;
  const state =
    registration.state === "sent" && registration.policeSentAt
      ? TG.sent(formatMoment(registration.policeSentAt))
      : registration.state === "ready" && registration.identityCheckedAt
        ? TG.ready(formatMoment(registration.identityCheckedAt))
        : registration.state === "missing"
          ? TG.missing(registration.missing.join(", "))
          : TG.unchecked;
  return (
    <section aria-labelledby="stay-guests-title" className="card grid gap-5 p-4 sm:p-6">
      <div>
        <h3 id="stay-guests-title" className="text-xl font-semibold text-sea-950">
          {TG.title}
        </h3>
        <p className="mt-1 font-semibold text-ink-900">{TG.entered(registration.guestsEntered, registration.expected)}</p>
        <p className={`mt-1 ${registration.state === "missing" ? "text-terracotta-700" : "text-ink-700"}`}>{state}</p>
      </div>
      <CheckInLink url={stay.checkInUrl} phone={stay.leadGuest.phone} />
      {children}
      <ArrivalTime stay={stay} />
      {identity}
    </section>
  );
}

function CheckInLink({ url, phone }: { url: string | null; phone: string | null }) {
  const hydrated = useHydrated();
  if (!url) return <p className="text-ink-700">{TG.noLink}</p>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: TG.copied });
    } catch {
      toast({ title: T.common.errorTitle, description: TG.copyError, variant: "destructive" });
    }
  };
  // To the lead guest's chat when the stay has their phone; else WhatsApp asks whom to send it to.
  const whatsapp = `${phone ? whatsappHref(phone) : "https://wa.me/"}?text=${encodeURIComponent(url)}`;
  return (
    <div className="grid gap-2">
      <h4 className="font-sans text-base font-semibold text-ink-900">{TG.link}</h4>
      <p className="text-ink-700">{TG.linkIntro}</p>
      <label htmlFor="stay-check-in-link" className="field-label">
        {TG.linkLabel}
      </label>
      <input
        id="stay-check-in-link"
        type="text"
        readOnly
        value={url}
        onFocus={(e) => e.target.select()}
        className="field-input font-mono text-sm"
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={copy} disabled={!hydrated}>
          <Copy aria-hidden="true" className="size-5" />
          {TG.copy}
        </button>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn-outline">
          <MessageCircle aria-hidden="true" className="size-5" />
          {TG.whatsapp}
        </a>
      </div>
    </div>
  );
}
