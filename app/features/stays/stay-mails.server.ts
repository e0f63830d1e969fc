import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, not, sql } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { stays, type Stay } from "~/db/schema";
import { getBusiness, getOwnerDetails } from "~/features/business/business.server";
import { checkInUrl } from "~/features/guests/check-in-link.server";
import { writePoliceReminders } from "~/features/guests/police.server";
import { guestPoststayEmail, guestPrearrivalEmail, type ArrivalInfo, type StayMail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueueOnce, stayMessageWritten, type MessageKind } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { touristTaxDueCents } from "~/features/reports/tourist-tax.server";
import { getSiteSetting } from "~/features/settings/settings.server";
import { t } from "~/i18n/dictionaries.server";
import { type Language } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";
import { addressLine, mapPageUrl, whatsappHref } from "~/lib/business";
import { DISTANCES, MORNING_HOUR, SETTING_KEYS } from "~/lib/constants";
import { addDays, daysBetween, italyClock, parseCalendarDate } from "~/lib/dates";
import { HttpError, notFound } from "~/lib/http-error";
import { smallNumber } from "~/lib/intl";
import { startPoller, type Poller } from "~/lib/poller.server";

import { withRoomNames, type StayWithRoom } from "./stay-records.server";

/** A stay that ended longer ago than this gets no thanks any more. */
export const POSTSTAY_LATEST_DAYS = 7;
/** How long the review link of the thanks works. */
export const REVIEW_LINK_DAYS = 60;
/** The review link's parameter, the same on every language's review page. */
export const STAY_TOKEN_PARAM = "soggiorno";

export const hashStayToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A stay's personal review link: 192 random bits, kept only as their hash, valid REVIEW_LINK_DAYS. */
function newReviewLink(lang: Language, now = new Date()): { url: string; hash: string; expires: Date } {
  const token = randomBytes(24).toString("base64url");
  return {
    url: `${siteUrl()}${hrefFor("review", lang)}?${STAY_TOKEN_PARAM}=${token}`,
    hash: hashStayToken(token),
    expires: new Date(now.getTime() + REVIEW_LINK_DAYS * 86_400_000),
  };
}

/**
 * A new review link for a stay, for the owner to pass on herself (a guest a channel gave no
 * e-mail address): it replaces the one sent before. Only for a stay that has begun.
 */
export async function renewReviewLink(stayId: number): Promise<{ url: string; expiresAt: string }> {
  const [stay] = await getDb()
    .select({ language: stays.language, checkIn: stays.checkIn, status: stays.status })
    .from(stays)
    .where(eq(stays.id, stayId));
  if (!stay) throw notFound();
  if (stay.status !== "booked" || stay.checkIn > italyClock().day) throw new HttpError(409, "stay_not_begun", "errors.stayNotBegun");
  const link = newReviewLink(stay.language as Language);
  await getDb()
    .update(stays)
    .set({ reviewTokenHash: link.hash, reviewTokenExpiresAt: link.expires, reviewTokenUsedAt: null })
    .where(eq(stays.id, stayId));
  return { url: link.url, expiresAt: link.expires.toISOString() };
}

/**
 * Uses up a stay's review link, in the caller's transaction (the review written with it): the
 * first review before it expires takes it (one statement, so two reviews sent at once cannot
 * both); the stay, or null.
 */
export async function useReviewLink(tx: Executor, token: string): Promise<{ id: number } | null> {
  const [stay] = await tx
    .update(stays)
    .set({ reviewTokenUsedAt: sql`now()` })
    .where(
      and(eq(stays.reviewTokenHash, hashStayToken(token)), isNull(stays.reviewTokenUsedAt), gt(stays.reviewTokenExpiresAt, sql`now()`)),
    )
    .returning({ id: stays.id });
  return stay ?? null;
}

/**
 * The stays whose e-mail of `kind` is due and not written: booked, with an address, the day of
 * the e-mail reached (from MORNING_HOUR on that very day). Two index range reads bounded by the
 * days in play (by check-in, by check-out), each stay's own message looked up by the outbox's
 * unique (stay, kind) index: nothing grows with the history.
 */
async function dueStays(kind: MessageKind, from: string, to: string, column: "check_in" | "check_out"): Promise<StayWithRoom[]> {
  const rows = await getDb()
    .select()
    .from(stays)
    .where(
      and(
        eq(stays.status, "booked"),
        sql`${stays.leadEmail} is not null`,
        column === "check_in" ? sql`${stays.checkIn} between ${from} and ${to}` : sql`${stays.checkOut} between ${from} and ${to}`,
        not(stayMessageWritten(stays.id, kind)),
      ),
    )
    .limit(200);
  return withRoomNames(rows);
}

function stayMail(stay: Stay, roomName: string): StayMail {
  return {
    id: stay.id,
    leadName: stay.leadName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: daysBetween(parseCalendarDate(stay.checkIn)!, parseCalendarDate(stay.checkOut)!),
    guests: stay.guests,
    roomName,
    lang: stay.language as Language,
    checkInUrl: checkInUrl(stay),
  };
}

