import { and, asc, between, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";

import { adminCompliancePath } from "~/components/admin/addresses";
import { getDb } from "~/db/client.server";
import { policePortal, policeSends, rooms, stays, type PoliceError, type Stay } from "~/db/schema";
import { ownerPoliceSummaryEmail, type PoliceSummaryMail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { MORNING_HOUR } from "~/lib/constants";
import { addDays, italyClock, italyWallTime, todayInItaly } from "~/lib/dates";
import { HttpError } from "~/lib/http-error";
import { startPoller, type Poller } from "~/lib/poller.server";

import { portalCallTimeoutMs, sendRecords, testRecords, type PortalOutcome, type RecordsAnswer } from "./alloggiati-soap.server";
import type { GuestData } from "./guest-types";
import { policeRecord } from "./police-file";
import {
  isConfigured,
  portalAccountRow,
  portalRefused,
  portalUnreachable,
  PortalUnreachable,
  withPortalSession,
} from "./police-portal.server";
import { policeDay, policeStaysOf, provinceOf, readyForPolice, type PoliceDay, type ReadyStay } from "./police.server";

/**
 * The guests sent to the police by the site itself, through the portal's web service
 * (resources/alloggiati/WEBSERVICE.md): on the owner's "Invia alla Questura" for an arrival day,
 * and, with "Invia da solo" on, each stay by itself soon after its identity check. Every record is
 * checked with the portal's Test before any is sent; a stay is claimed in the database before the
 * portal is called, so two requests or two processes never send it twice; what the portal refused
 * or could not answer is kept on the stay (policeError) for the panel and the retries.
 */

/** The portal's documented limit per file, taken as the limit per call too (no other is documented). */
const MAX_RECORDS_PER_CALL = 1000;
/**
 * The calls one batch may make: Test and Send, each through withPortalSession, which may check a
 * refused token and make a new one (4 calls each). A claim lasts that many time-outs and a minute
 * more, so it outlives the slowest sending and another process only takes over from a dead one.
 */
const CALLS_PER_BATCH = 8;
/** A failed stay is tried again 5, 10, 20, 40 minutes after, then every hour. */
const FIRST_RETRY_MINUTES = 5;
const LAST_RETRY_MINUTES = 60;
/** Stays the automatic sending takes in one run; the rest wait for the next, a minute later. */
const STAYS_PER_RUN = 20;
/** Who sent, in the history, when the site sent by itself. */
const AUTOMATIC_SENDER = "automatico";

/** A record the portal refused, as the API answers it and the panel shows it beside the guest. */
export type RefusedRecord = { stayId: number; guest: number; name: string; code: string; message: string };

type Outgoing = ReadyStay & { records: string[] };

type Outcome =
  | { kind: "sent"; stays: number }
  | { kind: "refused"; records: RefusedRecord[] }
  | { kind: "unreachable" }
  /** The portal answered Send without one outcome per record: what it kept is not known (WEBSERVICE.md §9). */
  | { kind: "unknown" };

const nameOf = (guest: GuestData) => `${guest.surname} ${guest.givenName}`;

/** The portal's words on a record, in Italian: the detail first ("Data di Arrivo Errata"), then its category. */
function portalWords(outcome: PortalOutcome): string {
  if (outcome.detail && outcome.message) return `${outcome.detail} (${outcome.message})`;
  return outcome.detail || outcome.message || "schedina rifiutata";
}

function outgoing(ready: ReadyStay): Outgoing {
  return { ...ready, records: ready.police.guests.map((_, position) => policeRecord(ready.police, position, provinceOf)) };
}

const recordCount = (list: Outgoing[]) => list.reduce((n, item) => n + item.records.length, 0);

/** Batches of whole stays (a family's head and members travel together), each within MAX_RECORDS_PER_CALL. */
function batchesOf(list: Outgoing[]): Outgoing[][] {
  const batches: Outgoing[][] = [];
  for (const item of list) {
    const last = batches.at(-1);
    if (last && recordCount(last) + item.records.length <= MAX_RECORDS_PER_CALL) last.push(item);
    else batches.push([item]);
  }
  return batches;
}

/**
 * Takes the stays for this sender: only those still unsent and not held by another sender whose
 * claim is still running. The database's clock decides, the same for every process.
 */
async function claim(list: Stay[]): Promise<Set<number>> {
  if (list.length === 0) return new Set();
  const batches = Math.ceil(list.reduce((n, stay) => n + stay.guests, 0) / MAX_RECORDS_PER_CALL);
  const seconds = Math.ceil((batches * CALLS_PER_BATCH * portalCallTimeoutMs()) / 1000) + 60;
  const claimed = await getDb()
    .update(stays)
    .set({ policeClaimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        inArray(
          stays.id,
          list.map((stay) => stay.id),
        ),
        isNull(stays.policeSentAt),
        eq(stays.status, "booked"),
        isNotNull(stays.identityCheckedAt),
        or(isNull(stays.policeClaimedUntil), sql`${stays.policeClaimedUntil} < now()`),
      ),
    )
    .returning({ id: stays.id });
  return new Set(claimed.map((row) => row.id));
}

async function release(ids: number[]): Promise<void> {
  if (ids.length) await getDb().update(stays).set({ policeClaimedUntil: null }).where(inArray(stays.id, ids));
}

/**
 * At start on PGlite, which no other process shares: a claim left is from a process that died
 * mid-sending, and the stay is taken again at once instead of after the claim's minutes. Only the
 * unsent stays can hold one (the pending index).
 */
export async function releasePoliceClaims(): Promise<void> {
  await getDb()
    .update(stays)
    .set({ policeClaimedUntil: null })
    .where(
      and(isNull(stays.policeSentAt), isNotNull(stays.identityCheckedAt), eq(stays.status, "booked"), isNotNull(stays.policeClaimedUntil)),
    );
}

/** Not sent, to be tried again: the reason kept for the panel, the next try after the back-off. */
async function markFailed(ids: number[], message: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  const error: PoliceError = { kind: "unreachable", message, at: now.toISOString() };
  await getDb()
    .update(stays)
    .set({
      policeAttempts: sql`${stays.policeAttempts} + 1`,
      policeNextAttemptAt: sql`${now.toISOString()}::timestamptz + least(${FIRST_RETRY_MINUTES} * power(2, least(${stays.policeAttempts}, 4)), ${LAST_RETRY_MINUTES}) * interval '1 minute'`,
      policeError: error,
      policeClaimedUntil: null,
    })
    .where(inArray(stays.id, ids));
}

/**
 * Refused guests: kept per stay for the panel. No next try is set: the automatic sending takes
 * the stay again only once its guests' data or its identity check has changed (runPoliceAutoSend).
 */
async function markRefused(refused: RefusedRecord[], now: Date): Promise<void> {
  for (const stayId of new Set(refused.map((r) => r.stayId))) {
    const error: PoliceError = {
      kind: "refused",
      records: refused.filter((r) => r.stayId === stayId).map(({ guest, code, message }) => ({ guest, code, message })),
      at: now.toISOString(),
    };
    await getDb()
      .update(stays)
      .set({ policeAttempts: sql`${stays.policeAttempts} + 1`, policeNextAttemptAt: null, policeError: error, policeClaimedUntil: null })
      .where(eq(stays.id, stayId));
  }
}

/**
 * Send's answer could not be read record by record: the portal may have kept some. Not tried again
 * by itself, since a second Send could report the guests twice: the owner looks on the portal, then
 * marks them sent or sends them again. The next try is set past the days the portal takes them.
 */
async function markUnknown(list: Outgoing[], answer: RecordsAnswer, now: Date): Promise<void> {
  const message = `Esito incerto: il portale ha risposto per ${answer.records.length} schedine su ${recordCount(list)}. Controlla su Alloggiati Web se sono arrivate prima di inviarle di nuovo.`;
  for (const { stay } of list) {
    const error: PoliceError = { kind: "unreachable", message, at: now.toISOString() };
    await getDb()
      .update(stays)
      .set({
        policeAttempts: sql`${stays.policeAttempts} + 1`,
        policeNextAttemptAt: italyWallTime(addDays(stay.checkIn, 2), 0, 0),
        policeError: error,
        policeClaimedUntil: null,
      })
      .where(eq(stays.id, stay.id));
  }
}

/** Sent: the history's row (counts only, no guest's data) and the stays marked, together. */
async function markSent(list: Outgoing[], answer: RecordsAnswer, by: string, now: Date): Promise<void> {
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
    await tx
      .update(stays)
      .set({ policeSentAt: now, policeError: null, policeNextAttemptAt: null, policeClaimedUntil: null })
      .where(inArray(stays.id, ids));
  });
}

