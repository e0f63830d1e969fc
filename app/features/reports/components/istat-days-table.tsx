import { weekdayDayMonth } from "~/lib/italian";

import type { IstatReport, IstatRow } from "../istat";
import { IstatColumnName } from "./istat-column-name";
import { monthName, NUM } from "./istat-format";
import { IstatOriginName } from "./istat-origin-name";
import { T } from "./texts";

const TI = T.istatTab;
const TC = TI.columns;

/** The rows of each day, in order, for one table body per day. */
function byDay(rows: IstatRow[]): [string, IstatRow[]][] {
  const days = new Map<string, IstatRow[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days];
}

/** "dom 11/06": on a phone the weekday above the date, so that the five columns fit. */
function DayName({ date }: { date: string }) {
  const [weekday, day] = weekdayDayMonth(date).split(" ");
  return (
    <span className="flex flex-col sm:flex-row sm:gap-2">
      <span>{weekday}</span>
      <span>{day}</span>
    </span>
  );
}

/** Day by day: one table body per day, the day named once as the header of its rows. Five narrow columns fit a phone. */
export function IstatDaysTable({ report }: { report: IstatReport }) {
  const label = TI.tableLabel(monthName(report.month));
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-ink-700">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              {TC.date}
            </th>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              {TC.origin}
            </th>
            <th scope="col" className={`${NUM} font-semibold`}>
              <IstatColumnName full={TC.arrivals} short={TI.short.arrivals} />
            </th>
            <th scope="col" className={`${NUM} font-semibold`}>
              <IstatColumnName full={TC.departures} short={TI.short.departures} />
            </th>
            <th scope="col" className={`${NUM} pr-0 font-semibold`}>
              <IstatColumnName full={TC.nights} short={TI.short.nights} />
            </th>
          </tr>
        </thead>
        {byDay(report.rows).map(([date, rows]) => (
          <tbody key={date} className="border-b border-sand-300">
            {rows.map((row, i) => (
              <tr key={`${row.originKind}-${row.origin}`} className="align-top">
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={rows.length} className="py-1.5 pr-2 font-semibold whitespace-nowrap text-ink-900">
                    <DayName date={date} />
                  </th>
                )}
                <td className="px-2 py-1.5 break-words">
                  <IstatOriginName row={row} />
                </td>
                <td className={NUM}>{row.arrivals}</td>
                <td className={NUM}>{row.departures}</td>
                <td className={`${NUM} pr-0`}>{row.nights}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