async function arrivalInfo(lang: Language): Promise<ArrivalInfo> {
  const [business, owner] = await Promise.all([getBusiness(), getOwnerDetails()]);
  const km = (value: number) => smallNumber(value, lang);
  const vars = {
    plane: { km: km(DISTANCES.airport.km), minutes: DISTANCES.airport.minutes },
    train: { km: km(DISTANCES.station.km), minutes: DISTANCES.station.minutes },
    car: { city: business.city, centreKm: km(DISTANCES.centre.km), seaKm: km(DISTANCES.sea.km) },
  };
  return {
    checkIn: business.hours.checkIn,
    checkOut: business.hours.checkOut,
    address: addressLine(business),
    mapUrl: mapPageUrl(business.coordinates),
    // The contact page's own words, in the stay's language.
    directions: (["plane", "train", "car"] as const).map((way) => ({
      title: t(lang, `contact.directions.${way}.title`),
      text: t(lang, `contact.directions.${way}.text`, vars[way]),
    })),
    phone: business.phone,
    whatsapp: business.whatsapp ? { number: business.whatsapp, href: whatsappHref(business.whatsapp) } : null,
    // A note in the guest's language, else the Italian one (a door code reads the same).
    note: owner.arrivalNotes[lang]?.trim() || owner.arrivalNotes.it?.trim() || null,
  };
}

const isOn = async (key: (typeof SETTING_KEYS)["prearrivalMail" | "poststayMail"]) => (await getSiteSetting(key)).value === "true";

/**
 * Writes the stay's e-mails that are due: before arrival (`prearrivalDays` before check-in) and
 * after departure (the day after check-out, with the review link), each in the stay's language.
 * The outbox's unique (stay, kind) index claims each: several processes never write one twice.
 * Returns how many were written.
 */
export async function writeDueStayMails(options: { prearrivalDays: number; now?: Date }): Promise<number> {
  const { day: today, hour } = italyClock(options.now);
  const morning = hour >= MORNING_HOUR;
  const business = await businessContact();
  let written = 0;

  if (await isOn(SETTING_KEYS.prearrivalMail)) {
    // Check-in from today to the last day whose e-mail is due: prearrivalDays ahead (from the morning).
    const last = addDays(today, options.prearrivalDays - (morning ? 0 : 1));
    for (const { stay, roomName } of await dueStays("guest-prearrival", today, last, "check_in")) {
      // The tax to pay at the property, when the owner's rule is on and the stay owes some.
      const mail = { ...stayMail(stay, roomName), touristTaxCents: await touristTaxDueCents(stay) };
      const rendered = guestPrearrivalEmail(mail, business, await arrivalInfo(mail.lang));
      if (await claimAndWrite(stay, "guest-prearrival", rendered)) written++;
    }
  }

  if (await isOn(SETTING_KEYS.poststayMail)) {
    // Check-out from a week ago to yesterday (the day after check-out, from the morning).
    const last = addDays(today, morning ? -1 : -2);
    for (const { stay, roomName } of await dueStays("guest-poststay", addDays(today, -POSTSTAY_LATEST_DAYS), last, "check_out")) {
      const mail = stayMail(stay, roomName);
      const link = newReviewLink(mail.lang, options.now);
      const rendered = guestPoststayEmail(mail, business, link.url);
      if (await claimAndWrite(stay, "guest-poststay", rendered, link)) written++;
    }
  }
  if (written) nudgeOutbox();
  return written;
}

/**
 * The message and, for the thanks, its review token, in one transaction; a message of that kind
 * already written for the stay (another process was first) leaves everything as it was.
 */
async function claimAndWrite(
  stay: Stay,
  kind: "guest-prearrival" | "guest-poststay",
  rendered: { subject: string; html: string; text: string },
  token?: { hash: string; expires: Date },
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const written = await enqueueOnce(tx, {
      kind,
      audience: "guest",
      to: stay.leadEmail!,
      lang: stay.language as Language,
      stayId: stay.id,
      ...rendered,
    });
    if (!written) return false;
    if (token) {
      await tx
        .update(stays)
        .set({ reviewTokenHash: token.hash, reviewTokenExpiresAt: token.expires, reviewTokenUsedAt: null })
        .where(eq(stays.id, stay.id));
    }
    return true;
  });
}

let running: Poller | undefined;

/** Every few minutes, in each process: the stay's e-mails that have become due. */
export function startStayMails(options: { prearrivalDays: number; pollMs?: number }): Poller {
  const poller = startPoller(
    async () => {
      const written = (await writeDueStayMails({ prearrivalDays: options.prearrivalDays })) + (await writePoliceReminders());
      if (written) nudgeOutbox();
    },
    { pollMs: options.pollMs ?? 5 * 60_000, label: "Stay e-mails" },
  );
  running = poller;
  return {
    ...poller,
    stop: async () => {
      if (running === poller) running = undefined;
      await poller.stop();
    },
  };
}

/**
 * A stay was entered or changed: an e-mail whose moment has already passed (a booking made two
 * days ahead, a stay recorded after it ended) goes now rather than at the next poll.
 */
export function nudgeStayMails(): void {
  void running?.kick();
}
