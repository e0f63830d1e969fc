import { recordAudit } from "~/features/audit/audit.server";
import {
  clearFailures,
  createSession,
  findAdmin,
  forgetDevice,
  hashIp,
  isKnownDevice,
  RATE_LIMIT,
  releaseAttempt,
  rememberDevice,
  SUPER_ADMIN_GLOBAL_MAX_FAILURES,
  takeAttempt,
  verifySuperAdminKey,
} from "~/features/auth/auth.server";
import { HttpError } from "~/lib/http-error";

import { accountFactors } from "./factors.server";
import { createPendingSignIn, endPendingSignIn, readPendingSignIn } from "./second-step.server";
import { checkSecondFactorCode } from "./totp.server";

/** How long a client that hit a login limit is told to wait (Retry-After of the 429). */
export const RETRY_AFTER_SECONDS = Math.ceil(RATE_LIMIT.window / 1000);

const tooManyAttempts = () => new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");

/** Limit buckets of the owner's sign-in: wrong passwords and wrong second-step codes count in both. */
async function signInBuckets(username: string, ip: string) {
  return { ip: `admin:${await hashIp(ip)}`, user: `admin-user:${username.toLowerCase()}` };
}

/**
 * Takes one attempt from each bucket before a secret is checked, so parallel guesses cannot
 * outrun the limit; 429 past it. A device the owner signed in from before is exempt from the
 * username's limit, so wrong guesses from anywhere else cannot keep her out; its address's
 * limit still holds.
 */
async function takeSignInAttempts(buckets: { ip: string; user: string }, knownDevice: boolean): Promise<(number | null)[]> {
  const ipAttempt = await takeAttempt(buckets.ip);
  if (ipAttempt === null) throw tooManyAttempts();
  if (knownDevice) return [ipAttempt];
  const userAttempt = await takeAttempt(buckets.user);
  if (userAttempt === null) {
    await releaseAttempt(ipAttempt);
    throw tooManyAttempts();
  }
  return [ipAttempt, userAttempt];
}

/**
 * A full session for an account that has proved itself (its password, and its second factor if
 * it has one; or a passkey): a fresh device token too, the old one retired. Returns both tokens
 * for the cookies.
 */
export async function openAdminSession(userId: number, device: string | undefined) {
  const session = await createSession("admin", userId);
  await forgetDevice(device);
  return { session, device: await rememberDevice(userId) };
}

/**
 * The administrator's sign-in, with its limits: attempts per client address and per username,
 * taken before the password is checked. `device` is the token of the device cookie, if any.
 * Without a second factor, returns the new session and the device's new token for the cookies;
 * with one, a pending sign-in that the second step (completeSecondStep) turns into a session.
 */
export async function signInAdmin(username: string, password: string, ip: string, device: string | undefined) {
  const buckets = await signInBuckets(username, ip);
  const attempts = await takeSignInAttempts(buckets, await isKnownDevice(device, username));
  const user = await findAdmin(username, password);
  if (!user) {
    await recordAudit({ actor: username, action: "auth.sign-in-failed", target: "password", ip });
    throw new HttpError(401, "invalid_credentials", "auth.errors.invalidCredentials");
  }
  const factors = await accountFactors(user.id);
  if (factors.length > 0) {
    // Half a proof: the password's own attempts are given back, but earlier wrong codes stay
    // counted, or signing in again would reset the limit on guessing the second step.
    for (const attempt of attempts) await releaseAttempt(attempt);
    return { secondFactor: true as const, user, factors, pending: await createPendingSignIn(user.id) };
  }
  // Proof of the password: earlier typos from this client or on this account no longer count.
  await clearFailures(buckets.ip);
  await clearFailures(buckets.user);
  const opened = await openAdminSession(user.id, device);
  await recordAudit({ actor: user.username, action: "auth.sign-in", target: "password", ip });
  return { secondFactor: false as const, user, ...opened };
}

/**
 * The sign-in's second step: a TOTP code or an unused recovery code, for the account of the
 * pending sign-in `token`, under the password's limits (a wrong code counts as a wrong
 * password, 401 invalid_code). Returns the new session and the device's new token for the cookies.
 */
export async function completeSecondStep(token: string | undefined, code: string, ip: string, device: string | undefined) {
  const pending = await readPendingSignIn(token);
  if (!pending || !token) throw new HttpError(401, "sign_in_expired", "auth.errors.signInExpired");
  const buckets = await signInBuckets(pending.username, ip);
  await takeSignInAttempts(buckets, await isKnownDevice(device, pending.username));
  const method = await checkSecondFactorCode(pending.id, code);
  if (!method) {
    await recordAudit({ actor: pending.username, action: "auth.second-factor-failed", ip });
    throw new HttpError(401, "invalid_code", "auth.errors.invalidCode");
  }
  await clearFailures(buckets.ip);
  await clearFailures(buckets.user);
  await endPendingSignIn(token);
  const opened = await openAdminSession(pending.id, device);
  await recordAudit({ actor: pending.username, action: "auth.sign-in", target: `password + ${method.replace("-", " ")}`, ip });
  return { user: pending, ...opened };
}

const SUPER_ADMIN_ALL = "super-all";

/** Verifies a super-admin key, counting wrong guesses per client address and from all addresses together. */
export async function checkSuperAdminKey(key: string, ip: string, configuredKey: string | undefined): Promise<void> {
  const bucket = `super:${await hashIp(ip)}`;
  // The attempts are taken before the check, so parallel guesses cannot outrun the limits.
  const attempt = await takeAttempt(bucket);
  const everyone = attempt === null ? null : await takeAttempt(SUPER_ADMIN_ALL, SUPER_ADMIN_GLOBAL_MAX_FAILURES);
  if (everyone === null) {
    await releaseAttempt(attempt);
    throw tooManyAttempts();
  }
  if (!(await verifySuperAdminKey(key, configuredKey))) {
    throw new HttpError(403, "invalid_key", "errors.invalidKey");
  }
  await clearFailures(bucket);
  await releaseAttempt(everyone);
}

/** Opens a super-admin session once the key is right (`configuredKey`: SUPER_ADMIN_KEY, if set). */
export async function signInSuperAdmin(key: string, ip: string, configuredKey: string | undefined) {
  await checkSuperAdminKey(key, ip, configuredKey);
  return createSession("super_admin", null);
}
