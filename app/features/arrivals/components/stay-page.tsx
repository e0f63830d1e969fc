import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { ADMIN_SECTION_PATHS } from "~/components/admin/addresses";
import { EmptyState } from "~/components/admin/empty-state";
import { TabHeader } from "~/components/admin/tab-header";
import { todayInItaly } from "~/lib/dates";

import type { StayDetail } from "../stay-detail";
import { GuestsSection } from "./guests-section";
import { ReviewLink } from "./review-link";
import { StayDetails } from "./stay-details";
import { StayForm } from "./stay-form";
import { StayMails } from "./stay-mails";
import { valuesOf, type StayRoom } from "./stay-values";
import { T } from "./texts";
import { TouristTaxSection } from "./tourist-tax-section";

const TS = T.stay;

function Back() {
  return (
    <Link to={ADMIN_SECTION_PATHS.movements} className="mb-4 inline-flex items-center gap-2 font-semibold text-sea-800 underline">
      <ArrowLeft aria-hidden="true" className="size-5" />
      {TS.back}
    </Link>
  );
}

/**
 * One stay: what it is, its deposit, its guests' data and identity check (`guests`, `identity`:
 * the guests feature's parts, which the route passes in), the form to change it, "Annulla
 * soggiorno" and "Elimina".
 */
export function StayPage({
  stay,
  rooms,
  guests,
  identity,
  guestNames,
}: {
  stay: StayDetail | null;
  rooms: StayRoom[];
  guests?: ReactNode;
  identity?: ReactNode;
  /** The names of the guests whose data were entered, by their place in the party (the tourist tax names them). */
  guestNames?: string[];
}) {
  if (!stay) {
    return (
      <section aria-labelledby="tab-movements-title">
        <Back />
        <TabHeader id="tab-movements-title" title={T.tabs.movements} />
        <EmptyState>{TS.missing}</EmptyState>
      </section>
    );
  }
  const cancelled = stay.status === "cancelled";

  return (
    <section aria-labelledby="tab-movements-title">
      <Back />
      <TabHeader id="tab-movements-title" title={TS.title(stay.leadGuest.name)}>
        {cancelled && <strong className="rounded-full border border-danger-700 px-3 py-0.5 text-danger-700">{TS.cancelledBadge}</strong>}
      </TabHeader>
      <div className="grid gap-6">
        <StayDetails stay={stay} />
        {!cancelled && (
          <GuestsSection stay={stay} identity={identity}>
            {guests}
          </GuestsSection>
        )}
        {!cancelled && stay.touristTax && (
          <TouristTaxSection
            stayId={stay.id}
            tax={stay.touristTax}
            entered={stay.registration.guestsEntered}
            expected={stay.guests}
            names={guestNames?.length ? guestNames : [stay.leadGuest.name]}
          />
        )}
        <StayMails stay={stay} />
        {!cancelled && stay.checkIn <= todayInItaly() && <ReviewLink stayId={stay.id} />}
        {!cancelled && (
          <section aria-labelledby={`stay-${stay.id}-title`} className="card p-4 sm:p-6">
            <h3 id={`stay-${stay.id}-title`} className="mb-4 text-xl font-semibold text-sea-950">
              {TS.edit}
            </h3>
            <StayForm key={stay.updatedAt} rooms={rooms} initial={valuesOf(stay)} stay={stay} />
          </section>
        )}
      </div>
    </section>
  );
}
