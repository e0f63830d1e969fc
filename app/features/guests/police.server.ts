import { and, asc, between, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import { z } from "zod";

import { adminCompliancePath } from "~/components/admin/addresses";
import { getDb } from "~/db/client.server";
import { policeSends, rooms, stays, type Stay } from "~/db/schema";
import { getBusiness } from "~/features/business/business.server";
import { ownerPoliceReminderEmail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueueOnce } from "~/features/mail/outbox.server";
import { MORNING_HOUR } from "~/lib/constants";
import { addDays, daysBetween, italyClock, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { HttpError, invalidField } from "~/lib/http-error";
import { calendarDay } from "~/lib/validation";

import type { PartyType, Registration } from "./guest-types";
import { guestsOfStays, registrationsOf } from "./guests.server";
import { policeFile, type PoliceStay } from "./police-file";
import { getTables } from "./tables.server";

/** A stay not reported this long after its arrival is flagged: the law gives 24 hours. */
export const POLICE_WARNING_HOURS = 18;

const day = calendarDay();

export const policeDaySchema = z.object({ date: day });

export const policeSentSchema = z.object({
  date: day,
  stayIds: z
    .array(z.number({ error: "errors.policeStays" }).int({ error: "errors.policeStays" }).positive({ error: "errors.policeStays" }), {
      error: "errors.policeStays",
    })
    .min(1, { error: "errors.policeStays" })
    .max(50, { error: "errors.policeStays" }),
  receipt: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string({ error: "errors.tooLong" }).trim().max(100, { error: "errors.tooLong" }).nullable().default(null),
  ),
});

export type PoliceStayRow = {
  stayId: number;
  roomName: string;
  leadName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  registration: Registration;
  /** Arrived over POLICE_WARNING_HOURS ago and not reported yet. */
  overdue: boolean;
};

export type PoliceDay = {
  date: string;
  /** The day's arrivals and the day before's (the portal takes both). */
  stays: PoliceStayRow[];
  sends: { id: number; arrivalDate: string; stayIds: number[]; records: number; receipt: string | null; sentAt: string; sentBy: string }[];
};

/**
 * When the guests arrived, as far as the house knows: the identity check if made, else the
 * check-in day at the start of the check-in hours (Italy's time).
 */
function arrivalMoment(stay: Pick<Stay, "checkIn" | "identityCheckedAt">, checkInFrom: string): Date {
  if (stay.identityCheckedAt) return stay.identityCheckedAt;
  const [hour, minute] = /^\d{2}:\d{2}$/.test(checkInFrom) ? checkInFrom.split(":").map(Number) : [14, 0];
  return italyWallTime(stay.checkIn, hour!, minute!);
}

/** The moment Italy's clocks show `day` at hour:minute (Italy is UTC+1 in winter, UTC+2 in summer). */
function italyWallTime(day: string, hour: number, minute: number): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offset of [1, 2]) {
    const guess = new Date(midnightUtc + ((hour - offset) * 60 + minute) * 60_000);
    const clock = italyClock(guess);
    if (clock.day === day && clock.hour === hour) return guess;
  }
  return new Date(midnightUtc + ((hour - 1) * 60 + minute) * 60_000);
}

function isOverdue(stay: Pick<Stay, "checkIn" | "identityCheckedAt" | "policeSentAt">, checkInFrom: string, now: Date): boolean {
  return !stay.policeSentAt && now.getTime() - arrivalMoment(stay, checkInFrom).getTime() > POLICE_WARNING_HOURS * 3600_000;
}

async function bookedArrivals(from: string, to: string) {
  return getDb()
    .select({ stay: stays, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.status, "booked"), between(stays.checkIn, from, to)))
    .orderBy(asc(stays.checkIn), asc(stays.id))
    .limit(200);
}

/** The stays as "Questura" lists them: each one's state with the police report, and whether it is late. */
async function policeRows(rows: { stay: Stay; roomName: string }[], checkInFrom: string, now: Date): Promise<PoliceStayRow[]> {
  const registrations = await registrationsOf(rows.map((r) => r.stay));
  return rows.map(({ stay, roomName }) => ({
    stayId: stay.id,
    roomName,
    leadName: stay.leadName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    registration: registrations.get(stay.id)!,
    overdue: isOverdue(stay, checkInFrom, now),
  }));
}

