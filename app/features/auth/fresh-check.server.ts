import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { HttpError } from "~/lib/http-error";

import { releaseAttempt, sha256, takeAttempt, verifyPassword, type Session } from "./auth.server";
import { verifyPasskeyProof, type PasskeyProof } from "./passkeys.server";

/** How long a sign-in, or a password typed again, counts as a fresh check. */
export const FRESH_CHECK_MS = 5 * 60_000;

/**
 * What a request may carry to prove, again, that the account's owner is at the keyboard: the
 * password, or an assertion of one of the account's passkeys (after POST
 * /api/auth/passkeys/reauth/options; server/api/passkeys.ts `freshProof` reads it from a request).
 */
export type FreshProof = { password?: string; passkey?: PasskeyProof };

/**
 * Removing the last factor, changing the password and creating accounts need a fresh check: a
 * sign-in (or a check) less than 5 minutes old, or the account's password in the request. A
 * right password renews the session's check; wrong ones count against the sign-in limit, so a
 * borrowed session cannot be used to guess.
 */
export async function requireFreshCheck(session: Session, sessionToken: string | undefined, proof: FreshProof): Promise<void> {
  if (Date.now() - session.verifiedAt.getTime() < FRESH_CHECK_MS) return;
  if ((!proof.password && !proof.passkey) || session.userId === null) {
    throw new HttpError(403, "fresh_check_required", "auth.errors.freshCheck");
  }
  if (!proof.password) return passkeyCheck(session, sessionToken, proof.passkey!);
  const db = getDb();
  const [user] = await db
    .select({ username: users.username, password: users.password })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!user) throw new HttpError(401, "unauthorized", "errors.unauthorized");
  const attempt = await takeAttempt(`admin-user:${user.username.toLowerCase()}`);
  if (attempt === null) throw new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
  if (!(await verifyPassword(proof.password, user.password))) {
    throw new HttpError(400, "validation_error", "errors.validation", { password: { key: "auth.errors.wrongPassword" } });
  }
  await releaseAttempt(attempt);
  if (sessionToken) await markSessionVerified(sessionToken);
}

/** The fresh check by passkey: a wrong assertion counts against the sign-in limit as a wrong password does. */
async function passkeyCheck(session: Session, sessionToken: string | undefined, passkey: PasskeyProof): Promise<void> {
  const attempt = await takeAttempt(`admin-user:${(session.username ?? "").toLowerCase()}`);
  if (attempt === null) throw new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
  if (!(await verifyPasskeyProof(session.userId!, passkey))) {
    throw new HttpError(400, "validation_error", "errors.validation", { passkey: { key: "passkeys.errors.invalid" } });
  }
  await releaseAttempt(attempt);
  if (sessionToken) await markSessionVerified(sessionToken);
}

/** Records that the session's account just proved itself again (a password or a passkey). */
export async function markSessionVerified(sessionToken: string): Promise<void> {
  await getDb()
    .update(sessions)
    .set({ verifiedAt: new Date() })
    .where(eq(sessions.id, sha256(sessionToken)));
}
