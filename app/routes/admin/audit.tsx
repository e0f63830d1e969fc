import { auditQuerySchema } from "~/features/audit/audit.schema";
import { listAudit } from "~/features/audit/audit.server";
import { AuditTab } from "~/features/audit/components/audit-tab";
import { AUDIT_PARAMS, type AuditView } from "~/features/audit/components/audit-view";
import { fieldIssues } from "~/lib/validation";
import { translateIssues } from "~/lib/validation.server";

import type { Route } from "./+types/audit";
import { sectionMeta } from "./section-meta";
import { forSection } from "./session.server";

export const meta = sectionMeta("audit");

/**
 * /admin/registro: the audit trail's newest page, or the one the filters and the cursor in the
 * address ask for, read here (as GET /api/audit reads it) so the page arrives with its rows.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  forSection(request, "audit", async (): Promise<AuditView> => {
    const search = new URL(request.url).searchParams;
    const filter = Object.fromEntries(
      Object.entries(AUDIT_PARAMS).map(([name, param]) => [name, (search.get(param) ?? "").slice(0, 300)]),
    ) as AuditView["filter"];
    const parsed = auditQuerySchema.safeParse(filter);
    if (!parsed.success) return { filter, errors: translateIssues(fieldIssues(parsed.error), "it"), page: null };
    return { filter, errors: {}, page: await listAudit(parsed.data) };
  });

export default function AuditSection({ loaderData }: Route.ComponentProps) {
  return loaderData && <AuditTab {...loaderData} />;
}
