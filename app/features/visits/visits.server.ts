import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoBriefly } from "~/db/content-memo.server";
import { siteVisits, visitTotals } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";

/** How long a process reuses the totals it read: another process's visits show within it. */
export const VISIT_TOTALS_FRESH_MS = 1_000;

/**
 * All visits and distinct visitors: the running totals the database keeps beside site_visits
 * (drizzle/0001_visit_totals.sql), one row read however many visits there are. Every page render
 * and every 30-second poll shows them, so a process reads them at most once a second (a visit
 * it records itself shows at once): on the embedded database the read runs on the server's own
 * thread, 13 % of an uncached page's time.
 */
const totals = memoBriefly(VISIT_TOTALS_FRESH_MS, async () => {
  const [row] = await getDb().select().from(visitTotals).where(eq(visitTotals.id, 1));
  return { totalVisits: Number(row?.total ?? 0), uniqueVisits: Number(row?.uniques ?? 0) };
});

export function visitStats(): Promise<{ totalVisits: number; uniqueVisits: number }> {
  return totals.get();
}

export async function recordVisit(ip: string, userAgent: string | undefined, sessionId: string | undefined) {
  const [row] = await getDb()
    .insert(siteVisits)
    .values({
      ipAddress: await hashIp(ip),
      userAgent: userAgent?.slice(0, 500) ?? null,
      sessionId: sessionId ?? randomBytes(12).toString("base64url"),
    })
    .returning({ id: siteVisits.id, visitedAt: siteVisits.visitedAt });
  totals.forget();
  return row!;
}

export async function purgeVisitsOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(siteVisits).where(lt(siteVisits.visitedAt, cutoff));
}
