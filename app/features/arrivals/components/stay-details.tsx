import { Ban, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";

import { ADMIN_SECTION_PATHS, adminQuotePath } from "~/components/admin/addresses";
import { formatStayDate } from "~/components/admin/format";
import { useAdminAction } from "~/components/admin/use-admin-action";
import { callApi } from "~/components/panel/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SOURCE_LABELS } from "~/features/availability/channels";
import { staysRoutes } from "~/features/stays/stays.routes";
import { isLanguage } from "~/i18n/t";

import type { StayDetail } from "../stay-detail";
import { DepositState } from "./deposit-state";
import { T } from "./texts";

const TS = T.stay;
const DANGER_OUTLINE = "btn border-2 border-danger-700 bg-white text-danger-700 hover:bg-danger-50";

/** The stay's facts (room, dates, source, contact, deposit…), with "Annulla soggiorno" and "Elimina". */
export function StayDetails({ stay }: { stay: StayDetail }) {
  const run = useAdminAction();
  const navigate = useNavigate();
  const name = stay.leadGuest.name;
  const cancelled = stay.status === "cancelled";

  const cancel = () =>
    run(() => callApi(staysRoutes.update, { params: { id: stay.id }, body: { status: "cancelled" } }), {
      success: { title: TS.cancelDone },
      error: TS.cancelError,
    });
  const remove = async () => {
    const result = await run(() => callApi(staysRoutes.remove, { params: { id: stay.id } }), {
      success: { title: TS.removeDone },
      error: TS.removeError,
    });
    if (result.ok) await navigate(ADMIN_SECTION_PATHS.movements);
  };

  const facts: [string, ReactNode][] = [
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
  );
}
