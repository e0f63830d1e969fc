import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { and, count, eq, gt, lt, lte, ne } from "drizzle-orm";

import { readMeta, writeMeta, writeMetaOnce } from "~/db/app-meta.server";
import { getDb } from "~/db/client.server";
import { adminDevices, loginAttempts, sessions, users } from "~/db/schema";
import { readCookie } from "~/lib/cookies.server";
import { todayInItaly } from "~/lib/dates";
import { HttpError } from "~/lib/http-error";
import { isRole, type Role } from "~/lib/roles";

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/**
 * OWASP's scrypt figure in its low-memory form: N=2^14, r=8, p=5 costs as much work as
 * N=2^17, r=8, p=1 but needs 16 MiB per hash instead of 128, which a small server can afford
 * for several sign-ins at once. Hashes made with other parameters still verify and are
 * replaced at the next sign-in (needsRehash).
 */
const SCRYPT = { N: 16384, r: 8, p: 5, keylen: 64 };
const SCRYPT_PREFIX = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `${SCRYPT_PREFIX}${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether a stored hash was made with weaker (or other) parameters than today's. */
export const needsRehash = (stored: string) => !stored.startsWith(SCRYPT_PREFIX);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const actual = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashes both sides to a fixed length first, so the comparison time says nothing about the key. */
export function constantTimeEquals(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

// ---------------------------------------------------------------- sessions

export type SessionKind = "admin" | "super_admin";

export const SESSION_COOKIE: Record<SessionKind, string> = { admin: "bb_admin", super_admin: "bb_super" };
/** The longest a session lives, however busy (ASVS V3.3: 12 hours for the owner). */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  admin: 12 * 3600_000,
  super_admin: 8 * 3600_000,
};
/** An owner's session ends after this long without a request from her panel. */
export const ADMIN_IDLE_MS = 30 * 60_000;
/** How stale the last-seen time may grow before a request writes it again: one write a minute at most. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Creates a session and returns the token for the cookie; the database keeps only its hash. A
 * session opens at a sign-in, which is a fresh check: its time is the server's clock, as the
 * fresh check's (fresh-check.server.ts) is.
 */
export async function createSession(kind: SessionKind, userId: number | null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS[kind]);
  await getDb()
    .insert(sessions)
    .values({ id: sha256(token), kind, userId, expiresAt, verifiedAt: new Date(now) });
  return { token, expiresAt };
}

/** A live session: a panel account's (with its role) or the super-admin's (no account, role null). */
export type Session = { kind: SessionKind; userId: number | null; username: string | null; role: Role | null; verifiedAt: Date };

export async function readSession(kind: SessionKind, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const now = Date.now();
  const id = sha256(token);
  const idle = kind === "admin" ? gt(sessions.lastSeenAt, new Date(now - ADMIN_IDLE_MS)) : undefined;
  const [row] = await getDb()
    .select({
      kind: sessions.kind,
      userId: sessions.userId,
      username: users.username,
      role: users.role,
      status: users.status,
      lastSeenAt: sessions.lastSeenAt,
      verifiedAt: sessions.verifiedAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind), gt(sessions.expiresAt, new Date(now)), idle))
    .limit(1);
  if (!row) return null;
  // An account's session holds only while the account is active and has a role the panel knows.
  if (kind === "admin" && (row.username === null || row.status !== "active" || !isRole(row.role))) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS)
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  return { kind, userId: row.userId, username: row.username, role: isRole(row.role) ? row.role : null, verifiedAt: row.verifiedAt };
}

/** The live session of this kind that a request's Cookie header carries, if any. */
export function sessionFromCookies(kind: SessionKind, cookieHeader: string | null | undefined): Promise<Session | null> {
  return readSession(kind, readCookie(cookieHeader, SESSION_COOKIE[kind]));
}

/**
 * The owner's new password, once her current one is proved: every other session of hers ends
 * (the one making the change, `keepToken`, stays). Wrong current passwords count against the
 * same limit as wrong sign-ins, so a borrowed session cannot be used to guess.
 */
export async function changePassword(
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepToken: string | undefined,
): Promise<void> {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, "unauthorized", "errors.unauthorized");
  const bucket = `admin-user:${user.username.toLowerCase()}`;
  const attempt = await takeAttempt(bucket);
  if (attempt === null) throw new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
  if (!(await verifyPassword(currentPassword, user.password))) {
    throw new HttpError(400, "validation_error", "errors.validation", { currentPassword: { key: "auth.errors.wrongPassword" } });
  }
  await releaseAttempt(attempt);
  const password = await hashPassword(newPassword);
  const keep = keepToken ? sha256(keepToken) : "";
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
  });
}

/** "Esci da tutti i dispositivi": every session of the owner ends, this one too, and no device stays remembered. */
export async function endAllSessions(userId: number): Promise<number> {
  const db = getDb();
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await db.delete(adminDevices).where(eq(adminDevices.userId, userId));
  return ended.length;
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await getDb()
    .delete(sessions)
    .where(eq(sessions.id, sha256(token)));
}

// ---------------------------------------------------------------- logins

/**
 * The username an account is stored under: invited people sign in with their e-mail address,
 * kept lower-cased, so an address is matched whatever its case; other usernames as typed.
 */
export const accountUsername = (typed: string): string => (typed.includes("@") ? typed.trim().toLowerCase() : typed);

export async function findAdmin(username: string, password: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(users.username, accountUsername(username)))
    .limit(1);
  // Hash anyway when the user does not exist, so timing does not reveal usernames.
  const ok = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  // A disabled account (or one still waiting for its password) does not sign in.
  if (!user || !ok || user.status !== "active") return null;
  if (needsRehash(user.password))
    await getDb()
      .update(users)
      .set({ password: await hashPassword(password) })
      .where(eq(users.id, user.id));
  return { id: user.id, username: user.username, role: user.role };
}

const DUMMY_HASH = `${SCRYPT_PREFIX}${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(64).toString("base64")}`;

/** Failed guesses allowed per bucket in the window before answering 429. */
export const RATE_LIMIT = { window: 15 * 60_000, maxFailures: 10 };
/**
 * Wrong super-admin keys from all addresses together in the window: past it nobody gets in
 * for a while, which beats an attacker spreading guesses over many addresses.
 */
export const SUPER_ADMIN_GLOBAL_MAX_FAILURES = 50;

/**
 * Takes one of the bucket's attempts *before* the secret is checked, so that parallel guesses
 * cannot all pass a check made before any of them was recorded. An attempt is ranked among
 * the bucket's recent ones; past the limit it is given back and null is returned (answer 429).
 * A wrong guess keeps its attempt; a right one clears the bucket.
 */
export async function takeAttempt(bucket: string, maxFailures: number = RATE_LIMIT.maxFailures): Promise<number | null> {
  const db = getDb();
  const since = new Date(Date.now() - RATE_LIMIT.window);
  const [row] = await db.insert(loginAttempts).values({ bucket }).returning({ id: loginAttempts.id });
  const [ranked] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.bucket, bucket), gt(loginAttempts.attemptedAt, since), lte(loginAttempts.id, row!.id)));
  if ((ranked?.n ?? 0) <= maxFailures) return row!.id;
  await releaseAttempt(row!.id);
  return null;
}

export async function releaseAttempt(id: number | null): Promise<void> {
  if (id !== null) await getDb().delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function clearFailures(bucket: string): Promise<void> {
  await getDb().delete(loginAttempts).where(eq(loginAttempts.bucket, bucket));
}

// ---------------------------------------------------------------- the owner's devices

export const DEVICE_COOKIE = "bb_device";
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;

/** Remembers the device the administrator just signed in from; returns the cookie's token. */
export async function rememberDevice(userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + DEVICE_TTL_MS);
  await getDb()
    .insert(adminDevices)
    .values({ id: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Whether the device's cookie belongs to a sign-in of this username that has not expired. */
export async function isKnownDevice(token: string | undefined, username: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await getDb()
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .innerJoin(users, eq(users.id, adminDevices.userId))
    .where(and(eq(adminDevices.id, sha256(token)), eq(users.username, accountUsername(username)), gt(adminDevices.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

export async function forgetDevice(token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await getDb()
    .delete(adminDevices)
    .where(eq(adminDevices.id, sha256(token)));
}

export async function purgeExpiredAuthData(now = new Date()): Promise<void> {
  await getDb().delete(sessions).where(lt(sessions.expiresAt, now));
  await getDb().delete(adminDevices).where(lt(adminDevices.expiresAt, now));
  await getDb()
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - RATE_LIMIT.window)));
}

// ---------------------------------------------------------------- super-admin key

const SUPER_KEY_META = "super_admin_key_hash";
const SUPER_KEY_IN_USE_META = "super_admin_key_in_use";

/**
 * Ends every super-admin session when SUPER_ADMIN_KEY is not the key the sessions were opened
 * under (called at start): changing the key is how access is revoked. The key in use is kept
 * only as a salted scrypt hash. Returns how many sessions ended.
 */
export async function endSuperAdminSessionsOnKeyChange(configuredKey: string | undefined): Promise<number> {
  if (!configuredKey) return 0;
  const inUse = await readMeta(SUPER_KEY_IN_USE_META);
  if (inUse !== undefined && (await verifyPassword(configuredKey, inUse))) return 0;
  const ended = await getDb().delete(sessions).where(eq(sessions.kind, "super_admin")).returning({ id: sessions.id });
  await writeMeta(SUPER_KEY_IN_USE_META, await hashPassword(configuredKey));
  return ended.length;
}

/**
 * Checks a super-admin key: against SUPER_ADMIN_KEY when it is set, otherwise against the
 * hash of the key generated on first start.
 */
export async function verifySuperAdminKey(candidate: string, configuredKey: string | undefined): Promise<boolean> {
  if (configuredKey) return constantTimeEquals(candidate, configuredKey);
  const hash = await readMeta(SUPER_KEY_META);
  if (hash === undefined) return false;
  return verifyPassword(candidate, hash);
}

/** Without SUPER_ADMIN_KEY, generates a key once, keeps its hash and returns it to print. */
export async function ensureGeneratedSuperAdminKey(configuredKey: string | undefined): Promise<string | null> {
  if (configuredKey) return null;
  if ((await readMeta(SUPER_KEY_META)) !== undefined) return null;
  const key = randomBytes(18).toString("base64url");
  return (await writeMetaOnce(SUPER_KEY_META, await hashPassword(key))) ? key : null;
}

let ipHashKey: Buffer | undefined;

/** The secret behind visitor address hashes: from IP_HASH_KEY or a file under DATA_DIR, never the database. */
export function setIpHashKey(key: Buffer): void {
  ipHashKey = key;
}

/**
 * Visitor addresses are stored and rate-limited only as keyed hashes: HMAC-SHA-256 with a key
 * derived, for each day in Italy, from a secret that is not in the database. A copy of the
 * database alone does not let anyone try the 2³² IPv4 addresses, and the same address gives a
 * different hash each day, so visits on different days cannot be linked.
 */
export async function hashIp(ip: string, now: Date = new Date()): Promise<string> {
  if (!ipHashKey) throw new Error("IP hash key not set");
  const dayKey = createHmac("sha256", ipHashKey)
    .update(`day:${todayInItaly(now)}`)
    .digest();
  return createHmac("sha256", dayKey).update(ip).digest("hex");
}
