import { ArrowLeft, Ban, Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";

import { ADMIN_SECTION_PATHS, adminQuotePath } from "~/components/admin/addresses";
import { formatMoment, formatStayDate } from "~/components/admin/format";
import { MessageStatusBadge } from "~/components/admin/message-status";
import { EmptyState, TabHeader } from "~/components/admin/tab-header";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { apiRequest } from "~/components/panel/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { isLanguage } from "~/i18n/t";
import { todayInItaly } from "~/lib/dates";

import { SOURCE_LABELS, type StayDetail } from "../stay-types";
import { DepositState } from "./deposit-state";
import { GuestsSection } from "./guests-section";
import { StayForm, valuesOf, type StayRoom } from "./stay-form";
import { T } from "./texts";
import { TouristTaxSection } from "./tourist-tax-section";

const TS = T.stay;
const DANGER_OUTLINE = "btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50";

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
}: {
  stay: StayDetail | null;
  rooms: StayRoom[];
  guests?: React.ReactNode;
  identity?: React.ReactNode;
}) {
  const run = useAdminAction();
  const navigate = useNavigate();
  if (!stay) {
    return (
      <section aria-labelledby="tab-movements-title">
        <Back />
        <TabHeader id="tab-movements-title" title={T.tabs.movements} />
        <EmptyState>{TS.missing}</EmptyState>
      </section>
    );
  }
  const name = stay.leadGuest.name;
  const cancelled = stay.status === "cancelled";

  const cancel = () =>
    run(() => apiRequest("PATCH", `/api/stays/${stay.id}`, { status: "cancelled" }), {
      success: { title: TS.cancelDone },
      error: TS.cancelError,
    });
  const remove = async () => {
    const result = await run(() => apiRequest("DELETE", `/api/stays/${stay.id}`), {
      success: { title: TS.removeDone },
      error: TS.removeError,
    });
    if (result.ok) await navigate(ADMIN_SECTION_PATHS.movements);
  };

  const facts: [string, React.ReactNode][] = [
    [TS.room, stay.roomName],
    [TS.dates, T.movements.period(formatStayDate(stay.checkIn), formatStayDate(stay.checkOut), T.movements.nights(stay.nights))],
    [TS.guests, stay.guests],
    [
      TS.source,
      stay.quoteId !== null ? (
        <Link to={adminQuotePath(stay.quoteId)} className="font-semibold text-sea-800 underline">
          {TS.fromRequest(stay.quoteId)}
        </Link>
      ) : (
        SOURCE_LABELS[stay.source]
      ),
    ],
    [TS.language, isLanguage(stay.language) ? T.languages[stay.language] : stay.language],
    [TS.contact, [stay.leadGuest.email, stay.leadGuest.phone].filter(Boolean).join(" · ") || "—"],
    [TS.deposit, <DepositState key="deposit" deposit={stay.deposit} />],
    ...(stay.notes ? ([[TS.notes, stay.notes]] as [string, string][]) : []),
  ];

  return (
    <section aria-labelledby="tab-movements-title">
      <Back />
      <TabHeader id="tab-movements-title" title={TS.title(name)}>
        {cancelled && <strong className="rounded-full border border-danger-700 px-3 py-0.5 text-danger-700">{TS.cancelledBadge}</strong>}
      </TabHeader>
      <div className="grid gap-6">
        <section aria-labelledby="stay-details-title" className="card p-4 sm:p-6">
          <h3 id="stay-details-title" className="text-xl font-semibold text-sea-950">
            {TS.details}
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink-900">{term}</dt>
                <dd className="mb-2 break-words text-ink-700 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            {!cancelled && (
              <ConfirmDialog
                title={TS.cancelTitle(name)}
                description={TS.cancelText}
                confirmLabel={TS.cancel}
                cancelLabel={TS.back2}
                onConfirm={cancel}
                trigger={
                  <button type="button" className="btn-outline">
                    <Ban aria-hidden="true" className="size-5" />
                    {TS.cancel}
                  </button>
                }
              />
            )}
            <ConfirmDialog
              title={TS.removeTitle(name)}
              description={TS.removeText}
              confirmLabel={TS.remove}
              cancelLabel={T.common.cancel}
              onConfirm={remove}
              trigger={
                <button type="button" className={DANGER_OUTLINE}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  {TS.remove}
                </button>
              }
            />
          </div>
        </section>
        {!cancelled && (
          <GuestsSection stay={stay} identity={identity}>
            {guests}
          </GuestsSection>
        )}
        {!cancelled && stay.touristTax && (
          <TouristTaxSection tax={stay.touristTax} entered={stay.registration.guestsEntered} expected={stay.guests} />
        )}
        <section aria-labelledby="stay-mails-title" className="card p-4 sm:p-6">
          <h3 id="stay-mails-title" className="text-xl font-semibold text-sea-950">
            {TS.mails}
          </h3>
          {stay.messages.length === 0 ? (
            <p className="mt-2 text-ink-700">{stay.leadGuest.email ? TS.noMails : TS.noAddress}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {stay.messages.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3"
                >
                  <strong className="text-ink-900">{TS.mailKinds[m.kind as keyof typeof TS.mailKinds] ?? m.subject}</strong>
                  <MessageStatusBadge status={m.status as "queued" | "sent" | "failed"} />
                  <span className="text-sm text-ink-700">
                    {m.sentAt ? TS.sentAt(formatMoment(m.sentAt)) : TS.writtenAt(formatMoment(m.createdAt))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
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

/** "Link per la recensione": a fresh personal link the owner can pass on herself (WhatsApp, a message on the channel). */
function ReviewLink({ stayId }: { stayId: number }) {
  const run = useAdminAction();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    const result = await run(() => apiRequest<{ url: string }>("POST", `/api/stays/${stayId}/review-link`), {
      success: { title: TS.reviewLinkDone },
      error: TS.reviewLinkError,
    });
    if (result.ok) setLink(result.value.url);
    setBusy(false);
  };
  return (
    <section aria-labelledby="stay-review-title" className="card p-4 sm:p-6">
      <h3 id="stay-review-title" className="text-xl font-semibold text-sea-950">
        {TS.reviewLink}
      </h3>
      <p className="mt-1 text-ink-700">{TS.reviewLinkIntro}</p>
      {link ? (
        <div className="mt-3">
          <label htmlFor="stay-review-link" className="field-label">
            {TS.reviewLinkLabel}
          </label>
          <input
            id="stay-review-link"
            type="text"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
            className="field-input font-mono text-sm"
          />
        </div>
      ) : (
        <button type="button" className="btn-outline mt-3" onClick={create} disabled={busy} aria-busy={busy || undefined}>
          <Link2 aria-hidden="true" className="size-5" />
          {TS.reviewLinkCreate}
        </button>
      )}
    </section>
  );
}
