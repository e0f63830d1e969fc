import { Link, useSearchParams } from "react-router";

import { ADMIN_PAGE_PARAMS, ADMIN_SECTION_PATHS, QUOTE_STATUS_PARAM } from "~/components/admin/addresses";

import { QUOTE_STATUSES } from "../quote-status";
import type { AdminQuoteCounts, AdminQuoteStatus } from "./panel-types";
import { T } from "./texts";

const BASE = "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold no-underline sm:text-base";
const IDLE = `${BASE} border-sea-200 bg-white text-sea-800 hover:bg-sea-50`;
const ACTIVE = `${BASE} border-sea-700 bg-sea-700 text-white`;

/**
 * "Tutte (12)", "In attesa (3)"…: links, so the filter lives in the address (`stato`) like the
 * page; choosing one goes back to the first page and lets go of a request opened from a link
 * (/admin/richieste/12 → /admin/richieste?stato=…).
 */
export function StatusFilter({ counts, current }: { counts: AdminQuoteCounts; current: AdminQuoteStatus | null }) {
  const [params] = useSearchParams();
  const to = (status: AdminQuoteStatus | null) => {
    const next = new URLSearchParams(params);
    next.delete(ADMIN_PAGE_PARAMS.quotes);
    if (status) next.set(QUOTE_STATUS_PARAM, status);
    else next.delete(QUOTE_STATUS_PARAM);
    const search = next.toString();
    return { pathname: ADMIN_SECTION_PATHS.quotes, search: search ? `?${search}` : "" };
  };
  const options: { status: AdminQuoteStatus | null; label: string; count: number }[] = [
    { status: null, label: T.quotes.filterAll, count: counts.all },
    ...QUOTE_STATUSES.map((status) => ({ status, label: T.quotes.filters[status], count: counts[status] })),
  ];
  return (
    <nav aria-label={T.quotes.filterLabel} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ status, label, count }) => {
          const active = status === current;
          return (
            <li key={status ?? "all"}>
              <Link to={to(status)} preventScrollReset aria-current={active ? "page" : undefined} className={active ? ACTIVE : IDLE}>
                {label} <span className={active ? "font-normal text-white" : "font-normal text-ink-700"}>({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
