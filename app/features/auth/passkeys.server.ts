import { createHash, randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, count, eq, lt, ne } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { authChallenges, passkeys, users } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getBusiness } from "~/features/business/business.server";
import { HttpError } from "~/lib/http-error";
import { isRole } from "~/lib/roles";

import { clearFailures, hashIp, sha256, takeAttempt } from "./auth.server";
import { openAdminSession } from "./sign-in.server";

/**
 * The cookie that finds a WebAuthn ceremony's challenge again: HttpOnly, five minutes, and the
 * database keeps only its hash. Sent to every /api path, since a fresh check by passkey is
 * answered to whichever operation asked for it.
 */
export const PASSKEY_CHALLENGE_COOKIE = "bb_webauthn";
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Who the credentials are for: the site's host (rpID) and the origin the browser signs. From
 * PUBLIC_URL when set, else from the request's own address, so a local install works too. A
 * credential is bound by the authenticator to its rpID, so a request naming another host can
 * only be answered by a credential made for that host.
 */
export type RelyingParty = { id: string; origin: string };

export function relyingParty(publicUrl: string | undefined, request: { protocol: string; host: string }): RelyingParty {
  const url = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  return { id: url.hostname, origin: url.origin };
}

type Purpose = "register" | "login" | "reauth";

/** A challenge kept for one ceremony; the cookie's token is its only key. */
async function keepChallenge(purpose: Purpose, userId: number | null, challenge: string): Promise<{ token: string; expiresAt: Date }> {
  const db = getDb();
  const now = new Date();
  // Unfinished ceremonies leave rows behind: each new one sweeps the expired ones.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(authChallenges).values({ id: sha256(token), userId, purpose, challenge, expiresAt });
  return { token, expiresAt };
}

/**
 * The ceremony's challenge, taken once: the row is deleted as it is read, so an answer sent
 * twice (or a second answer to one challenge) finds nothing the second time.
 */
async function takeChallenge(token: string | undefined, purpose: Purpose): Promise<{ userId: number | null; challenge: string } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await getDb()
    .delete(authChallenges)
    .where(eq(authChallenges.id, sha256(token)))
    .returning({
      userId: authChallenges.userId,
      purpose: authChallenges.purpose,
      challenge: authChallenges.challenge,
      expiresAt: authChallenges.expiresAt,
    });
  if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= Date.now()) return null;
  return { userId: row.userId, challenge: row.challenge };
}

/**
 * The user handle the authenticator keeps with a discoverable credential: stable for the account
 * (a new passkey on the same device replaces the old one there) and saying nothing about it.
 */
const userHandle = (userId: number) => new Uint8Array(createHash("sha256").update(`bb-passkey-user:${userId}`).digest());

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, "base64url"));

export type PasskeyItem = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The account's passkeys, oldest first. */
export async function listPasskeys(userId: number): Promise<PasskeyItem[]> {
  return getDb()
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** Whether the account has at least one passkey (one of its sign-in factors). */
export async function hasPasskey(userId: number): Promise<boolean> {
  const [row] = await getDb().select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------- registration

/** The options for navigator.credentials.create, and the challenge's cookie token. */
export async function registrationOptions(
  userId: number,
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challenge: { token: string; expiresAt: Date } }> {
  const db = getDb();
  const [user] = await db.select({ username: users.username, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, "unauthorized", "errors.unauthorized");
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  const options = await generateRegistrationOptions({
    rpName: (await getBusiness()).name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.name || user.username,
    userID: userHandle(userId),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  return { options, challenge: await keepChallenge("register", userId, options.challenge) };
}

const challengeExpired = () => new HttpError(400, "challenge_expired", "passkeys.errors.challenge");
const passkeyRefused = () => new HttpError(400, "passkey_invalid", "passkeys.errors.invalid");

/** Verifies a new credential against the account's challenge and stores it; `ip` for the audit trail. */
export async function addPasskey(
  userId: number,
  username: string,
  challengeToken: string | undefined,
  response: RegistrationResponseJSON,
  name: string | undefined,
  rp: RelyingParty,
  ip: string,
): Promise<PasskeyItem> {
  const kept = await takeChallenge(challengeToken, "register");
  if (!kept || kept.userId !== userId) throw challengeExpired();
  let credential;
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: kept.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verification.verified) throw passkeyRefused();
    credential = verification.registrationInfo.credential;
  } catch {
    throw passkeyRefused();
  }
  const db = getDb();
  const [held] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const [stored] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
      name: name || `Passkey ${Number(held?.n ?? 0) + 1}`,
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt });
  if (!stored) throw new HttpError(409, "passkey_exists", "passkeys.errors.duplicate");
  await recordAudit({ actor: username, action: "auth.passkey-added", target: stored.name, ip });
  return stored;
}

// ---------------------------------------------------------------- removal

/**
 * What removing the passkey would leave the account: nothing to remove (not one of its own),
 * or whether it is the last of its factors (no other passkey, no authenticator app), which asks
 * for a fresh check first.
 */
export async function passkeyRemoval(userId: number, id: string): Promise<"not_found" | "last_factor" | "other_factors"> {
  const db = getDb();
  const [mine] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .limit(1);
  if (!mine) return "not_found";
  const [others] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), ne(passkeys.id, id)))
    .limit(1);
  if (others) return "other_factors";
  const [user] = await db.select({ totp: users.totpSealed }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.totp ? "other_factors" : "last_factor";
}

