import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";

/**
 * What the audit trail records, by name: sign-ins, views of guests' data, downloads, and
 * changes to accounts, settings, bank details and credentials. The names are the API's
 * contract (GET /api/audit?action=), so they are listed once here.
 */
export type AuditEntry = {
  /** The account's username, or for a failed sign-in the name that was tried. */
  actor: string;
  action: string;
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
