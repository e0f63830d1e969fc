import { and, asc, between, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { stays, type PoliceError, type Stay } from "~/db/schema";

import { withRoomNames, type StayWithRoom } from "./stay-records.server";

/**
 * A stay's columns about its police report, which the guests feature keeps (guests/police*.server.ts):
 * when it was reported, and the site's own sending to the portal (the claim that lets one sender
 * alone take a stay, the tries, the next one, why the last did not go). Read and written here
 * only; like stay-records.server.ts, this module imports no feature built on the stays.
 */

/** The unsent stays a sending may take: booked, identity checked, not reported (the pending index). */
const sendable = and(isNull(stays.policeSentAt), eq(stays.status, "booked"), isNotNull(stays.identityCheckedAt));

/** The booked stays not reported yet that check in from `from` to `to`, by check-in: one range of the check-in index. */
export async function unreportedArrivals(from: string, to: string): Promise<StayWithRoom[]> {
  const rows = await getDb()
    .select()
    .from(stays)
    .where(and(eq(stays.status, "booked"), between(stays.checkIn, from, to), isNull(stays.policeSentAt)))
    .orderBy(asc(stays.checkIn), asc(stays.id))
    .limit(200);
  return withRoomNames(rows);
}

/**
 * The stays reported at `at`, in the caller's transaction (with the history's row). `sentByPortal`:
 * the site sent them, so their tries, claim and last error end too.
 */
export async function recordPoliceSent(executor: Executor, ids: number[], at: Date, options: { sentByPortal: boolean }): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(stays)
    .set(
      options.sentByPortal
        ? { policeSentAt: at, policeError: null, policeNextAttemptAt: null, policeClaimedUntil: null }
        : { policeSentAt: at },
    )
    .where(inArray(stays.id, ids));
}

/**
 * Claims these stays for one sender for `seconds`: only those still sendable and not held by
 * another sender whose claim is still running. The database's clock decides, the same for every
 * process. Returns the ids claimed.
 */
export async function claimForPolice(ids: number[], seconds: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const claimed = await getDb()
    .update(stays)
    .set({ policeClaimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(inArray(stays.id, ids), sendable, or(isNull(stays.policeClaimedUntil), sql`${stays.policeClaimedUntil} < now()`)))
    .returning({ id: stays.id });
  return new Set(claimed.map((row) => row.id));
}

export async function releasePoliceClaimsOf(ids: number[]): Promise<void> {
  if (ids.length) await getDb().update(stays).set({ policeClaimedUntil: null }).where(inArray(stays.id, ids));
}

/** Every claim left (at start on PGlite, where a claim left is a dead process's). Only the unsent stays can hold one (the pending index). */
export async function releaseAllPoliceClaims(): Promise<void> {
  await getDb()
    .update(stays)
    .set({ policeClaimedUntil: null })
    .where(and(sendable, isNotNull(stays.policeClaimedUntil)));
}

/**
 * When a stay that did not go is tried again: at a time (null: not by itself), or after a back-off
 * from `from` that doubles with each try, `firstMinutes` after the first, at most `lastMinutes`.
 */
export type PoliceRetry = { at: Date | null } | { backoff: { from: Date; firstMinutes: number; lastMinutes: number } };

/** A try that did not go: counted, its reason kept for the panel, its claim released, the next try set. */
export async function recordPoliceFailure(ids: number[], error: PoliceError, retry: PoliceRetry): Promise<void> {
  if (ids.length === 0) return;
  const next =
    "at" in retry
      ? retry.at
      : sql`${retry.backoff.from.toISOString()}::timestamptz + least(${retry.backoff.firstMinutes} * power(2, least(${stays.policeAttempts}, 4)), ${retry.backoff.lastMinutes}) * interval '1 minute'`;
  await getDb()
    .update(stays)
    .set({ policeAttempts: sql`${stays.policeAttempts} + 1`, policeNextAttemptAt: next, policeError: error, policeClaimedUntil: null })
    .where(inArray(stays.id, ids));
}

/** The stay's last sending's error and when it was reported (for its page). */
export async function policeStateOf(id: number): Promise<{ error: PoliceError | null; sentAt: Date | null } | undefined> {
  const [row] = await getDb().select({ error: stays.policeError, sentAt: stays.policeSentAt }).from(stays).where(eq(stays.id, id));
  return row;
}

/**
 * The sendable stays checking in from `from` to `to` whose next try is due at `now` (none set:
 * now), by id, read through the pending index. A stay the portal refused waits for a change: it
 * checks the same records the same way, so sending them unchanged would only be refused again
 * every few minutes. New guests' data or a new identity check is what can make them right.
 */
export async function policeSendCandidates(from: string, to: string, now: Date, limit: number): Promise<Stay[]> {
  return getDb()
    .select()
    .from(stays)
    .where(
      and(
        sendable,
        or(isNull(stays.policeNextAttemptAt), lte(stays.policeNextAttemptAt, now)),
        between(stays.checkIn, from, to),
        sql`(${stays.policeError} ->> 'kind' is distinct from 'refused' or greatest(${stays.guestsUpdatedAt}, ${stays.identityCheckedAt}) > (${stays.policeError} ->> 'at')::timestamptz)`,
      ),
    )
    .orderBy(asc(stays.id))
    .limit(limit);
}

/**
 * The day's summary's stays, by check-in: those sent (`sentIds`), and the unsent booked ones
 * checking in from `from` to `to` whose last try's error dates from [errorFrom, errorTo).
 */
export async function policeSummaryStays(
  sentIds: number[],
  days: { from: string; to: string },
  errors: { from: Date; to: Date },
): Promise<StayWithRoom[]> {
  const rows = await getDb()
    .select()
    .from(stays)
    .where(
      or(
        inArray(stays.id, sentIds),
        and(
          between(stays.checkIn, days.from, days.to),
          eq(stays.status, "booked"),
          isNull(stays.policeSentAt),
          sql`(${stays.policeError} ->> 'at')::timestamptz >= ${errors.from.toISOString()}::timestamptz`,
          sql`(${stays.policeError} ->> 'at')::timestamptz < ${errors.to.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(asc(stays.checkIn), asc(stays.id));
  return withRoomNames(rows);
}
