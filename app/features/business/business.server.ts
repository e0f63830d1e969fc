import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { business } from "~/db/schema";
import { SEED_BUSINESS } from "~/db/seed-data";
import type { Business } from "~/lib/business";

/**
 * The business details. One primary-key read: every page's root loader makes it, so a change
 * shows everywhere at the next render, in every process, with nothing to invalidate but the
 * page cache (which every successful admin write already drops).
 */
export const getBusiness = memoContent(async function getBusiness(): Promise<Business> {
  const [row] = await getDb().select({ details: business.details }).from(business).where(eq(business.id, 1)).limit(1);
  // Before the first seed only; a row stored by an older release with fewer fields gets the rest from the seed.
  return row ? { ...SEED_BUSINESS, ...row.details } : SEED_BUSINESS;
});

/** Stores details validated with businessSchema (the API parses them) and returns them. */
export async function updateBusiness(details: Business): Promise<Business> {
  const [row] = await getDb()
    .insert(business)
    .values({ id: 1, details })
    .onConflictDoUpdate({ target: business.id, set: { details, updatedAt: new Date() } })
    .returning({ details: business.details });
  return row!.details;
}

/** Creates the row from the seed when there is none; the owner's edits are never replaced. */
export async function seedBusiness(): Promise<boolean> {
  const inserted = await getDb()
    .insert(business)
    .values({ id: 1, details: SEED_BUSINESS })
    .onConflictDoNothing()
    .returning({ id: business.id });
  return inserted.length > 0;
}
