import { eq, sql } from "drizzle-orm";

import { getDb, type Executor } from "./client.server";
import { appMeta } from "./schema";

/**
 * app_meta: values the server keeps about itself under a key (the super-admin key's hash, when
 * backups began, the day the backup warning last went, the content version). The table is the
 * database layer's own: features read and write it through these functions.
 */

/** The value under `key`, or undefined. */
export async function readMeta(key: string, executor: Executor = getDb()): Promise<string | undefined> {
  const [row] = await executor.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value;
}

/** Sets `key` to `value`, replacing what it held. */
export async function writeMeta(key: string, value: string, executor: Executor = getDb()): Promise<void> {
  await executor.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/** Sets `key` to `value` unless it holds one already: whether this call was the one that set it. */
export async function writeMetaOnce(key: string, value: string, executor: Executor = getDb()): Promise<boolean> {
  const inserted = await executor.insert(appMeta).values({ key, value }).onConflictDoNothing().returning({ key: appMeta.key });
  return inserted.length > 0;
}

/**
 * Moves `key` forward to `value` unless it already holds `value` or a later one (compared as
 * text: ISO dates order so). A claim: of several processes calling it at once with the same
 * value, one alone gets true. Pass the transaction that writes what the claim is for.
 */
export async function advanceMeta(executor: Executor, key: string, value: string): Promise<boolean> {
  const claimed = await executor
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value }, setWhere: sql`${appMeta.value} < ${value}` })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}
