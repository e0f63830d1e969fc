import { and, asc, eq, gt, lt } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { stays, type Stay } from "~/db/schema";
import { entriesOf, roomBusyError } from "~/features/availability/availability.server";
import type { CalendarEntry } from "~/features/availability/availability.types";
import { channelOfFeed, type StaySource } from "~/features/availability/channels";
import { getBusiness } from "~/features/business/business.server";
import { findRoom, lockRoom, roomNamesById } from "~/features/rooms/rooms.server";
import type { Business } from "~/lib/business";
import { addDays, daysBetween, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { HttpError, invalidField, notFound } from "~/lib/http-error";
import { fieldIssues } from "~/lib/validation";

import { checkInUrl, newCheckInToken } from "./check-in-link.server";
import { policeDueAt } from "./police-deadline";
import { staysChanged } from "./stay-changes.server";
import { findStay, withRoomNames } from "./stay-records.server";
import { type DepositView, type IdentityCheckMethod, type StayView } from "./stay-types";
import { stayInputSchema, type StayInput, type StayPatch } from "./stays.schema";

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

export function depositOf(
  stay: Pick<Stay, "depositCents" | "depositDue" | "depositReceivedOn" | "depositReceivedCents">,
  today: string,
): DepositView | null {
  if (stay.depositCents === null && stay.depositReceivedOn === null) return null;
  return {
    amount: euros(stay.depositCents),
    dueDate: stay.depositDue,
    receivedOn: stay.depositReceivedOn,
    receivedAmount: euros(stay.depositReceivedCents),
    overdue: stay.depositReceivedOn === null && stay.depositDue !== null && stay.depositDue < today,
  };
}

/** `hours`: the business's check-in and check-out hours, which the police deadline counts from. */
export function stayView(stay: Stay, roomName: string, hours: Business["hours"], today = todayInItaly()): StayView {
  return {
    id: stay.id,
    roomId: stay.roomId,
    roomName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: daysBetween(parseCalendarDate(stay.checkIn)!, parseCalendarDate(stay.checkOut)!),
    guests: stay.guests,
    source: stay.source as StaySource,
    quoteId: stay.quoteId,
    leadGuest: { name: stay.leadName, email: stay.leadEmail, phone: stay.leadPhone },
    language: stay.language,
    notes: stay.notes,
    status: stay.status as StayView["status"],
    deposit: depositOf(stay, today),
    checkInUrl: stay.status === "booked" && stay.checkOut >= today ? checkInUrl(stay) : null,
    partyType: stay.partyType as StayView["partyType"],
    identityCheckedAt: stay.identityCheckedAt?.toISOString() ?? null,
    identityCheckMethod: stay.identityCheckMethod as IdentityCheckMethod | null,
    arrivedAt: stay.arrivedAt?.toISOString() ?? null,
    policeDueAt: policeDueAt(stay, hours)?.toISOString() ?? null,
    policeSentAt: stay.policeSentAt?.toISOString() ?? null,
    createdAt: stay.createdAt.toISOString(),
    updatedAt: stay.updatedAt.toISOString(),
  };
}

/** A channel's booking may overlap the nights its own feed imported: they are the same booking. */
function isOwnChannel(entry: CalendarEntry, source: string): boolean {
  return entry.kind === "feed" && source !== "other" && channelOfFeed(entry.feedName) === source;
}

type Placement = { roomId: number; checkIn: string; checkOut: string; guests: number; source: string };

/**
 * Locks the room (two stays entered at once for the same nights wait for each other), checks
 * that it exists and takes the party, and that its nights are free: the stay may overlap its
 * own channel's imported nights (the same booking), nothing else unless `override`.
 * Returns the room's name.
 */
export async function placeStay(tx: Executor, stay: Placement, options: { override: boolean; excludeStayId?: number }): Promise<string> {
  const room = await lockRoom(tx, stay.roomId);
  if (!room) throw invalidField("roomId", "errors.unknownRoom");
  if (stay.guests > room.maxGuests) throw invalidField("guests", "errors.stayGuests", { max: room.maxGuests });
  if (!options.override) {
    const conflicts = (await entriesOf(tx, room.id, stay.checkIn, stay.checkOut, options.excludeStayId)).filter(
      (entry) => !isOwnChannel(entry, stay.source),
    );
    if (conflicts.length) throw roomBusyError(conflicts);
  }
  return room.name;
}

/** A booking the owner enters herself (a channel's, a direct one): 201, or 400/409 with nothing stored. */
export async function createStay(input: StayInput): Promise<StayView> {
  const { hours } = await getBusiness();
  const created = await getDb().transaction(async (tx) => {
    const roomName = await placeStay(tx, input, { override: input.override });
    const [row] = await tx
      .insert(stays)
      .values({
        roomId: input.roomId,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: input.guests,
        source: input.source,
        leadName: input.leadGuest.name,
        leadEmail: input.leadGuest.email,
        leadPhone: input.leadGuest.phone,
        language: input.language,
        notes: input.notes,
        ...newCheckInToken(),
      })
      .returning();
    return stayView(row!, roomName, hours);
  });
  staysChanged();
  return created;
}

/** The stays overlapping [from, to), booked or cancelled, by check-in (a bounded window). */
export async function listStays(from: string, to: string): Promise<StayView[]> {
  const rows = await getDb()
    .select()
    .from(stays)
    .where(and(gt(stays.checkOut, from), lt(stays.checkIn, to)))
    .orderBy(asc(stays.checkIn), asc(stays.id))
    .limit(2000);
  const today = todayInItaly();
  const [withRooms, { hours }] = await Promise.all([withRoomNames(rows), getBusiness()]);
  return withRooms.map((r) => stayView(r.stay, r.roomName, hours, today));
}

async function stayRow(executor: Executor, id: number, lock = false): Promise<Stay> {
  const stay = await findStay(executor, id, { lock });
  if (!stay) throw notFound();
  return stay;
}

/** One stay: its row, for the features that read more of it (arrivals/stay-detail.server.ts), and its view. */
export async function getStay(id: number): Promise<{ stay: Stay; view: StayView }> {
  const stay = await stayRow(getDb(), id);
  const roomName = (await roomNamesById([stay.roomId])).get(stay.roomId) ?? "";
  const { hours } = await getBusiness();
  return { stay, view: stayView(stay, roomName, hours) };
}

/** The stay a request became, if it did. */
export async function stayOfQuote(quoteId: number): Promise<StayView | null> {
  const [stay] = await getDb().select().from(stays).where(eq(stays.quoteId, quoteId));
  if (!stay) return null;
  const [[row], { hours }] = await Promise.all([withRoomNames([stay]), getBusiness()]);
  return stayView(row!.stay, row!.roomName, hours);
}

/**
 * Books the stay of a request being confirmed, in the caller's transaction (the request's change
 * of status): placed as any stay (placeStay: 400/409 with nothing stored), with the guest, the
 * language and the deposit of the request, and its own pre-check-in link.
 */
export async function bookRequestStay(
  tx: Executor,
  request: Placement &
    Pick<
      Stay,
      "leadName" | "leadEmail" | "leadPhone" | "language" | "depositCents" | "depositDue" | "depositReceivedOn" | "depositReceivedCents"
    > & {
      quoteId: number;
    },
  options: { override: boolean },
): Promise<void> {
  await placeStay(tx, request, options);
  await tx.insert(stays).values({ ...request, ...newCheckInToken() });
}

/** A cancelled request cancels its stay, in the caller's transaction. */
export async function cancelStayOfQuote(tx: Executor, quoteId: number): Promise<void> {
  await tx.update(stays).set({ status: "cancelled", updatedAt: new Date() }).where(eq(stays.quoteId, quoteId));
}

/**
 * Changes a stay: the given fields merged with the stored ones and checked whole, as a new stay
 * would be; a booked stay's room and nights, when they change, are checked again against
 * everything but itself.
 */
export async function patchStay(id: number, patch: StayPatch): Promise<StayView> {
  const { hours } = await getBusiness();
  const changed = await getDb().transaction(async (tx) => {
    const stay = await stayRow(tx, id, true);
    const merged = stayInputSchema.safeParse({
      roomId: patch.roomId ?? stay.roomId,
      checkIn: patch.checkIn ?? stay.checkIn,
      checkOut: patch.checkOut ?? stay.checkOut,
      guests: patch.guests ?? stay.guests,
      source: stay.source,
      leadGuest: { name: stay.leadName, email: stay.leadEmail, phone: stay.leadPhone, ...patch.leadGuest },
      language: patch.language ?? stay.language,
      notes: patch.notes === undefined ? stay.notes : patch.notes,
    });
    if (!merged.success) throw new HttpError(400, "validation_error", "errors.validation", fieldIssues(merged.error));
    const next = merged.data;
    const status = patch.status ?? stay.status;
    const arrivedAt = recordedArrival(patch.arrivedAt, stay.arrivedAt, next.checkIn);
    // The room and nights are checked again only when they change: recording the arrival or a
    // note never runs into a booking the owner already chose to place the stay over.
    const moved = (["roomId", "checkIn", "checkOut", "guests"] as const).some((key) => next[key] !== stay[key]) || status !== stay.status;
    const roomName =
      status === "booked" && moved
        ? await placeStay(tx, next, { override: patch.override, excludeStayId: id })
        : await roomNameOf(tx, next.roomId);
    const [row] = await tx
      .update(stays)
      .set({
        roomId: next.roomId,
        checkIn: next.checkIn,
        checkOut: next.checkOut,
        guests: next.guests,
        leadName: next.leadGuest.name,
        leadEmail: next.leadGuest.email,
        leadPhone: next.leadGuest.phone,
        language: next.language,
        notes: next.notes,
        status,
        arrivedAt,
        updatedAt: new Date(),
      })
      .where(eq(stays.id, id))
      .returning();
    return stayView(row!, roomName, hours);
  });
  staysChanged();
  return changed;
}

/**
 * The arrival to store: the one sent (null takes it away), which must fall on the check-in day or
 * the day before or after on Italy's calendar; else the stored one, dropped when the stay has
 * moved to days it no longer fits.
 */
function recordedArrival(sent: string | null | undefined, stored: Date | null, checkIn: string): Date | null {
  const fits = (moment: Date) => {
    const day = todayInItaly(moment);
    return day >= addDays(checkIn, -1) && day <= addDays(checkIn, 1);
  };
  if (sent === undefined) return stored && fits(stored) ? stored : null;
  if (sent === null) return null;
  const moment = new Date(sent);
  if (!fits(moment)) throw invalidField("arrivedAt", "errors.arrivedAtRange");
  return moment;
}

async function roomNameOf(tx: Executor, roomId: number): Promise<string> {
  const room = await findRoom(tx, roomId);
  if (!room) throw invalidField("roomId", "errors.unknownRoom");
  return room.name;
}

/** Erasure (GDPR): the stay with its e-mails; the request it came from stays as it is. */
export async function deleteStay(id: number): Promise<void> {
  const deleted = await getDb().delete(stays).where(eq(stays.id, id)).returning({ id: stays.id });
  if (deleted.length === 0) throw notFound();
}

/** Retention (the privacy policy's 2 years of contact data): the stays that ended before `cutoff`, with their e-mails. */
export async function purgeStaysEndedBefore(cutoff: Date): Promise<void> {
  await getDb()
    .delete(stays)
    .where(lt(stays.checkOut, cutoff.toISOString().slice(0, 10)));
}