/** Test or Send with a valid token; a refusal of the whole call (credentials, token) is thrown as 422 portal_refused. */
async function callPortal(operation: "Test" | "Send", batch: Outgoing[]): Promise<RecordsAnswer> {
  const records = batch.flatMap((item) => item.records);
  const answer = await withPortalSession((session) =>
    (operation === "Test" ? testRecords : sendRecords)(session.username, session.token, records),
  );
  if (!answer.outcome.ok) throw portalRefused(answer.outcome);
  return answer;
}

/** The portal's outcome of each record, paired by position with the guests it was made from. */
function refusalsOf(batch: Outgoing[], answer: RecordsAnswer): RefusedRecord[] {
  const refused: RefusedRecord[] = [];
  let index = 0;
  for (const { stay, police } of batch) {
    police.guests.forEach((guest, position) => {
      const outcome = answer.records[index++]!;
      if (!outcome.ok)
        refused.push({ stayId: stay.id, guest: position, name: nameOf(guest), code: outcome.code, message: portalWords(outcome) });
    });
  }
  return refused;
}

/**
 * Sends claimed stays of one arrival day and releases every claim, whatever happens. The portal
 * tests every record first: if it refuses any, nothing is sent (the owner corrects and sends the
 * day again). A portal that cannot be reached leaves the stays unsent, to be tried again.
 */
