import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { T } from "~/components/admin/texts";
import type { Page } from "~/lib/pagination";

const LINK =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-sea-200 bg-white px-4 font-semibold text-sea-800 no-underline hover:bg-sea-50";

/** A page of a list that is not counted: only whether another follows is known. */
export type UncountedPage = { page: number; hasNext: boolean };

/**
 * Previous / next links for one paginated list of the panel. The page lives in the address
 * (`param`), so a reload or the back button keeps it; the open tab stays as it is.
 */
export function Pager({ label, param, page: list }: { label: string; param: string; page: Page<unknown> | UncountedPage }) {
  const [params] = useSearchParams();
  const counted = "pageCount" in list;
  const page = { page: list.page, hasNext: counted ? list.page < list.pageCount : list.hasNext };
  if (page.page <= 1 && !page.hasNext) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete(param);
    else next.set(param, String(n));
    const search = next.toString();
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav aria-label={label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      {page.page > 1 ? (
        <Link to={to(page.page - 1)} preventScrollReset rel="prev" className={LINK}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {T.pager.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700">{counted ? T.pager.status(list.page, list.pageCount) : T.pager.page(list.page)}</p>
      {page.hasNext ? (
        <Link to={to(page.page + 1)} preventScrollReset rel="next" className={LINK}>
          {T.pager.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
