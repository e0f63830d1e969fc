import { adminRegisterStayPath } from "~/components/admin/addresses";
import { channelOfFeed } from "~/features/availability/channels";
import { dayMonth } from "~/lib/italian";

import { entryLabel, nightsBetween, stayHref, type CalendarEntry, type Source } from "./calendar-model";
import { T } from "./texts";

const TC = T.availability.calendar;

const byStart = (a: CalendarEntry, b: CalendarEntry) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);
const keyOf = (entry: CalendarEntry) =>
  `${entry.kind}-${entry.kind === "feed" ? entry.feedId : entry.kind === "stay" ? entry.stayId : entry.blockId}-${entry.start}`;

type Props = {
  roomId: number;
  today: string;
  entries: CalendarEntry[] | undefined;
  sourceOf: (entry: CalendarEntry) => Source | undefined;
};

/** The month's nights as a list, in order: each source with its dates, the stays linked, a channel's booking ready to register. */
export function MonthEntries({ roomId, today, entries, sourceOf }: Props) {
  const sorted = [...(entries ?? [])].sort(byStart);
  return (
    <div className="mt-5">
      <h5 className="font-semibold text-sea-950">{TC.listTitle}</h5>
      {entries && sorted.length === 0 && <p className="mt-1 text-ink-700">{TC.listEmpty}</p>}
      {sorted.length > 0 && (
        <ul className="mt-2 grid gap-1.5">
          {sorted.map((entry) => {
            const source = sourceOf(entry);
            return (
              <li key={keyOf(entry)} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded border border-ink-700/40 text-xs font-bold"
                  style={{ backgroundColor: source?.colour }}
                >
                  {source?.symbol}
                </span>
                <span>
                  {entry.kind === "stay" ? (
                    <a href={stayHref(entry)} className="font-semibold text-sea-800 underline hover:text-sea-950">
                      {entryLabel(entry)}
                    </a>
                  ) : (
                    <strong>{entryLabel(entry)}</strong>
                  )}
                  : {TC.entry(dayMonth(entry.start), dayMonth(entry.end), nightsBetween(entry.start, entry.end))}
                  {entry.kind === "feed" && entry.end > today && (
                    <>
                      {" "}
                      <a
                        href={adminRegisterStayPath({
                          roomId,
                          start: entry.start,
                          end: entry.end,
                          source: channelOfFeed(entry.feedName),
                        })}
                        aria-label={TC.registerNamed(entry.feedName, dayMonth(entry.start), dayMonth(entry.end))}
                        className="font-semibold whitespace-nowrap text-sea-800 underline hover:text-sea-950"
                      >
                        {TC.register}
                      </a>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