async function sendClaimed(list: Outgoing[], by: string, now: Date): Promise<Outcome> {
  const pending = new Set(list.map((item) => item.stay.id));
  const settled = (items: { stay: Stay }[]) => items.forEach((item) => pending.delete(item.stay.id));
  try {
    const batches = batchesOf(list);
    const tested: RefusedRecord[] = [];
    for (const batch of batches) {
      const answer = await callPortal("Test", batch);
      // Test stores nothing: an answer that cannot be paired with the records is no answer.
      if (answer.records.length !== recordCount(batch)) throw new PortalUnreachable("Risposta del portale senza l'esito di ogni schedina");
      tested.push(...refusalsOf(batch, answer));
    }
    if (tested.length) {
      await markRefused(tested, now);
      for (const r of tested) pending.delete(r.stayId);
      return { kind: "refused", records: tested };
    }
    let sent = 0;
    const refused: RefusedRecord[] = [];
    for (const batch of batches) {
      const answer = await callPortal("Send", batch);
      if (answer.records.length !== recordCount(batch)) {
        await markUnknown(batch, answer, now);
        settled(batch);
        return { kind: "unknown" };
      }
      // Test took them all, but the portal decides again on Send (a day that turned at midnight):
      // a stay with a refused guest is kept as refused, the others as sent.
      const refusedNow = refusalsOf(batch, answer);
      const whole = batch.filter((item) => !refusedNow.some((r) => r.stayId === item.stay.id));
      await markSent(whole, answer, by, now);
      await markRefused(refusedNow, now);
      settled(batch);
      sent += whole.length;
      refused.push(...refusedNow);
    }
    return refused.length ? { kind: "refused", records: refused } : { kind: "sent", stays: sent };
  } catch (error) {
    if (error instanceof PortalUnreachable) {
      await markFailed([...pending], `Il portale non ha risposto (${error.message})`, now);
      pending.clear();
      return { kind: "unreachable" };
    }
    // The portal refused the call as a whole (wrong password or key): the stays wait, with its words.
    if (error instanceof HttpError && error.code === "portal_refused") {
      await markFailed([...pending], `Il portale ha rifiutato la richiesta: ${String(error.vars?.message)}`, now);
      pending.clear();
    }
    throw error;
  } finally {
    await release([...pending]);
  }
}

/**
 * "Invia alla Questura": the day's stays that policeFileOf puts in the file (arrivals of `date`,
 * every guest entered, identity checked), less those already sent or being sent by another
 * request. The answer is the day as the panel shows it and how many stays went; a refusal is 422
 * portal_refused with the refused guests in `records`, and nothing is sent.
 */
