import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, min, ne, or, sql } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { adminDevices, invitations, sessions, users } from "~/db/schema";
import { HttpError, notFound } from "~/lib/http-error";
import { isRole, type Role } from "~/lib/roles";

import { clearFailures, hashIp, hashPassword, releaseAttempt, sha256, takeAttempt } from "./auth.server";

/**
 * The panel's accounts as the owner manages them: people invited by e-mail, who set their own
 * password through a single-use link, then sign in with their address as username. The account
 * made at set-up (the first) can be neither changed nor removed, so the house always keeps an owner.
 */

/** How long an invitation's link opens the page where the person sets a password. */
export const INVITATION_TTL_MS = 72 * 3600_000;

export const ACCOUNT_STATUSES = ["invited", "active", "disabled"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export type Account = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role: Role;
  status: AccountStatus;
  createdAt: Date;
  /** The account made at set-up: never changed, disabled or deleted from the panel. */
  setupOwner: boolean;
};

const accountColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

type AccountRow = { id: number; username: string; name: string; email: string | null; role: string; status: string; createdAt: Date };

const isStatus = (value: string): value is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(value);

function toAccount(row: AccountRow, setupOwnerId: number | null): Account {
  return {
    ...row,
    // The columns' checks allow nothing else; the fallbacks only keep the type honest.
    role: isRole(row.role) ? row.role : "housekeeping",
    status: isStatus(row.status) ? row.status : "disabled",
    setupOwner: row.id === setupOwnerId,
  };
}

/** The first account, made at set-up from ADMIN_USERNAME: the one the panel never lets go. */
async function setupOwnerId(executor: Executor = getDb()): Promise<number | null> {
  const [row] = await executor.select({ id: min(users.id) }).from(users);
  return row?.id ?? null;
}

/** Every account, oldest first. */
export async function listAccounts(): Promise<Account[]> {
  const db = getDb();
  const [rows, setupId] = await Promise.all([db.select(accountColumns).from(users).orderBy(asc(users.id)), setupOwnerId(db)]);
  return rows.map((row) => toAccount(row, setupId));
}

async function accountById(executor: Executor, id: number): Promise<Account | null> {
  const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toAccount(row, await setupOwnerId(executor)) : null;
}

/**
 * A password no one can type: it is not an scrypt hash, so every check of it fails, and the
 * invited person's account opens only once she sets her own through the invitation.
 */
const unusablePassword = () => `unusable$${randomBytes(32).toString("base64url")}`;

const emailTaken = () => new HttpError(409, "email_taken", "accounts.errors.emailTaken", { email: { key: "accounts.errors.emailTaken" } });

/** The database's unique index refused the row: another request took the address first. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === "23505";
};

/**
 * A new link for the account: only the token's SHA-256 is kept, so the database (or a backup
 * of it) never holds a link that works. Returns the token, for the e-mail.
 */
