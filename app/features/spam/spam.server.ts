import { and, eq, gt, lt, lte, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { guestWrites } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";
import { HttpError } from "~/lib/http-error";

const WINDOW_MS = 3600_000;
let limit = 20;

/** GUEST_WRITE_LIMIT, set at start. */
export function setGuestWriteLimit(value: number): void {
  limit = value;
}

export type GuestWriteSlot = { release: () => Promise<void> };

/**
 * Takes one of the address's GUEST_WRITE_LIMIT writes of the hour before a quote request or a
 * review is stored, or throws 429 (nothing is stored). As with sign-in attempts, the slot is
 * written first and counted with those before it, so parallel requests cannot all slip through.
 */
export async function takeGuestWrite(ip: string, now = new Date()): Promise<GuestWriteSlot> {
  const db = getDb();
  const bucket = `guest:${await hashIp(ip, now)}`;
  const [row] = await db.insert(guestWrites).values({ bucket, at: now }).returning({ id: guestWrites.id });
  // Counted up to one past the limit: the cost stays flat however many writes the address tried.
  const recent = db
    .select({ id: guestWrites.id })
    .from(guestWrites)
    .where(and(eq(guestWrites.bucket, bucket), gt(guestWrites.at, new Date(now.getTime() - WINDOW_MS)), lte(guestWrites.id, row!.id)))
    .limit(limit + 1)
    .as("recent");
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  const release = async () => {
    await getDb().delete(guestWrites).where(eq(guestWrites.id, row!.id));
  };
  if (Number(counted?.n ?? 0) > limit) {
    await release();
    throw new HttpError(429, "too_many_requests", "errors.tooManyWrites");
  }
  return { release };
}

export async function purgeGuestWrites(now = new Date()): Promise<void> {
  await getDb()
    .delete(guestWrites)
    .where(lt(guestWrites.at, new Date(now.getTime() - WINDOW_MS)));
}
