import { ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { TabHeader } from "~/components/admin/tab-header";

import { AuditFilters } from "./audit-filters";
import { AuditList } from "./audit-list";
import { AUDIT_PARAMS, type AuditView } from "./audit-view";
import { T } from "./texts";

const TA = T.audit;

const LINK =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-sea-200 bg-white px-4 font-semibold text-sea-800 no-underline hover:bg-sea-50";

/**
 * The next (older) page and the way back to the newest: the trail is paged by a cursor, so there
 * is no page number to go back to, only the start.
 */
function AuditPager({ nextCursor }: { nextCursor: string | null }) {
  const [params] = useSearchParams();
  const atStart = !params.get(AUDIT_PARAMS.cursor);
  if (atStart && !nextCursor) return null;
  const withCursor = (cursor: string | null) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set(AUDIT_PARAMS.cursor, cursor);
    else next.delete(AUDIT_PARAMS.cursor);
    const search = next.toString();
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav aria-label={TA.pager} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      {atStart ? (
        <span />
      ) : (
        <Link to={withCursor(null)} className={LINK}>
          {TA.newest}
        </Link>
      )}
      {nextCursor && (
        <Link to={withCursor(nextCursor)} rel="next" className={LINK}>
          {TA.older}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

/** "Registro accessi": who did what and when, filtered by days, person and action, 50 rows a page. */
export function AuditTab({ filter, errors, page }: AuditView) {
  const filtered = Boolean(filter.from || filter.to || filter.actor || filter.action);
  return (
    <section aria-labelledby="tab-audit-title">
      <TabHeader id="tab-audit-title" title={T.tabs.audit}>
        {TA.intro}
      </TabHeader>
      <div className="grid gap-6">
        <AuditFilters filter={filter} errors={errors} />
        <p className="text-sm text-ink-700">{TA.addressHint}</p>
        {page && (
          <div>
            <AuditList rows={page.items} filtered={filtered} />
            <AuditPager nextCursor={page.nextCursor} />
          </div>
        )}
      </div>
    </section>
  );
}
