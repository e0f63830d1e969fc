import os from "node:os";
import { and, eq, lt, sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { backups, type BackupRun } from "~/db/schema";

import { backupNameFor } from "./backup-names";

/**
 * The backups table as the lock and the log of backups: one running backup across every process,
 * held by a claim its process renews, and the runs whose process died marked failed.
 */

/** How long a running backup is left to its process (renewed every CLAIM_RENEW_MS) before it is taken for dead. */
const CLAIM_MS = 120_000;
const CLAIM_RENEW_MS = 30_000;

const INTERRUPTED = "Interrotto: il server si è fermato durante il backup.";

const HOLDER = `${os.hostname()}:${process.pid}`;

function processGone(holder: string | null): boolean {
  const [host, pid] = (holder ?? "").split(/:(?=\d+$)/);
  if (host !== os.hostname() || !pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Running backups whose process died: it stopped renewing its claim, or it ran on this host
 * and is gone (known at once, not after the claim runs out).
 */
export async function expireDeadRuns(now: Date): Promise<void> {
  const db = getDb();
  const running = await db.select({ id: backups.id, holder: backups.holder }).from(backups).where(eq(backups.status, "running"));
  for (const row of running) {
    if (processGone(row.holder))
      await db
        .update(backups)
        .set({ status: "failed", error: INTERRUPTED, finishedAt: now })
        .where(and(eq(backups.id, row.id), eq(backups.status, "running")));
  }
  await db
    .update(backups)
    .set({ status: "failed", error: INTERRUPTED, finishedAt: now })
    .where(and(eq(backups.status, "running"), lt(backups.claimedUntil, now)));
}

/** At start on PGlite (one process by construction): a backup left running is from a process that was killed. */
export async function releaseBackupClaims(): Promise<number> {
  const rows = await getDb()
    .update(backups)
    .set({ status: "failed", error: INTERRUPTED, finishedAt: new Date() })
    .where(eq(backups.status, "running"))
    .returning({ id: backups.id });
  return rows.length;
}

/**
 * Claims the one backup that may run across every process: a row with status "running", which
 * a unique index allows once (and, for a nightly backup, once a night). Undefined when another runs.
 */
export async function claimBackup(trigger: "nightly" | "manual", night: string | undefined): Promise<BackupRun | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = new Date();
    await expireDeadRuns(now);
    const [row] = await getDb()
      .insert(backups)
      .values({
        name: backupNameFor(now),
        trigger,
        night: night ?? null,
        startedAt: now,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        holder: HOLDER,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Names are to the second: a backup that ended within this second took the name, not the slot.
    const [running] = await getDb().select({ id: backups.id }).from(backups).where(eq(backups.status, "running")).limit(1);
    if (running || night) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
  }
  return undefined;
}

/** Renews the claim while the backup runs, so that no other process takes it for dead; the answer stops it. */
export function holdClaim(row: BackupRun): () => void {
  const renew = setInterval(() => {
    getDb()
      .update(backups)
      .set({ claimedUntil: new Date(Date.now() + CLAIM_MS) })
      .where(and(eq(backups.id, row.id), eq(backups.status, "running")))
      .catch((error) => console.error("Renewing the backup's claim failed:", error));
  }, CLAIM_RENEW_MS);
  renew.unref();
  return () => clearInterval(renew);
}

/** Whether tonight's backup is already made or being made (or failed on its own: it is not tried again tonight). */
export async function nightlyDone(night: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.night, night), sql`(${backups.status} <> 'failed' or ${backups.error} <> ${INTERRUPTED})`))
    .limit(1);
  return row !== undefined;
}
