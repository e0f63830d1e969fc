import { desc, eq, lt } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { countOf, countsOf } from "~/db/row-counts.server";
import { quoteEvents, quotes, type Quote, type QuoteEvent } from "~/db/schema";
import { freeRooms } from "~/features/availability/availability.server";
import { getSeasons } from "~/features/availability/seasons.server";
import { getOwnerDetails } from "~/features/business/business.server";
import { guestAckEmail, guestReplyEmail, guestStatusEmail, ownerQuoteEmail, type StatusNotice } from "~/features/mail/emails.server";
import { businessContact } from "~/features/mail/mail.server";
import { enqueue, messagesOfQuote, type OutboxView } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import type { DepositReceived, QuoteInput, QuoteReply } from "~/features/quotes/quotes.schema";
import { findRoomBySlug } from "~/features/rooms/rooms.server";
import { takeGuestWrite } from "~/features/spam/spam.server";
import { staysChanged } from "~/features/stays/stay-changes.server";
import type { StayView } from "~/features/stays/stay-types";
import { bookRequestStay, cancelStayOfQuote, stayOfQuote } from "~/features/stays/stays.server";
import type { Language } from "~/i18n/languages";
import { calendarDayOf, daysBetween, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { HttpError, invalidField, notFound } from "~/lib/http-error";
import { PAGE_SIZE, pageWindow, type Page } from "~/lib/pagination";
import { minNightsFor } from "~/lib/seasons";

import { depositAccount, depositMail } from "./deposit.server";
import { mailView, panelLinkOfQuote } from "./quote-mail.server";
import { isExpired, NEXT_STATUSES, QUOTE_STATUSES, REPLYABLE, type QuoteStatus } from "./quote-status";

/** Where a guest's request came from: the page's language (their e-mails) and their address (the limit). */
export type GuestMeta = { lang: Language; ip: string };

/**
 * Stores a quote request after the checks that need the database (the room and its size) and
 * the address's hourly limit, and in the same transaction the owner's notification and the
 * guest's acknowledgement, so neither can be lost, each written once.
 */
export async function createQuote(input: QuoteInput, meta: GuestMeta): Promise<Quote> {
  const db = getDb();
  let roomName: string | null = null;
  if (input.preferredRoom !== null) {
    const room = await findRoomBySlug(db, input.preferredRoom);
    if (!room || !room.isActive) {
      throw invalidField("preferredRoom", "quote.errors.preferredRoom");
    }
    if (input.guests > room.maxGuests) {
      throw invalidField("guests", "quote.errors.guestsRoom", { max: room.maxGuests });
    }
    roomName = room.name;
  }
  const checkIn = parseCalendarDate(input.checkIn)!;
  const checkOut = parseCalendarDate(input.checkOut)!;
  await checkAvailability(input);
  const business = await businessContact();
  const slot = await takeGuestWrite(meta.ip);
  try {
    const quote = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotes)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          checkIn,
          checkOut,
          guests: input.guests,
          preferredRoom: input.preferredRoom,
          specialRequests: input.specialRequests,
          additionalServices: input.additionalServices,
          lang: meta.lang,
        })
        .returning();
      const quote = row!;
      await tx.insert(quoteEvents).values({ quoteId: quote.id, kind: "created", toStatus: "pending", at: quote.createdAt });
      const view = await mailView(tx, quote, roomName);
      await enqueue(tx, {
        kind: "owner-quote",
        audience: "owner",
        replyTo: quote.email,
        quoteId: quote.id,
        ...ownerQuoteEmail(view, { request: panelLinkOfQuote(quote.id) }, business.name),
      });
      await enqueue(tx, {
        kind: "guest-ack",
        audience: "guest",
        to: quote.email,
        lang: meta.lang,
        quoteId: quote.id,
        ...guestAckEmail(view, business),
      });
      return quote;
    });
    nudgeOutbox();
    return quote;
  } catch (error) {
    await slot.release().catch(() => {});
    throw error;
  }
}

/**
 * The owner's rules on dates: the season's minimum stay (any request), and a chosen room must
 * be free on every night. "No preference" is never refused for a busy house.
 */
async function checkAvailability(input: QuoteInput): Promise<void> {
  const nights = daysBetween(parseCalendarDate(input.checkIn)!, parseCalendarDate(input.checkOut)!);
  const min = minNightsFor(input.checkIn, await getSeasons());
  if (nights < min) throw invalidField("checkOut", "quote.errors.minStay", { min });
  if (input.preferredRoom === null) return;
  const rooms = await freeRooms(input.checkIn, input.checkOut);
  if (rooms.find((r) => r.slug === input.preferredRoom)?.free !== false) return;
  const others = rooms.filter((r) => r.free && r.maxGuests >= input.guests).map((r) => r.name);
  throw others.length
    ? invalidField("preferredRoom", "quote.errors.roomBusyFree", { rooms: others.join(", ") })
    : invalidField("preferredRoom", "quote.errors.roomBusyNoneFree");
}

