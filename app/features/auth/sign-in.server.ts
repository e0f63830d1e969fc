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

/** How long a client that hit a login limit is told to wait (Retry-After of the 429). */
export const RETRY_AFTER_SECONDS = Math.ceil(RATE_LIMIT.window / 1000);

const tooManyAttempts = () => new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");

/**
 * The administrator's sign-in, with its limits: attempts per client address and per username,
 * taken before the password is checked. `device` is the token of the device cookie, if any.
 * Returns the new session and the device's new token for the cookies.
 */
export async function signInAdmin(username: string, password: string, ip: string, device: string | undefined) {
  const ipBucket = `admin:${await hashIp(ip)}`;
  const userBucket = `admin-user:${username.toLowerCase()}`;
  // A device the owner signed in from before is exempt from the username's limit, so wrong
  // guesses from anywhere else cannot keep her out; its address's limit still holds.
  const knownDevice = await isKnownDevice(device, username);
  // Attempts are taken before the password is checked, so parallel guesses cannot outrun the limit;
  // a wrong password keeps them, a right one clears both buckets below.
  const ipAttempt = await takeAttempt(ipBucket);
  if (ipAttempt === null) throw tooManyAttempts();
  if (!knownDevice && (await takeAttempt(userBucket)) === null) {
    await releaseAttempt(ipAttempt);
    throw tooManyAttempts();
  }
  const user = await findAdmin(username, password);
  if (!user) throw new HttpError(401, "invalid_credentials", "auth.errors.invalidCredentials");
  // Proof of the password: earlier typos from this client or on this account no longer count.
  await clearFailures(ipBucket);
  await clearFailures(userBucket);
  const session = await createSession("admin", user.id);
  // A fresh device token at every sign-in (the old one is retired).
  await forgetDevice(device);
  return { user, session, device: await rememberDevice(user.id) };
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
