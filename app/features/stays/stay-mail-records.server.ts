import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, not, sql } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { stays, type Stay } from "~/db/schema";
import { siteUrl } from "~/features/mail/mail.server";
import { enqueueOnce, stayMessageWritten, type MessageKind } from "~/features/mail/outbox.server";
import { type Language } from "~/i18n/languages";
import { hrefFor } from "~/i18n/links";
import { italyClock } from "~/lib/dates";
import { HttpError, notFound } from "~/lib/http-error";

import { withRoomNames, type StayWithRoom } from "./stay-records.server";

/**
 * What the stay's e-mails (arrivals/stay-mails.server.ts) keep on the stays table: the stays an
 * e-mail is due for, the e-mail claimed once with its review token, and the review link itself.
 */

/** How long the review link of the thanks works. */
export const REVIEW_LINK_DAYS = 60;
/** The review link's parameter, the same on every language's review page. */
export const STAY_TOKEN_PARAM = "soggiorno";

export const hashStayToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A stay's personal review link: 192 random bits, kept only as their hash, valid REVIEW_LINK_DAYS. */
export function newReviewLink(lang: Language, now = new Date()): { url: string; hash: string; expires: Date } {
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
export async function staysDueForMail(
  kind: MessageKind,
  from: string,
  to: string,
  column: "check_in" | "check_out",
): Promise<StayWithRoom[]> {
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

/**
 * The message and, for the thanks, its review token, in one transaction; a message of that kind
 * already written for the stay (another process was first) leaves everything as it was.
 */
export async function writeStayMailOnce(
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