export async function listQuotes(): Promise<Quote[]> {
  return getDb().select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id));
}

export type QuoteCounts = Record<QuoteStatus, number> & { all: number };

/** How many requests there are in all and in each status: one read of the running totals. */
export async function quoteCounts(): Promise<QuoteCounts> {
  const counts = await countsOf(["quotes", ...QUOTE_STATUSES.map((s) => `quotes:${s}` as const)]);
  return {
    all: counts.quotes,
    ...(Object.fromEntries(QUOTE_STATUSES.map((s) => [s, counts[`quotes:${s}`]])) as Record<QuoteStatus, number>),
  };
}

/** How many requests wait for an answer: the badge on the panel's "Richieste Preventivo". */
export const countPendingQuotes = () => countOf("quotes:pending");

/** One page of the requests (of one status, or all), newest first, with how many there are. */
export async function listQuotesPage(asked: number, status?: QuoteStatus): Promise<Page<Quote>> {
  const total = await countOf(status ? `quotes:${status}` : "quotes");
  const { page, pageCount, offset } = pageWindow(total, asked);
  const items = await getDb()
    .select()
    .from(quotes)
    .where(status ? eq(quotes.status, status) : undefined)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return { items, total, page, pageCount };
}

export type QuoteDetail = Quote & {
  /** The check-out has passed while the request was still pending or answered. */
  expired: boolean;
  history: Pick<QuoteEvent, "id" | "kind" | "fromStatus" | "toStatus" | "price" | "at" | "outboxId">[];
  messages: (OutboxView & { text: string; lang: string })[];
  /** The stay the request became once confirmed. */
  stay: StayView | null;
  /** The deposit asked in an answer: how much, by when, whether its day has passed unpaid. */
  deposit: QuoteDeposit | null;
};

export type QuoteDeposit = { amount: number; dueDate: string | null; overdue: boolean };

/**
 * The deposit asked of a request still waiting for an answer, overdue once its due date has passed
 * (Italy); null otherwise (once confirmed, its stay carries it, received or not).
 */
export function quoteDeposit(quote: Pick<Quote, "status" | "depositCents" | "depositDue">, today: string): QuoteDeposit | null {
  if (quote.depositCents === null || (quote.status !== "pending" && quote.status !== "answered")) return null;
  return { amount: quote.depositCents / 100, dueDate: quote.depositDue, overdue: quote.depositDue !== null && quote.depositDue < today };
}

/** One request with what happened to it and every message about it, oldest first. */
export async function getQuoteDetail(id: number): Promise<QuoteDetail> {
  const db = getDb();
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) throw notFound();
  const [history, messages] = await Promise.all([
    db
      .select({
        id: quoteEvents.id,
        kind: quoteEvents.kind,
        fromStatus: quoteEvents.fromStatus,
        toStatus: quoteEvents.toStatus,
        price: quoteEvents.price,
        at: quoteEvents.at,
        outboxId: quoteEvents.outboxId,
      })
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, id))
      .orderBy(quoteEvents.at, quoteEvents.id),
    messagesOfQuote(id),
  ]);
  const today = todayInItaly();
  return {
    ...quote,
    expired: isExpired(quote, today),
    history,
    messages,
    stay: await stayOfQuote(id),
    deposit: quoteDeposit(quote, today),
  };
}

const invalidTransition = () => new HttpError(409, "invalid_transition", "errors.invalidTransition");

async function lockedQuote(tx: Executor, id: number): Promise<Quote> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!quote) throw notFound();
  return quote;
}

/**
 * The owner's answer: sent to the guest in their language, Reply-To her; the request becomes
 * answered. With a deposit, the message carries the transfer's details and its QR code, and the
 * request remembers what was asked and by when.
 */
export async function replyToQuote(id: number, reply: QuoteReply): Promise<QuoteDetail> {
  const business = await businessContact();
  const account = reply.deposit ? depositAccount(await getOwnerDetails()) : null;
  await getDb().transaction(async (tx) => {
    const quote = await lockedQuote(tx, id);
    if (!REPLYABLE.includes(quote.status as QuoteStatus)) throw invalidTransition();
    const view = await mailView(tx, quote);
    const deposit =
      reply.deposit && account
        ? await depositMail(quote, account, { amountCents: reply.deposit.amount, dueDate: reply.deposit.dueDate })
        : null;
    const message = await enqueue(tx, {
      kind: "guest-reply",
      audience: "guest",
      to: quote.email,
      lang: quote.lang as Language,
      quoteId: id,
      ...guestReplyEmail(view, business, reply, deposit?.mail),
      attachments: deposit ? [deposit.attachment] : undefined,
    });
    const asked = reply.deposit ? { depositCents: reply.deposit.amount, depositDue: reply.deposit.dueDate } : {};
    await tx
      .update(quotes)
      .set({ status: "answered", ...asked })
      .where(eq(quotes.id, id));
    await tx
      .insert(quoteEvents)
      .values({ quoteId: id, kind: "reply", fromStatus: quote.status, toStatus: "answered", outboxId: message.id, price: reply.price });
  });
  nudgeOutbox();
  return getQuoteDetail(id);
}

