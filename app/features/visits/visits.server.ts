import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { siteVisits, visitTotals } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";

export async function recordVisit(ip: string, userAgent: string | undefined, sessionId: string | undefined) {
  const [row] = await getDb()
    .insert(siteVisits)
    .values({
      ipAddress: await hashIp(ip),
      userAgent: userAgent?.slice(0, 500) ?? null,
      sessionId: sessionId ?? randomBytes(12).toString("base64url"),
    })
    .returning({ id: siteVisits.id, visitedAt: siteVisits.visitedAt });
  return row!;
}

/**
 * All visits and distinct visitors: the running totals the database keeps beside site_visits
 * (drizzle/0001_visit_totals.sql), one row read however many visits there are.
 */
export async function visitStats(): Promise<{ totalVisits: number; uniqueVisits: number }> {
  const [row] = await getDb().select().from(visitTotals).where(eq(visitTotals.id, 1));
  return { totalVisits: Number(row?.total ?? 0), uniqueVisits: Number(row?.uniques ?? 0) };
}

export async function purgeVisitsOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(siteVisits).where(lt(siteVisits.visitedAt, cutoff));
}
