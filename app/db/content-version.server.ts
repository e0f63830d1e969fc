import { eq, sql } from "drizzle-orm";

import { getDb } from "./client.server";
import { appMeta } from "./schema";

/**
 * A counter every process can read: bumped by each write that changes what public pages
 * show, so processes that cache rendered pages know when theirs are out of date.
 */
const CONTENT_VERSION = "content_version";

export async function readContentVersion(): Promise<string | null> {
  const [row] = await getDb().select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CONTENT_VERSION)).limit(1);
  return row?.value ?? null;
}

/** Increments the counter (creating it at 1) and returns its new value. */
export async function bumpContentVersion(): Promise<string> {
  const [row] = await getDb()
    .insert(appMeta)
    .values({ key: CONTENT_VERSION, value: "1" })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`(${appMeta.value}::bigint + 1)::text` } })
    .returning({ value: appMeta.value });
  return row!.value;
}