/** "Adempimenti → Questura": the stays arriving on `date` and the day before, with their state. */
export async function policeDay(date: string, now = new Date()): Promise<PoliceDay> {
  const rows = await bookedArrivals(addDays(date, -1), date);
  const checkInFrom = (await getBusiness()).hours.checkIn.from;
  const sends = await getDb()
    .select()
    .from(policeSends)
    .where(between(policeSends.arrivalDate, addDays(date, -1), date))
    .orderBy(desc(policeSends.sentAt))
    .limit(50);
  return {
    date,
    stays: await policeRows(rows, checkInFrom, now),
    sends: sends.map((s) => ({ ...s, sentAt: s.sentAt.toISOString() })),
  };
}

/**
 * The day's records for the portal: the stays arriving on `date` whose guests are all entered
 * and whose documents the owner checked in person (sent ones too, so the file can be made again).
 */
export async function policeFileOf(date: string): Promise<{ text: string; stayIds: number[]; records: number }> {
  const rows = (await bookedArrivals(date, date)).filter((r) => r.stay.identityCheckedAt);
  const guests = await guestsOfStays(rows.map((r) => r.stay.id));
  const ready = rows.filter((r) => (guests.get(r.stay.id)?.length ?? 0) === r.stay.guests);
  const list: PoliceStay[] = ready.map(({ stay }) => ({
    checkIn: stay.checkIn,
    nights: daysBetween(parseCalendarDate(stay.checkIn)!, parseCalendarDate(stay.checkOut)!),
    partyType: stay.partyType as PartyType | null,
    guests: guests.get(stay.id)!,
  }));
  const { comuni } = getTables();
  const text = policeFile(list, (code) => comuni.get(code)?.province);
  return { text, stayIds: ready.map((r) => r.stay.id), records: list.reduce((n, s) => n + s.guests.length, 0) };
}

/** The owner sent the day's file on the portal: recorded for five years, the stays marked sent. */
export async function markPoliceSent(input: z.infer<typeof policeSentSchema>, by: string): Promise<PoliceDay> {
  const { date, stayIds, receipt } = input;
  await getDb().transaction(async (tx) => {
    const found = await tx
      .select({ id: stays.id, guests: stays.guests, checkIn: stays.checkIn, checked: stays.identityCheckedAt, status: stays.status })
      .from(stays)
      .where(inArray(stays.id, stayIds))
      .for("update");
    const unique = [...new Set(stayIds)];
    if (found.length !== unique.length || found.some((s) => s.status !== "booked" || s.checkIn < addDays(date, -1) || s.checkIn > date)) {
      throw invalidField("stayIds", "errors.policeStays");
    }
    if (found.some((s) => !s.checked)) throw new HttpError(409, "identity_not_checked", "errors.identityNotChecked");
    const now = new Date();
    await tx.insert(policeSends).values({
      arrivalDate: date,
      stayIds: unique,
      records: found.reduce((n, s) => n + s.guests, 0),
      receipt,
      sentAt: now,
      sentBy: by,
    });
    await tx.update(stays).set({ policeSentAt: now }).where(inArray(stays.id, unique));
  });
  return policeDay(date);
}

/**
 * The booked stays of the last week not reported POLICE_WARNING_HOURS after arrival, for the
 * panel's warning and the owner's morning e-mail: one range read by check-in.
 */
export async function overduePoliceStays(now = new Date()): Promise<PoliceStayRow[]> {
  const today = todayInItaly(now);
  const rows = await getDb()
    .select({ stay: stays, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.status, "booked"), between(stays.checkIn, addDays(today, -7), today), isNull(stays.policeSentAt)))
    .orderBy(asc(stays.checkIn))
    .limit(200);
  const checkInFrom = (await getBusiness()).hours.checkIn.from;
  return policeRows(
    rows.filter((r) => isOverdue(r.stay, checkInFrom, now)),
    checkInFrom,
    now,
  );
}

/**
 * From the morning hour (Italy), one e-mail to the owner for each stay not reported in time;
 * the outbox's unique (stay, kind) index makes it once per stay across processes.
 */
export async function writePoliceReminders(now = new Date()): Promise<number> {
  if (italyClock(now).hour < MORNING_HOUR) return 0;
  const late = await overduePoliceStays(now);
  if (late.length === 0) return 0;
  const business = await businessContact();
  let written = 0;
  for (const stay of late) {
    const email = ownerPoliceReminderEmail(business, stay, { panel: `${siteUrl()}${adminCompliancePath("police")}` });
    if (await enqueueOnce(getDb(), { kind: "owner-police", audience: "owner", stayId: stay.stayId, ...email })) written++;
  }
  return written;
}

/** The sending history is kept five years, as the portal's receipts are. */
export async function purgePoliceSendsBefore(cutoff: Date): Promise<void> {
  await getDb().delete(policeSends).where(lt(policeSends.sentAt, cutoff));
}
