import { formatMoment } from "~/components/admin/format";
import { weekdayDayMonth } from "~/lib/italian";

import type { IstatSentDay } from "../istat-region";
import { monthName } from "./istat-format";
import { IstatRefusedGuest } from "./istat-refused-guest";
import { T } from "./texts";

const TS = T.istatSend;
const TC = TS.columns;

/** How each outcome looks: accepted quietly, anything else drawing the eye. */
const TONE: Record<IstatSentDay["status"], string> = {
  accepted: "text-olive-700",
  unchanged: "text-olive-700",
  partial: "text-terracotta-700",
  refused: "text-danger-700",
  failed: "text-danger-700",
};

/**
 * "Giorni inviati": what the region was last sent for each day of the month, with the guests it
 * refused in its own words under the outcome (the widest column, so that a phone reads them without
 * scrolling), and when and by whom (the owner or the automatic sending).
 */
export function IstatSentTable({ month, sent }: { month: string; sent: readonly IstatSentDay[] }) {
  const label = TS.sentLabel(monthName(month));
  if (sent.length === 0) return <p className="text-ink-700">{TS.noneSent(monthName(month))}</p>;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-ink-700">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              {TC.day}
            </th>
            <th scope="col" className="w-full px-2 py-1.5 font-semibold sm:w-auto">
              {TC.outcome}
            </th>
            <th scope="col" className="py-1.5 pl-2 font-semibold">
              {TC.sentAt}
            </th>
          </tr>
        </thead>
        <tbody>
          {sent.map((day) => {
            const [date, time] = formatMoment(day.sentAt).split(" alle ");
            return (
              <tr key={day.day} className="border-b border-sand-200 align-top">
                <th scope="row" className="py-1.5 pr-2 font-semibold whitespace-nowrap text-ink-900">
                  {weekdayDayMonth(day.day)}
                </th>
                <td className="px-2 py-1.5 break-words">
                  <span className={`font-semibold ${TONE[day.status]}`}>{TS.statuses[day.status]}</span>
                  {day.error && <span className="block">{day.error}</span>}
                  {day.refused.length > 0 && (
                    <ul aria-label={TC.refused} className="mt-1 grid gap-1">
                      {day.refused.map((guest) => (
                        <li key={guest.idswh}>
                          <IstatRefusedGuest guest={guest} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="py-1.5 pl-2">
                  <span className="whitespace-nowrap">{date}</span>{" "}
                  {/* The time and the sender under the date, leaving the outcome its room on a phone. */}
                  <span className="block text-xs text-ink-600 sm:text-sm">
                    <span className="whitespace-nowrap">{TS.at(time ?? "")}</span>{" "}
                    <span className="whitespace-nowrap">{TS.by(day.sentBy)}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
