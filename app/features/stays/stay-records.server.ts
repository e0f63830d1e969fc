import { and, asc, between, eq, gt, gte, inArray, isNull, lt, lte } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { stays, type Stay } from "~/db/schema";
import { roomNamesById } from "~/features/rooms/rooms.server";
import { LIMITS } from "~/lib/constants";
import { addDays } from "~/lib/dates";

/**
 * The stays table as the features stays.server.ts builds on ask for it (guests: the party, the
 * identity check, the pre-check-in link; reports: the month's and the period's stays). This module
 * imports none of them, so they can import it without a cycle; the police report's columns are in
 * police-state.server.ts.
 */

/** A stay with its room's name, as the lists show it. */
export type StayWithRoom = { stay: Stay; roomName: string };

/** Each stay with its room's name (the rooms read once per content version, or through `executor` inside a transaction). */
export async function withRoomNames(list: Stay[], executor?: Executor): Promise<StayWithRoom[]> {
  if (list.length === 0) return [];
  const names = await roomNamesById(
    list.map((stay) => stay.roomId),
    executor,
  );
  return list.map((stay) => ({ stay, roomName: names.get(stay.roomId) ?? "" }));
}

/** A stay by id, or undefined; `lock` holds it until the caller's transaction ends. */
export async function findStay(executor: Executor, id: number, options: { lock?: boolean } = {}): Promise<Stay | undefined> {
  const query = executor.select().from(stays).where(eq(stays.id, id));
  const [stay] = options.lock ? await query.for("update") : await query;
  return stay;
}

/** These stays, locked until the caller's transaction ends (those that exist). */
export async function lockStays(tx: Executor, ids: number[]): Promise<Stay[]> {
  if (ids.length === 0) return [];
  return tx.select().from(stays).where(inArray(stays.id, ids)).for("update");
}

/** The booked stays checking in from `from` to `to` (both included), by check-in: one range of the check-in index. */
export async function bookedArrivals(from: string, to: string, limit: number): Promise<StayWithRoom[]> {
  const rows = await getDb()
    .select()
    .from(stays)
    .where(and(eq(stays.status, "booked"), between(stays.checkIn, from, to)))
    .orderBy(asc(stays.checkIn), asc(stays.id))
    .limit(limit);
  return withRoomNames(rows);
}

/**
 * The booked stays overlapping [from, to). Their check-in lies before `to` and at most the longest
 * stay (the check "stays_length") before `from`, so the read is one range of the check-in index,
 * however long the history grows.
 */
export async function bookedStaysOverlapping(
  from: string,
  to: string,
  limit: number,
): Promise<Pick<Stay, "id" | "roomId" | "checkIn" | "checkOut" | "guests" | "partyType" | "leadName">[]> {
  return getDb()
    .select({
      id: stays.id,
      roomId: stays.roomId,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      guests: stays.guests,
      partyType: stays.partyType,
      leadName: stays.leadName,
    })
    .from(stays)
    .where(
      and(
        eq(stays.status, "booked"),
        gte(stays.checkIn, addDays(from, -LIMITS.maxNights)),
        lt(stays.checkIn, to),
        gt(stays.checkOut, from),
      ),
    )
    .limit(limit);
}

/** The booked stays that began by `today` and end before `day` (those the retention erases next), by id after `afterId`. */
export async function bookedStaysEndedBefore(day: string, today: string, afterId: number, limit: number): Promise<Stay[]> {
  return getDb()
    .select()
    .from(stays)
    .where(and(eq(stays.status, "booked"), lt(stays.checkOut, day), lte(stays.checkIn, today), gt(stays.id, afterId)))
    .orderBy(asc(stays.id))
    .limit(limit);
}

/** Among `ids`, the stays whose check-out is before `day` (the guests' retention). */
export async function stayIdsEndedBefore(ids: number[], day: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select({ id: stays.id })
    .from(stays)
    .where(and(inArray(stays.id, ids), lt(stays.checkOut, day)));
  return rows.map((row) => row.id);
}

// ——— The guests' part ———

/** The party's guests were stored (in the caller's transaction): its type, and when. */
export async function recordGuestsEntered(tx: Executor, id: number, partyType: string | null): Promise<void> {
  await tx.update(stays).set({ partyType, guestsUpdatedAt: new Date() }).where(eq(stays.id, id));
}

/** The owner identified the guests (when, how, who), or took it back (null). */
export async function recordIdentityCheck(id: number, check: { method: string; by: string } | null): Promise<void> {
  await getDb()
    .update(stays)
    .set(
      check
        ? { identityCheckedAt: new Date(), identityCheckMethod: check.method, identityCheckedBy: check.by }
        : { identityCheckedAt: null, identityCheckMethod: null, identityCheckedBy: null },
    )
    .where(eq(stays.id, id));
}

// ——— The pre-check-in link (check-in-link.server.ts makes and opens the tokens) ———

export type CheckInLink = { checkInTokenHash: string; checkInTokenSealed: string };

/** The booked stay whose link has this hash, unless it checked out before `today`. */
export async function bookedStayByCheckInHash(hash: string, today: string): Promise<Stay | undefined> {
  const [stay] = await getDb()
    .select()
    .from(stays)
    .where(and(eq(stays.checkInTokenHash, hash), eq(stays.status, "booked"), gte(stays.checkOut, today)));
  return stay;
}

/** Stays still to come (checking out from `today`) without a link: entered before links existed. */
export async function stayIdsWithoutCheckInLink(today: string, limit: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: stays.id })
    .from(stays)
    .where(and(isNull(stays.checkInTokenHash), gte(stays.checkOut, today)))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function setCheckInLink(id: number, link: CheckInLink): Promise<void> {
  await getDb().update(stays).set(link).where(eq(stays.id, id));
}
