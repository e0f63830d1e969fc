import { desc, eq, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { countOf } from "~/db/row-counts.server";
import { quotes, rooms, type Quote } from "~/db/schema";
import { invalidField } from "~/lib/http-error";
import { PAGE_SIZE, pageWindow, type Page } from "~/lib/pagination";
import { parseCalendarDate } from "~/lib/dates";
import type { QuoteInput } from "~/features/quotes/quotes.schema";

/** Stores a quote request after the checks that need the database (the room and its size). */
export async function createQuote(input: QuoteInput): Promise<Quote> {
  const db = getDb();
  if (input.preferredRoom !== null) {
    const [room] = await db
      .select({ maxGuests: rooms.maxGuests, isActive: rooms.isActive })
      .from(rooms)
      .where(eq(rooms.slug, input.preferredRoom))
      .limit(1);
    if (!room || !room.isActive) {
      throw invalidField("preferredRoom", "quote.errors.preferredRoom");
    }
    if (input.guests > room.maxGuests) {
      throw invalidField("guests", "quote.errors.guestsRoom", { max: room.maxGuests });
    }
  }
  const [quote] = await db
    .insert(quotes)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      checkIn: parseCalendarDate(input.checkIn)!,
      checkOut: parseCalendarDate(input.checkOut)!,
      guests: input.guests,
      preferredRoom: input.preferredRoom,
      specialRequests: input.specialRequests,
      additionalServices: input.additionalServices,
    })
    .returning();
  return quote!;
}

export async function listQuotes(): Promise<Quote[]> {
  return getDb().select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id));
}

/** One page of the requests, newest first, with how many there are in all. */
export async function listQuotesPage(asked: number): Promise<Page<Quote>> {
  const total = await countOf("quotes");
  const { page, pageCount, offset } = pageWindow(total, asked);
  const items = await getDb().select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(PAGE_SIZE).offset(offset);
  return { items, total, page, pageCount };
}

export async function purgeQuotesOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(quotes).where(lt(quotes.createdAt, cutoff));
}
