import { randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";

import { getDb } from "~/db/client.server";
import { recoveryCodes, users } from "~/db/schema";
import { seal, unseal } from "~/lib/guest-crypto.server";
import { HttpError } from "~/lib/http-error";

import { sha256 } from "./auth.server";

/**
 * TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30-second steps. The key
 * is sealed with the guest-data key, so a copy of the database alone holds no usable key.
 */
const TOTP_FORMAT = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** A code of the step before or after the server's is still taken: a phone's clock may drift by a few seconds. */
const TOTP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read off paper without doubt. 31 signs, 10 of them: about 50 bits each. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const totpOf = (secret: string, issuer = "", label = "") => new TOTP({ ...TOTP_FORMAT, issuer, label, secret: Secret.fromBase32(secret) });

/** A code as typed: spaces and dashes dropped, letters in lower case. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/**
 * Starts a TOTP set-up: a new key, kept aside (sealed) until a first code proves that the app
 * holds it. Refused while TOTP is on: replacing it goes through turning it off, which needs a
 * fresh check, so a borrowed session cannot swap the owner's authenticator for its own.
 */
export async function startTotp(userId: number, issuer: string): Promise<{ secret: string; uri: string }> {
  const db = getDb();
  const [user] = await db.select({ username: users.username, on: users.totpSealed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, "unauthorized", "errors.unauthorized");
  if (user.on !== null) throw new HttpError(409, "totp_already_enabled", "auth.errors.totpAlreadyEnabled");
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpPendingSealed: seal(secret) })
    .where(eq(users.id, userId));
  return { secret, uri: totpOf(secret, issuer, user.username).toString() };
}

/** The 30-second step the code belongs to (the current one, or one either side), or null. */
function stepOf(secret: string, code: string, now: number): number | null {
  const token = normalized(code);
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Records `step` as the last one used, unless it or a later one already was: the one write that
 * decides, so a code seen by someone else (over a shoulder, in a proxy's log) is never taken twice.
 */
async function claimStep(userId: number, step: number): Promise<boolean> {
  const claimed = await getDb()
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}

/** Ten new recovery codes, shown once: the older ones stop working; only their hashes are kept. */
async function replaceRecoveryCodes(userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const signs = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${signs.slice(0, 5)}-${signs.slice(5)}`;
  });
  await getDb().transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: sha256(normalized(code)) })));
  });
  return codes;
}

/**
 * Finishes the set-up: the first code proves the app holds the key, which then becomes the
 * account's TOTP key. Answers the ten recovery codes, to show once. A wrong code is a field
 * error, as the panel shows it under the input.
 */
export async function confirmTotp(userId: number, code: string, now = Date.now()): Promise<string[]> {
  const [user] = await getDb().select({ pending: users.totpPendingSealed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.pending) throw new HttpError(409, "totp_not_started", "auth.errors.totpNotStarted");
  const secret = unseal(user.pending);
  const step = stepOf(secret, code, now);
  if (step === null) throw new HttpError(400, "validation_error", "errors.validation", { code: { key: "auth.errors.invalidCode" } });
  // The step is claimed with the key's move, so the code that turned TOTP on cannot sign in too.
  const moved = await getDb()
    .update(users)
    .set({ totpSealed: user.pending, totpPendingSealed: null, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSealed, user.pending)))
    .returning({ id: users.id });
  if (moved.length === 0) throw new HttpError(409, "totp_not_started", "auth.errors.totpNotStarted");
  return replaceRecoveryCodes(userId);
}

/** Turns TOTP off: the key, a set-up under way and the recovery codes go. Whether it was on. */
export async function disableTotp(userId: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const off = await tx
      .update(users)
      .set({ totpSealed: null, totpPendingSealed: null, totpLastStep: null })
      .where(and(eq(users.id, userId), isNotNull(users.totpSealed)))
      .returning({ id: users.id });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return off.length > 0;
  });
}

/**
 * The second step of a sign-in: a TOTP code of the current step (or one either side) not used
 * before, or one of the recovery codes not yet used, which is then spent. Which it was, or null.
 */
export async function checkSecondFactorCode(userId: number, code: string, now = Date.now()): Promise<"totp" | "recovery-code" | null> {
  const db = getDb();
  const [user] = await db.select({ sealed: users.totpSealed }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  if (user.sealed) {
    const step = stepOf(unseal(user.sealed), code, now);
    if (step !== null) return (await claimStep(userId, step)) ? "totp" : null;
  }
  const token = normalized(code);
  if (token.length !== 10) return null;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(token)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0 ? "recovery-code" : null;
}