/**
 * "Caparra ricevuta": the deposit recorded and the request confirmed in one step, its stay
 * booked with the deposit received (and the guest told, when asked, as a confirmation does).
 */
export function receiveDeposit(id: number, input: DepositReceived): Promise<QuoteDetail> {
  return changeQuoteStatus(id, {
    status: "confirmed",
    notifyGuest: input.notifyGuest,
    override: input.override,
    roomId: input.roomId,
    received: { on: input.receivedOn, cents: input.amount },
  });
}

/**
 * Confirms, declines or cancels a request; an impossible move is a 409 and changes nothing.
 * Confirming books its stay in the same transaction (in the room the owner chose, or the one the
 * guest asked for); cancelling a confirmed request cancels its stay.
 */
export async function changeQuoteStatus(
  id: number,
  change: {
    status: QuoteStatus;
    notifyGuest: boolean;
    override?: boolean;
    roomId?: number | null;
    /** The deposit received, recorded on the stay a confirmation books. */
    received?: { on: string; cents: number };
  },
): Promise<QuoteDetail> {
  let notified = false;
  const business = await businessContact();
  await getDb().transaction(async (tx) => {
    const quote = await lockedQuote(tx, id);
    if (!NEXT_STATUSES[quote.status as QuoteStatus].includes(change.status)) throw invalidTransition();
    if (change.status === "confirmed") {
      await bookStayOf(tx, quote, { roomId: change.roomId ?? null, override: change.override ?? false, received: change.received });
    }
    if (change.status === "cancelled") {
      await cancelStayOfQuote(tx, id);
    }
    await tx.update(quotes).set({ status: change.status }).where(eq(quotes.id, id));
    let outboxId: number | null = null;
    if (change.notifyGuest && change.status !== "pending" && change.status !== "answered") {
      const view = await mailView(tx, quote);
      const message = await enqueue(tx, {
        kind: "guest-status",
        audience: "guest",
        to: quote.email,
        lang: quote.lang as Language,
        quoteId: id,
        ...guestStatusEmail(view, business, change.status as StatusNotice),
      });
      outboxId = message.id;
      notified = true;
    }
    await tx.insert(quoteEvents).values({ quoteId: id, kind: "status", fromStatus: quote.status, toStatus: change.status, outboxId });
  });
  if (notified) nudgeOutbox();
  if (change.status === "confirmed") staysChanged();
  return getQuoteDetail(id);
}

/**
 * The stay of a request being confirmed: the chosen room, or the one the guest asked for (a request
 * with neither is refused until the owner chooses), free on those nights unless `override` (409).
 */
async function bookStayOf(
  tx: Executor,
  quote: Quote,
  options: { roomId: number | null; override: boolean; received?: { on: string; cents: number } },
): Promise<void> {
  let roomId = options.roomId;
  if (roomId === null && quote.preferredRoom) {
    roomId = (await findRoomBySlug(tx, quote.preferredRoom))?.id ?? null;
  }
  if (roomId === null) throw invalidField("roomId", "errors.chooseRoom");
  await bookRequestStay(
    tx,
    {
      roomId,
      checkIn: calendarDayOf(quote.checkIn),
      checkOut: calendarDayOf(quote.checkOut),
      guests: quote.guests,
      source: "request",
      quoteId: quote.id,
      leadName: `${quote.firstName} ${quote.lastName}`,
      leadEmail: quote.email,
      leadPhone: quote.phone,
      language: quote.lang,
      depositCents: quote.depositCents,
      depositDue: quote.depositDue,
      depositReceivedOn: options.received?.on ?? null,
      depositReceivedCents: options.received?.cents ?? null,
    },
    { override: options.override },
  );
}

/** Erasure (GDPR): the request with its history and messages, before the 2-year purge. */
export async function deleteQuote(id: number): Promise<void> {
  const deleted = await getDb().delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id });
  if (deleted.length === 0) throw notFound();
}

export async function purgeQuotesOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(quotes).where(lt(quotes.createdAt, cutoff));
}
