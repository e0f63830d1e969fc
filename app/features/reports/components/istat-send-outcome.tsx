import { numericDayMonth, weekdayDayMonth } from "~/lib/italian";

import type { DayOutcome } from "../istat-region";
import { IstatRefusedGuest } from "./istat-refused-guest";
import { T } from "./texts";

const TS = T.istatSend;

/** The days of a sending the region did not take whole, those with the same error (a whole call refused) as one line. */
type Problem = { key: string; days: string[]; status: DayOutcome["status"]; error: string | null; refused: DayOutcome["refused"] };

function problemsOf(days: readonly DayOutcome[]): Problem[] {
  const problems: Problem[] = [];
  for (const day of days) {
    if (day.status === "accepted" || day.status === "unchanged") continue;
    const same =
      day.refused.length === 0 && problems.find((p) => p.refused.length === 0 && p.status === day.status && p.error === day.error);
    if (same) same.days.push(day.day);
    else problems.push({ key: day.day, days: [day.day], status: day.status, error: day.error, refused: day.refused });
  }
  return problems;
}

const daysName = (days: string[]) =>
  days.length === 1 ? weekdayDayMonth(days[0]!) : TS.days(days.length, numericDayMonth(days[0]!), numericDayMonth(days.at(-1)!));

/** What each day not accepted came to: the day, its outcome, and each guest refused with the region's words. */
export function IstatSendOutcome({ days }: { days: readonly DayOutcome[] }) {
  const problems = problemsOf(days);
  if (problems.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl border-l-4 border-terracotta-600 bg-sand-50 p-3">
      <h5 className="font-semibold text-ink-900">{TS.problemsTitle}</h5>
      <ul className="mt-2 grid gap-2">
        {problems.map((p) => (
          <li key={p.key} className="break-words">
            <span className="font-semibold">{daysName(p.days)}</span> – {TS.statuses[p.status]}
            {p.error && `: ${p.error}`}
            {p.refused.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {p.refused.map((guest) => (
                  <li key={guest.idswh}>
                    <IstatRefusedGuest guest={guest} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-700">{TS.problemsHint}</p>
    </div>
  );
}
