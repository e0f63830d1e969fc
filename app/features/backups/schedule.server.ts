import { sql } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { appMeta } from "~/db/schema";
import { ownerBackupWarningEmail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { TIME_ZONE } from "~/lib/constants";
import { todayInItaly } from "~/lib/dates";

import { BackupBusyError, backupStatus, nightlyDone, runBackup, type BackupOptions } from "./backups.server";

/** From this hour (Italy's time) the morning warning may go, once a day, when no backup is recent. */
export const WARNING_HOUR = 8;

const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", hourCycle: "h23" });

/** Italy's date and hour of a moment, whatever the server's time zone. */
export function italyClock(now: Date): { day: string; hour: number } {
  return { day: todayInItaly(now), hour: Number(hourFormat.format(now)) };
}

export type BackupSchedule = { stop: () => Promise<void>; /** One look now (tests). */ tick: (now?: Date) => Promise<void> };

/**
 * Every minute or so each process looks at Italy's clock: within BACKUP_HOUR it makes tonight's
 * backup unless one is made or being made (the database lets one process claim it); from
 * WARNING_HOUR it queues the owner's warning when no backup is recent (once a day, also claimed).
 */
export function startBackupSchedule(
  options: BackupOptions,
  schedule: { hour: number | undefined; pollMs?: number; log?: (message: string) => void },
): BackupSchedule {
  const pollMs = schedule.pollMs ?? 60_000;
  const log = schedule.log ?? console.log;
  let stopped = false;
  let running: Promise<void> | undefined;

  const look = async (now: Date) => {
    if (schedule.hour === undefined) return;
    const { day, hour } = italyClock(now);
    if (hour === schedule.hour && !(await nightlyDone(day))) {
      try {
        const backup = await runBackup(options, { trigger: "nightly", night: day, log });
        log(`Nightly backup made: ${backup.name} (${backup.bytes} bytes).`);
      } catch (error) {
        // Another process claimed it first; a failure is recorded on its row and logged.
        if (!(error instanceof BackupBusyError)) console.error("Nightly backup failed:", error);
      }
    }
    if (hour >= WARNING_HOUR) await warnWhenStale(options, day, now);
  };
  const kick = (now = new Date()) => {
    if (stopped) return Promise.resolve();
    running ??= look(now)
      .catch((error) => console.error("Backup schedule failed:", error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void kick(), 2_000 + Math.random() * 3_000);
  first.unref();
  const timer = setInterval(() => void kick(), pollMs * (0.9 + Math.random() * 0.2));
  timer.unref();
  return {
    tick: (now) => kick(now),
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

const WARNED_KEY = "backup_warning_day";

/**
 * Queues the owner's warning when there has been no good backup for 36 hours, at most once a day
 * across processes: the day is claimed in app_meta in the transaction that writes the message.
 */
export async function warnWhenStale(options: BackupOptions, day: string, now = new Date()): Promise<boolean> {
  const status = await backupStatus({ ...options, scheduled: true }, now);
  if (!status.stale) return false;
  const email = ownerBackupWarningEmail(await businessContact(), status.lastGood ? new Date(status.lastGood.createdAt) : null, {
    panel: `${siteUrl()}/admin/backup`,
  });
  const queued = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appMeta)
      .values({ key: WARNED_KEY, value: day })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: day }, setWhere: sql`${appMeta.value} < ${day}` })
      .returning();
    if (!claimed) return false;
    await enqueue(tx, { kind: "owner-backup", audience: "owner", ...email });
    return true;
  });
  if (queued) nudgeOutbox();
  return queued;
}
