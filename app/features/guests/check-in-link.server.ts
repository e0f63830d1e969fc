import { randomBytes } from "node:crypto";
import { and, eq, gte, isNull } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { stays, type Stay } from "~/db/schema";
import { sha256 } from "~/features/auth/auth.server";
import { siteUrl } from "~/features/mail/mail.server";
import { todayInItaly } from "~/lib/dates";

import { seal, unseal } from "./guest-crypto.server";

/** The pre-check-in page's path; the token follows it. */
export const CHECK_IN_PATH = "/check-in";

/**
 * A stay's pre-check-in link: 192 random bits. The database keeps the token's hash, to find the
 * stay, and the token sealed with the guest data key, for the owner to forward it; the link
 * works from the stay's creation to its check-out day.
 */
export function newCheckInToken(): { checkInTokenHash: string; checkInTokenSealed: string } {
  const token = randomBytes(24).toString("base64url");
  return { checkInTokenHash: sha256(token), checkInTokenSealed: seal(token) };
}

export function checkInUrl(stay: Pick<Stay, "checkInTokenSealed">): string | null {
  if (!stay.checkInTokenSealed) return null;
  try {
    return `${siteUrl()}${CHECK_IN_PATH}/${unseal(stay.checkInTokenSealed)}`;
  } catch {
    // Sealed under a key no longer configured: the owner makes no use of a link that cannot be read.
    return null;
  }
}

/** The booked stay a live token opens, or undefined (wrong, cancelled, or past its check-out day). */
export async function stayByCheckInToken(token: string): Promise<Stay | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [stay] = await getDb()
    .select()
    .from(stays)
    .where(and(eq(stays.checkInTokenHash, sha256(token)), eq(stays.status, "booked"), gte(stays.checkOut, todayInItaly())));
  return stay;
}

/** Gives a link to the stays still to come that were entered before links existed (once, after the upgrade). */
export async function giveMissingCheckInLinks(): Promise<number> {
  const missing = await getDb()
    .select({ id: stays.id })
    .from(stays)
    .where(and(isNull(stays.checkInTokenHash), gte(stays.checkOut, todayInItaly())))
    .limit(5000);
  for (const { id } of missing) await getDb().update(stays).set(newCheckInToken()).where(eq(stays.id, id));
  return missing.length;
}
