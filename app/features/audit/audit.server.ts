import { and, desc, eq, gte, lt, lte, or, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";
import { addDays, italyWallTime } from "~/lib/dates";

import type { AuditAction } from "./audit-actions";
import { encodeAuditCursor, type AuditFilter } from "./audit.schema";

export { AUDIT_ACTIONS, isAuditAction, type AuditAction } from "./audit-actions";

/**
 * What the audit trail records: sign-ins, views of guests' data, downloads, and changes to
 * accounts, settings, bank details and credentials. The actions are the API's contract
 * (GET /api/audit?action=), listed once in audit-actions.ts.
 */
export type AuditEntry = {
  /** The account's username, or for a failed sign-in the name that was tried. */
  actor: string;
  action: AuditAction;
  /** What it was done to: the stay, the file, the setting, the account. */
  target?: string;
  /** The client's address: stored only as its keyed hash. */
  ip: string;
};

/** Adds one row to the audit trail; rows are never changed or deleted but by the year's purge. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  await getDb()
    .insert(auditLog)
    .values({
      actor: entry.actor.slice(0, 200),
      action: entry.action,
      target: (entry.target ?? "").slice(0, 300),
      addressHash: await hashIp(entry.ip),
    });
}

export type AuditRow = { at: string; actor: string; action: string; target: string; addressHash: string };
export type AuditPage = { items: AuditRow[]; nextCursor: string | null };

export const AUDIT_PAGE_SIZE = 50;

/**
 * A page of the audit trail, newest first, read on its indexes (time; who or what, then time)
 * and paged by keyset on (at, id) so a page costs the same however long the trail: the cursor
 * holds the last row's time to the microsecond, which a JavaScript date would round.
 */
export async function listAudit(filter: AuditFilter): Promise<AuditPage> {
  const { from, to, actor, action, cursor } = filter;
  const after = cursor ? sql`${cursor.at}::timestamptz` : undefined;
  const rows = await getDb()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      atExact: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      addressHash: auditLog.addressHash,
    })
    .from(auditLog)
    .where(
      and(
        from ? gte(auditLog.at, italyWallTime(from, 0, 0)) : undefined,
        to ? lt(auditLog.at, italyWallTime(addDays(to, 1), 0, 0)) : undefined,
        actor ? eq(auditLog.actor, actor) : undefined,
        action ? eq(auditLog.action, action) : undefined,
        after && cursor ? and(lte(auditLog.at, after), or(lt(auditLog.at, after), lt(auditLog.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ at: r.at.toISOString(), actor: r.actor, action: r.action, target: r.target, addressHash: r.addressHash })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeAuditCursor({ at: last.atExact, id: last.id }) : null,
  };
}

/** Deletes the rows older than `cutoff` (the privacy policy keeps the trail one year); returns how many. */
export async function purgeAuditLogOlderThan(cutoff: Date): Promise<number> {
  const deleted = await getDb().delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return deleted.length;
}
