import { getDb } from "~/db/client.server";
import { policeSends, type PoliceError, type Stay } from "~/db/schema";
import {
  claimForPolice,
  policeStateOf,
  recordPoliceFailure,
  recordPoliceSent,
  releaseAllPoliceClaims,
  releasePoliceClaimsOf,
} from "~/features/stays/police-state.server";
import { addDays, italyWallTime } from "~/lib/dates";

import { portalCallTimeoutMs, type RecordsAnswer } from "./alloggiati-soap.server";
import type { ReadyStay } from "./police.server";

/**
 * What the database keeps of the sending through the portal (police-send.server.ts): the claim that
 * lets one sender alone take a stay, across requests and processes, and each stay's outcome, sent
 * (with the history's row), refused, failed or unknown, for the panel and the retries.
 */

/** The portal's documented limit per file, taken as the limit per call too (no other is documented). */
export const MAX_RECORDS_PER_CALL = 1000;
/**
 * The calls one batch may make: Test and Send, each through withPortalSession, which may check a
 * refused token and make a new one (4 calls each). A claim lasts that many time-outs and a minute
 * more, so it outlives the slowest sending and another process only takes over from a dead one.
 */
const CALLS_PER_BATCH = 8;
/** A failed stay is tried again 5, 10, 20, 40 minutes after, then every hour. */
const FIRST_RETRY_MINUTES = 5;
const LAST_RETRY_MINUTES = 60;
/** Who sent, in the history, when the site sent by itself. */
export const AUTOMATIC_SENDER = "automatico";

/** A record the portal refused, as the API answers it and the panel shows it beside the guest. */
export type RefusedRecord = { stayId: number; guest: number; name: string; code: string; message: string };

/** A ready stay with its records, in the portal's format, in the order of its guests. */
export type Outgoing = ReadyStay & { records: string[] };

export const recordCount = (list: Outgoing[]) => list.reduce((n, item) => n + item.records.length, 0);

/**
 * Takes the stays for this sender: only those still unsent and not held by another sender whose
 * claim is still running. The database's clock decides, the same for every process.
 */
export async function claim(list: Stay[]): Promise<Set<number>> {
  if (list.length === 0) return new Set();
  const batches = Math.ceil(list.reduce((n, stay) => n + stay.guests, 0) / MAX_RECORDS_PER_CALL);
  const seconds = Math.ceil((batches * CALLS_PER_BATCH * portalCallTimeoutMs()) / 1000) + 60;
  return claimForPolice(
    list.map((stay) => stay.id),
    seconds,
  );
}

export async function release(ids: number[]): Promise<void> {
  await releasePoliceClaimsOf(ids);
}

/**
 * At start on PGlite, which no other process shares: a claim left is from a process that died
 * mid-sending, and the stay is taken again at once instead of after the claim's minutes. Only the
 * unsent stays can hold one (the pending index).
 */
export async function releasePoliceClaims(): Promise<void> {
  await releaseAllPoliceClaims();
}

/** Not sent, to be tried again: the reason kept for the panel, the next try after the back-off. */
export async function markFailed(ids: number[], message: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  const error: PoliceError = { kind: "unreachable", message, at: now.toISOString() };
  await recordPoliceFailure(ids, error, { backoff: { from: now, firstMinutes: FIRST_RETRY_MINUTES, lastMinutes: LAST_RETRY_MINUTES } });
}

/**
 * Refused guests: kept per stay for the panel. No next try is set: the automatic sending takes
 * the stay again only once its guests' data or its identity check has changed (runPoliceAutoSend).
 */
export async function markRefused(refused: RefusedRecord[], now: Date): Promise<void> {
  for (const stayId of new Set(refused.map((r) => r.stayId))) {
    const error: PoliceError = {
      kind: "refused",
      records: refused.filter((r) => r.stayId === stayId).map(({ guest, code, message }) => ({ guest, code, message })),
      at: now.toISOString(),
    };
    await recordPoliceFailure([stayId], error, { at: null });
  }
}

/**
 * Send's answer could not be read record by record: the portal may have kept some. Not tried again
 * by itself, since a second Send could report the guests twice: the owner looks on the portal, then
 * marks them sent or sends them again. The next try is set past the days the portal takes them.
 */
export async function markUnknown(list: Outgoing[], answer: RecordsAnswer, now: Date): Promise<void> {
  const message = `Esito incerto: il portale ha risposto per ${answer.records.length} schedine su ${recordCount(list)}. Controlla su Alloggiati Web se sono arrivate prima di inviarle di nuovo.`;
  for (const { stay } of list) {
    const error: PoliceError = { kind: "unreachable", message, at: now.toISOString() };
    await recordPoliceFailure([stay.id], error, { at: italyWallTime(addDays(stay.checkIn, 2), 0, 0) });
  }
}

/** Sent: the history's row (counts only, no guest's data) and the stays marked, together. */
export async function markSent(list: Outgoing[], answer: RecordsAnswer, by: string, now: Date): Promise<void> {
  if (list.length === 0) return;
  const ids = list.map((item) => item.stay.id);
  await getDb().transaction(async (tx) => {
    await tx.insert(policeSends).values({
      arrivalDate: list[0]!.stay.checkIn,
      stayIds: ids,
      records: recordCount(list),
      sentAt: now,
      sentBy: by,
      via: "portal",
      answer: { valid: answer.valid, records: answer.records.length, refused: answer.records.filter((r) => !r.ok).length },
    });
    await recordPoliceSent(tx, ids, now, { sentByPortal: true });
  });
}

/** Why the stay's last sending through the portal did not go, while it is unsent: for its page. */
export async function policeErrorOf(stayId: number): Promise<PoliceError | null> {
  const row = await policeStateOf(stayId);
  return row && !row.sentAt ? row.error : null;
}
