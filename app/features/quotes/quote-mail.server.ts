import type { Executor } from "~/db/client.server";
import type { Quote } from "~/db/schema";
import type { QuoteMail } from "~/features/mail/emails.server";
import { siteUrl } from "~/features/mail/mail.server";
import { findRoomBySlug } from "~/features/rooms/rooms.server";
import { type Language } from "~/i18n/languages";
import { isServiceId } from "~/lib/constants";
import { calendarDayOf, daysBetween } from "~/lib/dates";

/** A request as its e-mails show it, to the owner and to the guest, and where the owner's links lead. */

/** The panel's address of one request (the owner's e-mail links to it). */
export function panelLinkOfQuote(id: number): string {
  return `${siteUrl()}/admin/richieste/${id}`;
}

async function roomNameOf(executor: Executor, slug: string | null): Promise<string | null> {
  if (!slug) return null;
  return (await findRoomBySlug(executor, slug))?.name ?? slug;
}

/** The request as its messages show it; `roomName` when the caller has just read it. */
export async function mailView(executor: Executor, quote: Quote, roomName?: string | null): Promise<QuoteMail> {
  return {
    id: quote.id,
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    phone: quote.phone,
    checkIn: calendarDayOf(quote.checkIn),
    checkOut: calendarDayOf(quote.checkOut),
    nights: daysBetween(quote.checkIn, quote.checkOut),
    guests: quote.guests,
    roomName: roomName !== undefined ? roomName : await roomNameOf(executor, quote.preferredRoom),
    services: quote.additionalServices.filter(isServiceId),
    specialRequests: quote.specialRequests,
    createdAt: quote.createdAt,
    lang: quote.lang as Language,
  };
}
