import { advanceMeta } from "~/db/app-meta.server";
import { getDb } from "~/db/client.server";
import { ownerBackupWarningEmail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { italyClock } from "~/lib/dates";
import { startPoller } from "~/lib/poller.server";

import { nightlyDone } from "./backup-runs.server";
import { applyBackupRetention, BackupBusyError, backupStatus, runBackup, type BackupOptions } from "./backups.server";

/** From this hour (Italy's time) the morning warning may go, once a day, when no backup is recent. */
export const WARNING_HOUR = 8;

/**
 * Every minute or so each process looks at Italy's clock: within BACKUP_HOUR it makes tonight's
 * backup unless one is made or being made (the database lets one process claim it); from
 * WARNING_HOUR it queues the owner's warning when no backup is recent (once a day, also claimed).
 * Once a day, with or without a nightly backup, backups older than the privacy policy's period go.
 */
export function startBackupSchedule(
  options: BackupOptions,
  schedule: { hour: number | undefined; pollMs?: number; log?: (message: string) => void },
): { stop: () => Promise<void> } {
  const log = schedule.log ?? console.log;
  let prunedOn: string | undefined;
  const look = async () => {
    const now = new Date();
    const { day, hour } = italyClock(now);
    if (prunedOn !== day) {
      prunedOn = day;
      await applyBackupRetention(options, log, now).catch((error) => console.error("Deleting old backups failed:", error));
    }
    if (schedule.hour === undefined) return;
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
  const poller = startPoller(look, { pollMs: schedule.pollMs ?? 60_000, label: "Backup schedule" });
  return { stop: poller.stop };
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
    if (!(await advanceMeta(tx, WARNED_KEY, day))) return false;
    await enqueue(tx, { kind: "owner-backup", audience: "owner", ...email });
    return true;
  });
  if (queued) nudgeOutbox();
  return queued;
}
