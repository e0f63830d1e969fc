import { and, desc, eq, lt } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { countOf } from "~/db/row-counts.server";
import { reviews, type Review } from "~/db/schema";
import { getBusiness } from "~/features/business/business.server";
import { ownerReviewEmail } from "~/features/mail/emails.server";
import { siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import type { ReviewInput } from "~/features/reviews/reviews.schema";
import { takeGuestWrite } from "~/features/spam/spam.server";
import { useReviewLink } from "~/features/stays/stay-mail-records.server";
import { notFound } from "~/lib/http-error";
import { PAGE_SIZE, pageWindow, type Page } from "~/lib/pagination";

export type PublicReview = Omit<Review, "email" | "stayId">;

/** Published reviews, newest first; the reviewer's e-mail never leaves the admin panel. */
export const listPublishedReviews = memoContent(async function listPublishedReviews(limit?: number): Promise<PublicReview[]> {
  const query = getDb()
    .select({
      id: reviews.id,
      guestName: reviews.guestName,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      isApproved: reviews.isApproved,
      verified: reviews.verified,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.isApproved, true))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return limit ? query.limit(limit) : query;
});

export async function listAllReviews(): Promise<Review[]> {
  return getDb().select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** One page of the pending or the published reviews, newest first, with how many there are. */
export async function listReviewsPage(approved: boolean, asked: number): Promise<Page<Review>> {
  const total = await countOf(approved ? "reviews:approved" : "reviews:pending");
  const { page, pageCount, offset } = pageWindow(total, asked);
  const items = await getDb()
    .select()
    .from(reviews)
    .where(eq(reviews.isApproved, approved))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return { items, total, page, pageCount };
}

/** How many reviews wait for moderation: the badge on the panel's "Recensioni". */
export const countPendingReviews = () => countOf("reviews:pending");

/** The panel's reviews section (the owner's e-mail links to it). */
export function panelLinkOfReviews(): string {
  return `${siteUrl()}/admin/recensioni`;
}

/**
 * Stores a review to moderate, within the address's hourly limit, and in the same transaction
 * the owner's notification.
 */
export async function submitReview(input: ReviewInput, meta: { ip: string }): Promise<PublicReview> {
  const brand = (await getBusiness()).name;
  const slot = await takeGuestWrite(meta.ip);
  try {
    const { stayToken, ...fields } = input;
    const row = await getDb().transaction(async (tx) => {
      const stay = stayToken ? await useReviewLink(tx, stayToken) : null;
      const [row] = await tx
        .insert(reviews)
        .values({ ...fields, isApproved: false, verified: stay !== null, stayId: stay?.id ?? null })
        .returning();
      await enqueue(tx, {
        kind: "owner-review",
        audience: "owner",
        reviewId: row!.id,
        ...ownerReviewEmail(row!, { reviews: panelLinkOfReviews() }, brand),
      });
      return row!;
    });
    nudgeOutbox();
    const { email: _email, stayId: _stay, ...review } = row;
    return review;
  } catch (error) {
    await slot.release().catch(() => {});
    throw error;
  }
}

export async function approveReview(id: number): Promise<Review> {
  const [row] = await getDb().update(reviews).set({ isApproved: true }).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteReview(id: number): Promise<void> {
  const deleted = await getDb().delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (!deleted.length) throw notFound();
}

/**
 * Contact data is kept 2 years (privacy policy): older pending reviews are deleted and
 * published ones keep their text but lose the reviewer's e-mail address.
 */
export async function purgeReviewContactDataOlderThan(cutoff: Date): Promise<void> {
  const db = getDb();
  await db.delete(reviews).where(and(eq(reviews.isApproved, false), lt(reviews.createdAt, cutoff)));
  await db
    .update(reviews)
    .set({ email: "" })
    .where(and(eq(reviews.isApproved, true), lt(reviews.createdAt, cutoff)));
}