/** Removes one of the account's own passkeys; false when it has none by that id. */
export async function removePasskey(userId: number, username: string, id: string, ip: string): Promise<boolean> {
  const [removed] = await getDb()
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  if (!removed) return false;
  await recordAudit({ actor: username, action: "auth.passkey-removed", target: removed.name, ip });
  return true;
}

// ---------------------------------------------------------------- assertions

/** The options for navigator.credentials.get over these credentials (none: any discoverable one). */
async function assertionOptions(
  purpose: Purpose,
  userId: number | null,
  allow: { id: string; transports: string[] }[],
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challenge: { token: string; expiresAt: Date } }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map((c) => ({ id: c.id, transports: c.transports })),
    // A passkey stands for the password and the second factor together: the device must check who holds it.
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  return { options, challenge: await keepChallenge(purpose, userId, options.challenge) };
}

/**
 * Checks an assertion against a taken challenge and the stored credential (of `userId`'s account
 * only, when given). Null for an unknown credential; else its account, `usable` only for a good
 * assertion (signature, user verification, a counter that moved on) of an account that may sign
 * in, the only case in which the counter and the last use are written.
 */
async function verifyAssertion(response: AuthenticationResponseJSON, challenge: string, rp: RelyingParty, userId?: number) {
  const db = getDb();
  const [row] = await db
    .select({
      id: passkeys.id,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      userId: users.id,
      username: users.username,
      role: users.role,
      status: users.status,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.id, response.id), userId === undefined ? undefined : eq(passkeys.userId, userId)))
    .limit(1);
  if (!row) return null;
  const account = { userId: row.userId, username: row.username, role: row.role };
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: row.id, publicKey: toBytes(row.publicKey), counter: row.counter, transports: row.transports },
      requireUserVerification: true,
    });
    if (!verification.verified) return { ...account, usable: false };
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return { ...account, usable: false };
  }
  const usable = row.status === "active" && isRole(row.role);
  if (usable) await db.update(passkeys).set({ counter: newCounter, lastUsedAt: new Date() }).where(eq(passkeys.id, row.id));
  return { ...account, usable };
}

/** Sign-in options: the account's credentials when a username is given, else none (the device offers its discoverable ones). */
export async function loginOptions(username: string | undefined, rp: RelyingParty) {
  const allow = username
    ? await getDb()
        .select({ id: passkeys.id, transports: passkeys.transports })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(users.username, username))
    : [];
  return assertionOptions("login", null, allow, rp);
}

const invalidCredentials = () => new HttpError(401, "invalid_credentials", "auth.errors.invalidCredentials");

/**
 * Signs in with a passkey: a complete sign-in (the device proves possession and checks its
 * holder), so no second step follows. Counted against the client address's sign-in limit as a
 * password is; a disabled or invited account is refused like a wrong passkey. Returns the new
 * session and the device's new token for the cookies, as the password's sign-in does.
 */
export async function signInWithPasskey(
  challengeToken: string | undefined,
  response: AuthenticationResponseJSON,
  ip: string,
  device: string | undefined,
  rp: RelyingParty,
) {
  const ipBucket = `admin:${await hashIp(ip)}`;
  if ((await takeAttempt(ipBucket)) === null) throw new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
  const kept = await takeChallenge(challengeToken, "login");
  const account = kept ? await verifyAssertion(response, kept.challenge, rp) : null;
  if (!account?.usable) {
    await recordAudit({ actor: account?.username ?? "", action: "auth.sign-in-failed", target: "passkey", ip });
    throw invalidCredentials();
  }
  await clearFailures(ipBucket);
  const opened = await openAdminSession(account.userId, device);
  await recordAudit({ actor: account.username, action: "auth.sign-in", target: "passkey", ip });
  return { user: { id: account.userId, username: account.username, role: account.role }, ...opened };
}

// ---------------------------------------------------------------- fresh check

/** Options for confirming it is still the account's holder with one of its passkeys. */
export async function reauthOptions(userId: number, rp: RelyingParty) {
  const allow = await getDb()
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (allow.length === 0) throw new HttpError(409, "no_passkey", "passkeys.errors.none");
  return assertionOptions("reauth", userId, allow, rp);
}

/** A passkey's assertion offered as a fresh check, with what the request knows to verify it. */
export type PasskeyProof = { response: AuthenticationResponseJSON; challengeToken: string | undefined; rp: RelyingParty };

/** Whether the assertion is a good one, by one of this account's passkeys, over its own reauth challenge. */
export async function verifyPasskeyProof(userId: number, proof: PasskeyProof): Promise<boolean> {
  const kept = await takeChallenge(proof.challengeToken, "reauth");
  if (!kept || kept.userId !== userId) return false;
  const account = await verifyAssertion(proof.response, kept.challenge, proof.rp, userId);
  return Boolean(account?.usable);
}
