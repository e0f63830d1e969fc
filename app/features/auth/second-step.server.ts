import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { isRole, type Role } from "~/lib/roles";

import { sha256 } from "./auth.server";

/**
 * Between the password and the second factor: a session of kind 'second_factor' that opens
 * nothing but the second step (every other check reads sessions of kind 'admin' only), kept 5
 * minutes, in a cookie sent to the sign-in's address alone.
 */
export const PENDING_SIGN_IN_COOKIE = "bb_second_factor";
export const PENDING_SIGN_IN_PATH = "/api/auth/login";
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;

export async function createPendingSignIn(userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + PENDING_SIGN_IN_TTL_MS);
  await getDb()
    .insert(sessions)
    .values({ id: sha256(token), kind: "second_factor", userId, expiresAt });
  return { token, expiresAt };
}

/** The account a live pending sign-in is for (still active), or null. */
export async function readPendingSignIn(token: string | undefined): Promise<{ id: number; username: string; role: Role } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await getDb()
    .select({ id: users.id, username: users.username, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sha256(token)), eq(sessions.kind, "second_factor"), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.status !== "active" || !isRole(row.role)) return null;
  return { id: row.id, username: row.username, role: row.role };
}

export async function endPendingSignIn(token: string): Promise<void> {
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sha256(token)), eq(sessions.kind, "second_factor")));
}
