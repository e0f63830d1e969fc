import type { IstatReport } from "../istat";
import { IstatColumnName } from "./istat-column-name";
import { monthName, NUM } from "./istat-format";
import { IstatOriginName } from "./istat-origin-name";
import { T } from "./texts";

const TI = T.istatTab;
const TC = TI.columns;

/** The month's figures by origin, and their sum. */
export function IstatTotalsTable({ report }: { report: IstatReport }) {
  const label = TI.totalsLabel(monthName(report.month));
  const sum = report.totals.reduce(
    (s, t) => ({ arrivals: s.arrivals + t.arrivals, departures: s.departures + t.departures, nights: s.nights + t.nights }),
    { arrivals: 0, departures: 0, nights: 0 },
  );
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b-2 border-sand-300 text-ink-700">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
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
        <tbody>
          {report.totals.map((total) => (
            <tr key={`${total.originKind}-${total.origin}`} className="border-b border-sand-200 align-top">
              <th scope="row" className="py-1.5 pr-2 font-normal break-words">
                <IstatOriginName row={total} />
              </th>
              <td className={NUM}>{total.arrivals}</td>
              <td className={NUM}>{total.departures}</td>
              <td className={`${NUM} pr-0`}>{total.nights}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-sand-300 font-semibold">
            <th scope="row" className="py-1.5 pr-2">
              {TI.total}
            </th>
            <td className={NUM}>{sum.arrivals}</td>
            <td className={NUM}>{sum.departures}</td>
            <td className={`${NUM} pr-0`}>{sum.nights}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
