import type { Stay } from "~/db/schema";
import { policeSendCandidates } from "~/features/stays/police-state.server";
import { addDays, todayInItaly } from "~/lib/dates";
import { HttpError } from "~/lib/http-error";
import { startPoller, type Poller } from "~/lib/poller.server";

import { sendRecords, testRecords, type PortalOutcome, type RecordsAnswer } from "./alloggiati-soap.server";
import type { GuestData } from "./guest-types";
import { guestCounts } from "./guests.server";
import { policeRecord } from "./police-file";
import {
  isConfigured,
  portalAccountRow,
  portalRefused,
  portalUnreachable,
  PortalUnreachable,
  withPortalSession,
} from "./police-portal.server";
import {
  AUTOMATIC_SENDER,
  claim,
  markFailed,
  markRefused,
  markSent,
  markUnknown,
  MAX_RECORDS_PER_CALL,
  recordCount,
  release,
  type Outgoing,
  type RefusedRecord,
} from "./police-send-state.server";
import { writePoliceSummary } from "./police-summary.server";
import { policeDay, policeStaysOf, provinceOf, readyForPolice, type PoliceDay, type ReadyStay } from "./police.server";

/**
 * The guests sent to the police by the site itself, through the portal's web service
 * (resources/alloggiati/WEBSERVICE.md): on the owner's "Invia alla Questura" for an arrival day,
 * and, with "Invia da solo" on, each stay by itself soon after its identity check. Every record is
 * checked with the portal's Test before any is sent; a stay is claimed in the database before the
 * portal is called, so two requests or two processes never send it twice; what the portal refused
 * or could not answer is kept on the stay (policeError) for the panel and the retries
 * (police-send-state.server.ts). The same poller writes the owner's morning summary (police-summary.server.ts).
 */

/** Stays the automatic sending takes in one run; the rest wait for the next, a minute later. */
const STAYS_PER_RUN = 20;

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
  // Two days' arrivals of a few rooms (200 is never reached); a stay goes once all its guests are in.
  const candidates = await policeSendCandidates(addDays(today, -1), today, now, 200);
  const entered = await guestCounts(candidates.map((stay) => stay.id));
  const due = candidates.filter((stay) => entered.get(stay.id) === stay.guests).slice(0, STAYS_PER_RUN);
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
