import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { openPglite, openPostgres, setDatabase, type Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import { startStayMails } from "~/features/arrivals/stay-mails.server";
import { purgeAuditLogOlderThan } from "~/features/audit/audit.server";
import { endSuperAdminSessionsOnKeyChange, purgeExpiredAuthData, setIpHashKey } from "~/features/auth/auth.server";
import { releaseFeedClaims, startCalendarSync } from "~/features/availability/sync.server";
import { releaseBackupClaims } from "~/features/backups/backup-runs.server";
import { backupOptions, configureBackups, noteBackupsSince } from "~/features/backups/backups.server";
import { startBackupSchedule } from "~/features/backups/schedule.server";
import { configurePortalEndpoint } from "~/features/guests/alloggiati-soap.server";
import { eraseDocumentNumbersEndedBefore } from "~/features/guests/guests.server";
import { purgePoliceReceiptsBefore, startReceiptFetching } from "~/features/guests/police-receipts.server";
import { releasePoliceClaims } from "~/features/guests/police-send-state.server";
import { startPoliceAutoSend } from "~/features/guests/police-send.server";
import { configureTables, startTablesCheck } from "~/features/guests/police-tables.server";
import { purgePoliceSendsBefore } from "~/features/guests/police.server";
import { configureMail } from "~/features/mail/mail.server";
import { purgeOutboxOlderThan, releaseClaims } from "~/features/mail/outbox.server";
import { startOutboxWorker } from "~/features/mail/worker.server";
import { setUploadsDir, sweepOrphanFiles } from "~/features/media/media.server";
import { purgeQuotesOlderThan } from "~/features/quotes/quotes.server";
import { purgeIstatSendsBefore, startIstatAutoSend } from "~/features/reports/istat-region.server";
import { purgeTaxRecords } from "~/features/reports/tourist-tax-comune.server";
import { keepTaxFiguresOfStaysEndedBefore } from "~/features/reports/tourist-tax.server";
import { purgeReviewContactDataOlderThan } from "~/features/reviews/reviews.server";
import { purgeGuestWrites, setGuestWriteLimit } from "~/features/spam/spam.server";
import { giveMissingCheckInLinks } from "~/features/stays/check-in-link.server";
import { purgeStaysEndedBefore } from "~/features/stays/stays.server";
import { purgeVisitsOlderThan } from "~/features/visits/visits.server";
import { RETENTION } from "~/lib/constants";
import { addDays, todayInItaly } from "~/lib/dates";
import { setGuestDataKey } from "~/lib/guest-crypto.server";

import { seed } from "./seed";

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates, seeds, tidies. */
export async function bootServices(
  env: Env,
  log: (message: string) => void = console.log,
): Promise<{ database: Database; stop: () => Promise<void> }> {
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  const database = env.databaseUrl ? await openPostgres(env.databaseUrl) : await openPglite({ dataDir: path.join(env.dataDir, "db") });
  setDatabase(database);
  setUploadsDir(env.uploadsDir);
  setIpHashKey(Buffer.from(env.ipHashKey ?? secretFile(env, "ip-hash.key", "IP_HASH_KEY", log), "utf8"));
  setGuestDataKey(env.guestDataKey ?? secretFile(env, "guest-data.key", "GUEST_DATA_KEY", log));
  configureTables({ dataDir: env.dataDir, pinnedDir: env.alloggiatiTablesDir, log });
  configurePortalEndpoint(env.alloggiati);
  await database.migrate();
  await seed({
    adminUsername: env.adminUsername,
    adminPassword: env.adminPassword,
    superAdminKey: env.superAdminKey,
    production: env.production,
    log,
  });
  const ended = await endSuperAdminSessionsOnKeyChange(env.superAdminKey);
  if (ended) log(`SUPER_ADMIN_KEY has changed: ${ended} super-admin session(s) ended.`);
  // PGlite is never shared: everything left is from a process that died. With PostgreSQL another
  // process may be writing a photo right now: only what is an hour old is surely abandoned.
  const swept = await sweepOrphanFiles(database.kind === "pglite" ? 0 : 3600_000);
  if (swept) log(`Removed ${swept} upload file(s) left by an interrupted upload.`);
  await applyRetention();
  const linked = await giveMissingCheckInLinks();
  if (linked) log(`Made the pre-check-in link of ${linked} stay(s) entered before such links existed.`);
  const timer = setInterval(() => applyRetention().catch((e) => console.error("Retention job failed:", e)), 6 * 3600_000);
  timer.unref();

  setGuestWriteLimit(env.guestWriteLimit);
  configureMail({ config: env.mail, ownerEmail: env.ownerEmail, siteUrl: env.publicUrl ?? `http://localhost:${env.port}` });
  // PGlite is never shared by two processes: a claim left in it is from a process that died.
  if (database.kind === "pglite") {
    const released = await releaseClaims();
    if (released) log(`${released} e-mail(s) being sent when the server last stopped will be sent again.`);
    await releaseFeedClaims();
    await releasePoliceClaims();
    const interrupted = await releaseBackupClaims();
    if (interrupted) log("The backup being made when the server last stopped was not finished: the next one starts afresh.");
  }
  if (!env.mail) log("SMTP_URL is not set: e-mails wait in the outbox (see README, E-mail).");
  const worker = startOutboxWorker();
  const calendars = startCalendarSync({ intervalMs: env.icalSyncMinutes * 60_000 });
  configureBackups(env, log);
  await noteBackupsSince();
  const backupSchedule = startBackupSchedule(backupOptions(env), { hour: env.backup.hour, log });
  const stayMails = startStayMails({ prearrivalDays: env.prearrivalDays });
  const policeSending = startPoliceAutoSend();
  const receipts = startReceiptFetching({ log });
  const tablesCheck = startTablesCheck();
  const istatSending = startIstatAutoSend();
  return {
    database,
    stop: async () => {
      clearInterval(timer);
      await calendars.stop();
      await backupSchedule.stop();
      await stayMails.stop();
      await policeSending.stop();
      await receipts.stop();
      await tablesCheck.stop();
      await istatSending.stop();
      await worker.stop();
      await database.close();
      setDatabase(undefined);
    },
  };
}

/**
 * A key kept in DATA_DIR/secrets (readable by this user only), made on first start: the visitor
 * address hash key, the guest data key. Never in the database, so a database backup alone
 * recovers neither addresses nor guests' documents. Several processes must share it.
 */
function secretFile(env: Env, name: string, variable: string, log: (message: string) => void): string {
  const file = path.join(env.dataDir, "secrets", name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under another name, then linked into place: a process starting at the same
    // moment never reads a half-written key, and only one key is ever made.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(draft, randomBytes(32).toString("hex"), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
      log(`Made the key ${file} (set ${variable} to share one between processes).`);
    } catch (error) {
      // Another process starting at the same moment made it first.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, "utf8").trim();
}

function monthsAgo(months: number, now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Deletes what the privacy policy says we keep no longer (contact data 2 years, browsing data 13 months, the audit trail 1 year). */
export async function applyRetention(now = new Date()): Promise<void> {
  await purgeQuotesOlderThan(monthsAgo(RETENTION.contactDataMonths, now));
  const staysCutoff = monthsAgo(RETENTION.contactDataMonths, now);
  // The tourist tax's figures outlive the stays: the Comune may ask for them for years.
  await keepTaxFiguresOfStaysEndedBefore(staysCutoff.toISOString().slice(0, 10));
  await purgeStaysEndedBefore(staysCutoff);
  await purgeTaxRecords(todayInItaly(now));
  await eraseDocumentNumbersEndedBefore(addDays(todayInItaly(now), -RETENTION.documentNumberDays));
  await purgePoliceSendsBefore(monthsAgo(RETENTION.policeReceiptMonths, now));
  await purgeIstatSendsBefore(monthsAgo(RETENTION.policeReceiptMonths, now).toISOString().slice(0, 10));
  await purgePoliceReceiptsBefore(todayInItaly(monthsAgo(RETENTION.policeReceiptMonths, now)));
  await purgeOutboxOlderThan(monthsAgo(RETENTION.contactDataMonths, now));
  await purgeGuestWrites(now);
  await purgeReviewContactDataOlderThan(monthsAgo(RETENTION.contactDataMonths, now));
  await purgeVisitsOlderThan(monthsAgo(RETENTION.browsingDataMonths, now));
  await purgeExpiredAuthData(now);
  await purgeAuditLogOlderThan(monthsAgo(RETENTION.auditLogMonths, now));
}