export async function sendPoliceDay(date: string, by: string, now = new Date()): Promise<PoliceDay & { sent: number }> {
  if (!isConfigured(await portalAccountRow())) throw new HttpError(409, "portal_not_configured", "errors.portalNotConfigured");
  const unsent = (await policeStaysOf(date)).filter((ready) => !ready.stay.policeSentAt);
  const claimed = await claim(unsent.map((ready) => ready.stay));
  const list = unsent.filter((ready) => claimed.has(ready.stay.id)).map(outgoing);
  const outcome: Outcome = list.length ? await sendClaimed(list, by, now) : { kind: "sent", stays: 0 };
  if (outcome.kind === "refused") {
    const words = [...new Set(outcome.records.map((r) => r.message))].join("; ");
    throw new HttpError(422, "portal_refused", "errors.portalRefused", undefined, { message: words }, { records: outcome.records });
  }
  if (outcome.kind === "unreachable") throw portalUnreachable();
  if (outcome.kind === "unknown") throw new HttpError(502, "portal_outcome_unknown", "errors.portalOutcomeUnknown");
  return { ...(await policeDay(date, now)), sent: outcome.stays };
}

/** Why the stay's last sending through the portal did not go, while it is unsent: for its page. */
export async function policeErrorOf(stayId: number): Promise<PoliceError | null> {
  const [row] = await getDb().select({ error: stays.policeError, sentAt: stays.policeSentAt }).from(stays).where(eq(stays.id, stayId));
  return row && !row.sentAt ? row.error : null;
}

/**
 * "Invia da solo": the checked stays due for sending, each sent by itself (Test, then Send). Read
 * through the pending index (unsent, checked, booked; by next try, none meaning now), limited to
 * arrivals of today and yesterday in Italy, the only ones the portal takes, and to stays whose
 * guests are all entered. Returns how many stays went.
 */
export async function runPoliceAutoSend(now = new Date()): Promise<number> {
  const account = await portalAccountRow();
  if (!account?.autoSend || !isConfigured(account)) return 0;
  const today = todayInItaly(now);
  const due = await getDb()
    .select()
    .from(stays)
    .where(
      and(
        isNull(stays.policeSentAt),
        isNotNull(stays.identityCheckedAt),
        eq(stays.status, "booked"),
        or(isNull(stays.policeNextAttemptAt), lte(stays.policeNextAttemptAt, now)),
        between(stays.checkIn, addDays(today, -1), today),
        sql`${stays.guests} = (select count(*) from stay_guests g where g.stay_id = ${stays.id})`,
        // A refused stay waits for a change: the portal checks the same records the same way, so
        // sending them unchanged would only be refused again every few minutes. New guests' data or
        // a new identity check is what can make them right, and then it goes at the next run.
        sql`(${stays.policeError} ->> 'kind' is distinct from 'refused' or greatest(${stays.guestsUpdatedAt}, ${stays.identityCheckedAt}) > (${stays.policeError} ->> 'at')::timestamptz)`,
      ),
    )
    .orderBy(asc(stays.id))
    .limit(STAYS_PER_RUN);
  let sent = 0;
  for (const stay of due) {
    if (!(await claim([stay])).has(stay.id)) continue;
    const [ready] = await readyForPolice([stay]);
    if (!ready) {
      await release([stay.id]);
      continue;
    }
    try {
      const outcome = await sendClaimed([outgoing(ready)], AUTOMATIC_SENDER, now);
      if (outcome.kind === "sent") sent += outcome.stays;
      // A portal that did not answer for this stay will not for the next: they wait for the next run.
      if (outcome.kind === "unreachable") break;
    } catch (error) {
      // The account was refused or removed: every other stay would be refused the same way.
      if (error instanceof HttpError) break;
      throw error;
    }
  }
  return sent;
}

