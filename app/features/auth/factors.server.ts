import { eq, sql } from "drizzle-orm";

import { readMeta, writeMeta } from "~/db/app-meta.server";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";

import type { Session } from "./auth.server";

/** What an account can prove itself with beyond its password, in the order the API lists them. */
export type Factor = "passkey" | "totp";

export const FACTORS = ["passkey", "totp"] as const satisfies readonly Factor[];

/** The account's name and factors, in one query. */
export async function accountSecurity(userId: number): Promise<{ name: string; factors: Factor[] } | null> {
  const [row] = await getDb()
    .select({
      name: users.name,
      totp: sql<boolean>`${users.totpSealed} is not null`,
      // Written out: in a one-table select Drizzle leaves columns unqualified, and both tables have an "id".
      passkey: sql<boolean>`exists (select 1 from "passkeys" p where p."user_id" = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { name: row.name, factors: FACTORS.filter((factor) => Boolean(row[factor])) };
}

/**
 * The second factors the account has set up: a passkey (any row in `passkeys`), TOTP (a key
 * proved by a first code). Every question of "does this account have a factor" asks here.
 */
export async function accountFactors(userId: number): Promise<Factor[]> {
  return (await accountSecurity(userId))?.factors ?? [];
}

const POLICY_META = "second_factor_required";

/** Whether the owner made a second factor compulsory for every account (off until she does). */
export async function secondFactorRequired(): Promise<boolean> {
  return (await readMeta(POLICY_META)) === "true";
}

export async function setSecondFactorRequired(required: boolean): Promise<void> {
  await writeMeta(POLICY_META, required ? "true" : "false");
}

/**
 * Whether this session's account must set up a factor before it may do anything but look after
 * itself: the owner's policy is on and the account has none yet.
 */
export async function secondFactorSetupRequired(session: Pick<Session, "userId">): Promise<boolean> {
  if (session.userId === null || !(await secondFactorRequired())) return false;
  return (await accountFactors(session.userId)).length === 0;
}

/** What the panel's security area shows an account: its factors and, to the owner alone, her policy. */
export async function securityOverview(session: Pick<Session, "userId" | "role">): Promise<{
  factors: Factor[];
  secondFactorRequired: boolean | null;
}> {
  const [factors, required] = await Promise.all([
    session.userId === null ? [] : accountFactors(session.userId),
    session.role === "owner" ? secondFactorRequired() : null,
  ]);
  return { factors, secondFactorRequired: required };
}
