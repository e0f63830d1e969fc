import { randomBytes } from "node:crypto";

import type { Stay } from "~/db/schema";
import { sha256 } from "~/features/auth/auth.server";
import { siteUrl } from "~/features/mail/mail.server";
import { todayInItaly } from "~/lib/dates";
import { seal, unseal } from "~/lib/guest-crypto.server";

import { bookedStayByCheckInHash, setCheckInLink, stayIdsWithoutCheckInLink, type CheckInLink } from "./stay-records.server";

/** The pre-check-in page's path; the token follows it. */
export const CHECK_IN_PATH = "/check-in";

/**
 * A stay's pre-check-in link: 192 random bits. The database keeps the token's hash, to find the
 * stay, and the token sealed with the guest data key, for the owner to forward it; the link
 * works from the stay's creation to its check-out day.
 */
export function newCheckInToken(): CheckInLink {
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
  return bookedStayByCheckInHash(sha256(token), todayInItaly());
}

/** Gives a link to the stays still to come that were entered before links existed (once, after the upgrade). */
export async function giveMissingCheckInLinks(): Promise<number> {
  const missing = await stayIdsWithoutCheckInLink(todayInItaly(), 5000);
  for (const id of missing) await setCheckInLink(id, newCheckInToken());
  return missing.length;
}
