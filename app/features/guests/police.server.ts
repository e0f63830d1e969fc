import { between, desc, lt } from "drizzle-orm";
import type { z } from "zod";

import { adminCompliancePath } from "~/components/admin/addresses";
import { getDb } from "~/db/client.server";
import { policeSends, type PoliceError, type Stay } from "~/db/schema";
import { getBusiness } from "~/features/business/business.server";
import { ownerPoliceDeadlineEmail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueueOnce, stayMessagesWritten, type MessageKind } from "~/features/mail/outbox.server";
import { policeDueAt, policeUrgency } from "~/features/stays/police-deadline";
import { recordPoliceSent, unreportedArrivals } from "~/features/stays/police-state.server";
import { bookedArrivals, lockStays } from "~/features/stays/stay-records.server";
import type { PartyType } from "~/features/stays/stay-types";
import type { Business } from "~/lib/business";
import { addDays, daysBetween, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { HttpError, invalidField } from "~/lib/http-error";

import type { Registration } from "./guest-types";
import type { policeSentSchema } from "./guests.schema";
import { guestsOfStays, registrationsOf } from "./guests.server";
import { policeFile, type PoliceStay, type ProvinceOf } from "./police-file";
import { getTables } from "./tables.server";

export type PoliceStayRow = {
  stayId: number;
  roomName: string;
  leadName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  registration: Registration;
  /** When the report is due (police-deadline.ts); null for a cancelled stay. */
  policeDueAt: string | null;
  /** Not reported, and the deadline is at most POLICE_DUE_SOON_HOURS away. */
  dueSoon: boolean;
  /** Not reported, and the deadline has passed. */
  overdue: boolean;
  /** Why the portal did not take it the last time the site sent it (police-send.server.ts). */
  policeError: PoliceError | null;
};

export type PoliceDay = {
  date: string;
  /** The day's arrivals and the day before's (the portal takes both). */
  stays: PoliceStayRow[];
  sends: { id: number; arrivalDate: string; stayIds: number[]; records: number; receipt: string | null; sentAt: string; sentBy: string }[];
};

/** A day's arrivals are a few rooms' worth: the bound is never reached. */
const ARRIVALS_LIMIT = 200;

/** The stays as "Questura" lists them: each one's state with the police report, its deadline, and whether it is near or past. */
async function policeRows(rows: { stay: Stay; roomName: string }[], hours: Business["hours"], now: Date): Promise<PoliceStayRow[]> {
  const registrations = await registrationsOf(rows.map((r) => r.stay));
  return rows.map(({ stay, roomName }) => {
    const dueAt = policeDueAt(stay, hours);
    return {
      stayId: stay.id,
      roomName,
      leadName: stay.leadName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: stay.guests,
      registration: registrations.get(stay.id)!,
      policeDueAt: dueAt?.toISOString() ?? null,
      ...policeUrgency(dueAt, stay.policeSentAt, now),
      policeError: stay.policeSentAt ? null : stay.policeError,
    };
  });
}

/** "Adempimenti → Questura": the stays arriving on `date` and the day before, with their state. */
export async function policeDay(date: string, now = new Date()): Promise<PoliceDay> {
  const rows = await bookedArrivals(addDays(date, -1), date, ARRIVALS_LIMIT);
  const { hours } = await getBusiness();
  const sends = await getDb()
    .select()
    .from(policeSends)
    .where(between(policeSends.arrivalDate, addDays(date, -1), date))
    .orderBy(desc(policeSends.sentAt))
    .limit(50);
  return {
    date,
    stays: await policeRows(rows, hours, now),
    sends: sends.map((s) => ({ ...s, sentAt: s.sentAt.toISOString() })),
  };
}

/** A birth place's province, from the portal's own table: the records want it beside the code. */
export const provinceOf: ProvinceOf = (code) => getTables().comuni.get(code)?.province;

/** A stay the portal can be sent, with what its records are made of. */
export type ReadyStay = { stay: Stay; police: PoliceStay };

/** The stays among `list` whose guests are all entered and whose documents the owner checked in person. */
export async function readyForPolice(list: Stay[]): Promise<ReadyStay[]> {
  const checked = list.filter((stay) => stay.identityCheckedAt);
  const guests = await guestsOfStays(checked.map((stay) => stay.id));
  return checked
    .filter((stay) => (guests.get(stay.id)?.length ?? 0) === stay.guests)
    .map((stay) => ({
      stay,
      police: {
        checkIn: stay.checkIn,
        nights: daysBetween(parseCalendarDate(stay.checkIn)!, parseCalendarDate(stay.checkOut)!),
        partyType: stay.partyType as PartyType | null,
        guests: guests.get(stay.id)!,
      },
    }));
}

/** The stays arriving on `date` that are ready for the portal (sent ones too, so the file can be made again). */
export async function policeStaysOf(date: string): Promise<ReadyStay[]> {
  return readyForPolice((await bookedArrivals(date, date, ARRIVALS_LIMIT)).map((r) => r.stay));
}

/** The day's records for the portal: those of policeStaysOf, as the portal's "Invio file" takes them. */
export async function policeFileOf(date: string): Promise<{ text: string; stayIds: number[]; records: number }> {
  const ready = await policeStaysOf(date);
  const text = policeFile(
    ready.map((r) => r.police),
    provinceOf,
  );
  return { text, stayIds: ready.map((r) => r.stay.id), records: ready.reduce((n, r) => n + r.police.guests.length, 0) };
}

/** The owner sent the day's file on the portal: recorded for five years, the stays marked sent. */
export async function markPoliceSent(input: z.infer<typeof policeSentSchema>, by: string): Promise<PoliceDay> {
  const { date, stayIds, receipt } = input;
  await getDb().transaction(async (tx) => {
    const found = await lockStays(tx, stayIds);
    const unique = [...new Set(stayIds)];
    if (found.length !== unique.length || found.some((s) => s.status !== "booked" || s.checkIn < addDays(date, -1) || s.checkIn > date)) {
      throw invalidField("stayIds", "errors.policeStays");
    }
    if (found.some((s) => !s.identityCheckedAt)) throw new HttpError(409, "identity_not_checked", "errors.identityNotChecked");
    const now = new Date();
    await tx.insert(policeSends).values({
      arrivalDate: date,
      stayIds: unique,
      records: found.reduce((n, s) => n + s.guests, 0),
      receipt,
      sentAt: now,
      sentBy: by,
    });
    await recordPoliceSent(tx, unique, now, { sentByPortal: false });
  });
  return policeDay(date);
}

/**
 * The booked stays not reported yet that check in from a week ago to tomorrow (a recorded
 * arrival may be the evening before check-in), with their deadlines: one range read by check-in.
 */
async function unsentStays(now: Date): Promise<PoliceStayRow[]> {
  const today = todayInItaly(now);
  const rows = await unreportedArrivals(addDays(today, -7), addDays(today, 1));
  return policeRows(rows, (await getBusiness()).hours, now);
}

/** The stays of the last week whose report is late, for the panel's warning. */
export async function overduePoliceStays(now = new Date()): Promise<PoliceStayRow[]> {
  return (await unsentStays(now)).filter((row) => row.overdue);
}

const DEADLINE_MAILS = { due: "owner-police-due", late: "owner-police-late" } as const satisfies Record<string, MessageKind>;

/**
 * The owner's e-mails about each unreported stay: one POLICE_DUE_SOON_HOURS before its deadline,
 * one once it has passed (only that one when the deadline passed before the first could go).
 * The outbox's unique (stay, kind) index makes each once per stay across processes. Unlike the
 * guests' e-mails they go at night too: the law's deadline runs through the night, and a warning
 * held until the morning could come after it.
 */
export async function writePoliceReminders(now = new Date()): Promise<number> {
  const urgent = (await unsentStays(now)).filter((row) => row.dueSoon || row.overdue);
  if (urgent.length === 0) return 0;
  // What was written already, read by the (stay, kind) index: nothing is rendered twice.
  const done = await stayMessagesWritten(
    urgent.map((row) => row.stayId),
    Object.values(DEADLINE_MAILS),
  );
  const business = await businessContact();
  const panel = `${siteUrl()}${adminCompliancePath("police")}`;
  let written = 0;
  for (const row of urgent) {
    const which = row.overdue ? "late" : "due";
    if (done.has(`${row.stayId} ${DEADLINE_MAILS[which]}`)) continue;
    const email = ownerPoliceDeadlineEmail(business, { ...row, dueAt: new Date(row.policeDueAt!) }, which, { panel });
    if (await enqueueOnce(getDb(), { kind: DEADLINE_MAILS[which], audience: "owner", stayId: row.stayId, ...email })) written++;
  }
  return written;
}

/** The sending history is kept five years, as the portal's receipts are. */
export async function purgePoliceSendsBefore(cutoff: Date): Promise<void> {
  await getDb().delete(policeSends).where(lt(policeSends.sentAt, cutoff));
}