/** What the site did with the portal on `day` (Italy's calendar), for the owner's summary; null when nothing. */
async function summaryOf(day: string): Promise<PoliceSummaryMail | null> {
  const from = italyWallTime(day, 0, 0);
  const to = italyWallTime(addDays(day, 1), 0, 0);
  const sends = await getDb()
    .select()
    .from(policeSends)
    .where(and(eq(policeSends.via, "portal"), gte(policeSends.sentAt, from), lt(policeSends.sentAt, to)))
    .orderBy(asc(policeSends.sentAt));
  // Stays that did not go on `day`: they arrived that day or the day before (the portal takes no others).
  const stayRows = await getDb()
    .select({ stay: stays, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(
      or(
        inArray(
          stays.id,
          sends.flatMap((s) => s.stayIds),
        ),
        and(
          between(stays.checkIn, addDays(day, -1), day),
          eq(stays.status, "booked"),
          isNull(stays.policeSentAt),
          sql`(${stays.policeError} ->> 'at')::timestamptz >= ${from.toISOString()}::timestamptz`,
          sql`(${stays.policeError} ->> 'at')::timestamptz < ${to.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(asc(stays.checkIn), asc(stays.id));
  const byId = new Map(stayRows.map((row) => [row.stay.id, row]));
  const summary: PoliceSummaryMail = {
    day,
    sent: sends.flatMap((send) =>
      send.stayIds.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [
              {
                leadName: row.stay.leadName,
                roomName: row.roomName,
                guests: row.stay.guests,
                at: send.sentAt,
                automatic: send.sentBy === AUTOMATIC_SENDER,
              },
            ]
          : [];
      }),
    ),
    refused: [],
    failed: [],
  };
  for (const { stay, roomName } of stayRows) {
    const error = stay.policeSentAt ? null : stay.policeError;
    if (error?.kind === "refused")
      summary.refused.push({
        leadName: stay.leadName,
        roomName,
        guests: error.records.map((r) => ({ position: r.guest + 1, message: r.message })),
      });
    if (error?.kind === "unreachable") summary.failed.push({ leadName: stay.leadName, roomName, message: error.message });
  }
  return summary.sent.length + summary.refused.length + summary.failed.length ? summary : null;
}

/**
 * With "Invia da solo" on, one e-mail a day to the owner about the day before: what went, what the
 * portal refused, what is still waiting; none when nothing happened. Written from the morning hour:
 * a summary of the whole day, late arrivals included (an evening one would miss those checked in
 * after it), read as the owner's day starts, while the portal still takes yesterday's arrivals
 * (it takes today's and yesterday's) for those to correct. The day is claimed in police_portal in
 * the transaction that writes the e-mail, so one process writes it once.
 */
export async function writePoliceSummary(now = new Date()): Promise<boolean> {
  const { day: today, hour } = italyClock(now);
  if (hour < MORNING_HOUR) return false;
  const day = addDays(today, -1);
  const account = await portalAccountRow();
  if (!account?.autoSend || (account.summaryDay !== null && account.summaryDay >= day)) return false;
  const summary = await summaryOf(day);
  const email =
    summary && ownerPoliceSummaryEmail(await businessContact(), summary, { panel: `${siteUrl()}${adminCompliancePath("police")}` });
  const written = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(policePortal)
      .set({ summaryDay: day })
      .where(and(eq(policePortal.id, 1), or(isNull(policePortal.summaryDay), lt(policePortal.summaryDay, day))))
      .returning({ id: policePortal.id });
    if (!claimed || !email) return false;
    await enqueue(tx, { kind: "owner-police-summary", audience: "owner", ...email });
    return true;
  });
  if (written) nudgeOutbox();
  return written;
}

let current: Poller | undefined;

/**
 * Every minute, in each process: the automatic sending, then the morning summary. An identity
 * check nudges it (nudgePoliceAutoSend), so a checked stay goes within seconds, not a minute.
 */
export function startPoliceAutoSend(options: { pollMs?: number } = {}): Poller {
  const poller = startPoller(
    async () => {
      await runPoliceAutoSend();
      await writePoliceSummary();
    },
    { pollMs: options.pollMs ?? 60_000, label: "Police portal sending" },
  );
  current = poller;
  return {
    ...poller,
    stop: async () => {
      if (current === poller) current = undefined;
      await poller.stop();
    },
  };
}

/** A stay was just checked: send it now rather than at the next poll (nothing happens without "Invia da solo"). */
export function nudgePoliceAutoSend(): void {
  void current?.kick();
}
