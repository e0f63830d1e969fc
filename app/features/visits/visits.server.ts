import { randomBytes } from "node:crypto";
import { count, countDistinct, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { siteVisits } from "~/db/schema";
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

export async function visitStats(): Promise<{ totalVisits: number; uniqueVisits: number }> {
  const [row] = await getDb()
    .select({ totalVisits: count(), uniqueVisits: countDistinct(siteVisits.ipAddress) })
    .from(siteVisits);
  return { totalVisits: Number(row?.totalVisits ?? 0), uniqueVisits: Number(row?.uniqueVisits ?? 0) };
}

export async function purgeVisitsOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(siteVisits).where(lt(siteVisits.visitedAt, cutoff));
}