async function newInvitation(executor: Executor, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await executor.insert(invitations).values({ userId, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
  return token;
}

/** What a caller does in the same transaction once the account and its link exist (the e-mail is queued there). */
export type WithInvitation = (executor: Executor, account: Account, token: string) => Promise<void>;

/**
 * Creates an invited account (username: the address, lower-cased) and its link, and runs
 * `then` in the same transaction: if the e-mail cannot be queued, nothing is stored. An address
 * already used by an account, as its address or as its username, is 409 email_taken.
 */
export async function createInvitedAccount(input: { name: string; email: string; role: Role }, then: WithInvitation): Promise<Account> {
  const email = input.email.trim().toLowerCase();
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${email}`, sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (taken) throw emailTaken();
      const [row] = await tx
        .insert(users)
        .values({ username: email, password: unusablePassword(), role: input.role, name: input.name, email, status: "invited" })
        .returning(accountColumns);
      const account = toAccount(row!, await setupOwnerId(tx));
      await then(tx, account, await newInvitation(tx, account.id));
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * A fresh link for an account still waiting for its password: the earlier links stop working.
 * An account that already has a password (or is disabled) is 409 not_invited.
 */
export async function reinviteAccount(id: number, then: WithInvitation): Promise<Account> {
  return getDb().transaction(async (tx) => {
    const account = await accountById(tx, id);
    if (!account) throw notFound();
    if (account.status !== "invited") throw new HttpError(409, "not_invited", "accounts.errors.notInvited");
    await tx.delete(invitations).where(and(eq(invitations.userId, id), isNull(invitations.usedAt)));
    await then(tx, account, await newInvitation(tx, id));
    return account;
  });
}

const invitationInvalid = () => new HttpError(410, "invitation_invalid", "accounts.errors.invitationInvalid");

/** The invitation a token opens, if it is still good: unused, not expired, its account still waiting. */
async function liveInvitation(executor: Executor, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await executor
    .select({ id: invitations.id, userId: invitations.userId, name: users.name, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(
      and(
        eq(invitations.tokenHash, sha256(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
        eq(users.status, "invited"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the invitation's page shows before the password is set: whose account it opens, or nothing. */
export async function invitationFor(token: string, now = new Date()): Promise<{ name: string; email: string } | null> {
  const row = await liveInvitation(getDb(), token, now);
  return row ? { name: row.name, email: row.email ?? "" } : null;
}

/**
 * The invited person sets her password: the account becomes active and the link is used up
 * (every other link of hers too). A wrong, used or expired token is 410 invitation_invalid and
 * changes nothing; wrong tokens count against the address's sign-in limit.
 */
export async function acceptInvitation(token: string, password: string, ip: string, now = new Date()): Promise<Account> {
  const bucket = `invite:${await hashIp(ip)}`;
  const attempt = await takeAttempt(bucket);
  if (attempt === null) throw new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
  const db = getDb();
  const found = await liveInvitation(db, token, now);
  if (!found) throw invitationInvalid();
  const hash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    // The link is spent by the one request whose update finds it unused: two at once cannot both set a password.
    const [spent] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.id, found.id), isNull(invitations.usedAt)))
      .returning({ id: invitations.id });
    if (!spent) throw invitationInvalid();
    const [row] = await tx
      .update(users)
      .set({ password: hash, status: "active" })
      .where(and(eq(users.id, found.userId), eq(users.status, "invited")))
      .returning(accountColumns);
    if (!row) throw invitationInvalid();
    await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.userId, found.userId), isNull(invitations.usedAt)));
    return toAccount(row, await setupOwnerId(tx));
  });
  await releaseAttempt(attempt);
  await clearFailures(bucket);
  return account;
}

/** Ends every session of the account at once and forgets its devices: a disabled or deleted person is out. */
async function endSessionsOf(executor: Executor, userId: number): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.userId, userId));
  await executor.delete(adminDevices).where(eq(adminDevices.userId, userId));
}

/**
 * Refuses a change that would leave the house without its owner: the set-up account
 * (409 setup_owner), the caller's own account (409 own_account: nobody locks herself out by
 * mistake), the last active owner (409 last_owner).
 */
async function guardChange(executor: Executor, account: Account, actorId: number | null, losesOwner: boolean): Promise<void> {
  if (account.setupOwner) throw new HttpError(409, "setup_owner", "accounts.errors.setupOwner");
  if (account.id === actorId) throw new HttpError(409, "own_account", "accounts.errors.ownAccount");
  if (!losesOwner) return;
  const [other] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), eq(users.status, "active"), ne(users.id, account.id)))
    .limit(1);
  if (!other) throw new HttpError(409, "last_owner", "accounts.errors.lastOwner");
}

/** Whether the account has a password of its own: an invited person's is unusable until she sets one. */
async function hasPassword(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor.select({ password: users.password }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.password.startsWith("scrypt$"));
}

export type AccountChange = { account: Account; before: Account };

/**
 * Changes an account's role, or disables or enables it. Disabling ends its sessions and its
 * unused links at once; enabling gives back "active", or "invited" to a person who never set a
 * password (she needs a fresh invitation).
 */
export async function updateAccount(
  id: number,
  change: { role?: Role; disabled?: boolean },
  actorId: number | null,
): Promise<AccountChange> {
  return getDb().transaction(async (tx) => {
    const before = await accountById(tx, id);
    if (!before) throw notFound();
    const role = change.role ?? before.role;
    let status = before.status;
    if (change.disabled === true) status = "disabled";
    else if (change.disabled === false && before.status === "disabled") status = (await hasPassword(tx, id)) ? "active" : "invited";
    const wasOwner = before.role === "owner" && before.status === "active";
    await guardChange(tx, before, actorId, wasOwner && (role !== "owner" || status !== "active"));
    const [row] = await tx.update(users).set({ role, status }).where(eq(users.id, id)).returning(accountColumns);
    if (status === "disabled") {
      await endSessionsOf(tx, id);
      // Her links stop working; enabled again, she needs a fresh one.
      await tx.delete(invitations).where(and(eq(invitations.userId, id), isNull(invitations.usedAt)));
    }
    return { account: toAccount(row!, await setupOwnerId(tx)), before };
  });
}

/** Deletes an account (its sessions, devices, links and factors go with it). Returns it as it was. */
export async function deleteAccount(id: number, actorId: number | null): Promise<Account> {
  return getDb().transaction(async (tx) => {
    const account = await accountById(tx, id);
    if (!account) throw notFound();
    await guardChange(tx, account, actorId, account.role === "owner" && account.status === "active");
    await endSessionsOf(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    return account;
  });
}
