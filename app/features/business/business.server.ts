import { eq, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { memoContent } from "~/db/content-memo.server";
import { business } from "~/db/schema";
import { SEED_BUSINESS } from "~/db/seed-data";
import type { Business, BusinessOwnerDetails } from "~/lib/business";

import { ownerChanges, type BusinessUpdate } from "./business.schema";

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

const NO_OWNER_DETAILS: BusinessOwnerDetails = {
  accountHolder: null,
  iban: null,
  bankName: null,
  arrivalNotes: { it: null, en: null, de: null, es: null },
};

/** The owner's own details (the deposits' account, the pre-arrival notes): for her and her guests' e-mails only. */
export async function getOwnerDetails(): Promise<BusinessOwnerDetails> {
  const [row] = await getDb().select({ owner: business.owner }).from(business).where(eq(business.id, 1)).limit(1);
  return ownerDetailsOf(row?.owner ?? {});
}

const ownerDetailsOf = (owner: Partial<BusinessOwnerDetails>): BusinessOwnerDetails => ({
  ...NO_OWNER_DETAILS,
  ...owner,
  arrivalNotes: { ...NO_OWNER_DETAILS.arrivalNotes, ...owner.arrivalNotes },
});

/**
 * Stores details validated with businessUpdateSchema (the API parses them): the public ones whole,
 * the owner's own only where the update names them (one statement, so two saves never mix).
 */
export async function updateBusiness(update: BusinessUpdate): Promise<Business & BusinessOwnerDetails> {
  const { accountHolder: _a, iban: _i, bankName: _b, arrivalNotes: _n, ...details } = update;
  const changes = ownerChanges(update);
  const { arrivalNotes, ...flat } = changes;
  // jsonb's || merges one level: the notes are merged on their own.
  const merged = sql`(${business.owner} || ${JSON.stringify(flat)}::jsonb) || jsonb_build_object('arrivalNotes', coalesce(${business.owner} -> 'arrivalNotes', '{}'::jsonb) || ${JSON.stringify(arrivalNotes ?? {})}::jsonb)`;
  const [row] = await getDb()
    .insert(business)
    .values({ id: 1, details, owner: { ...flat, arrivalNotes: { ...NO_OWNER_DETAILS.arrivalNotes, ...arrivalNotes } } })
    .onConflictDoUpdate({ target: business.id, set: { details, owner: merged, updatedAt: new Date() } })
    .returning({ details: business.details, owner: business.owner });
  return { ...row!.details, ...ownerDetailsOf(row!.owner) };
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
