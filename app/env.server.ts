import { isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

import { RETENTION } from "~/lib/constants";

/**
 * Which proxies in front of the server to believe about the client's address (Express's
 * `trust proxy`): never the left-most X-Forwarded-For entry, which the client writes.
 * `false`: none. `true` or a number N: the N proxies nearest the server (true = 1).
 * Otherwise a comma-separated list of proxy addresses, CIDR ranges or `loopback`,
 * `linklocal`, `uniquelocal`.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
  } else {
    const entries = text.split(",").map((s) => s.trim());
    const valid = (entry: string) => {
      if (NAMED_RANGES.has(entry)) return true;
      const [address, prefix, extra] = entry.split("/");
      const version = isIP(address ?? "");
      if (!version || extra !== undefined) return false;
      return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    };
    if (entries.length > 0 && entries.every(valid)) return entries;
  }
  ctx.addIssue({
    code: "custom",
    message:
      "must be false, true, a number of proxies (1–10), or proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas",
  });
  return z.NEVER;
}

/** The one place that reads process.env; validated once at start. */
/** Alloggiati Web's SOAP endpoint, as its WSDL names it. */
export const ALLOGGIATI_DEFAULT_ENDPOINT = "https://alloggiatiweb.poliziadistato.it/service/service.asmx";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(3).max(100).default("admin"),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(200).optional(),
  SUPER_ADMIN_KEY: z.string().min(16, "must be at least 16 characters").max(200).optional(),
  /** Set when behind a reverse proxy, so the client's address comes from X-Forwarded-For (see TrustProxy). */
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  /** The site's public address (https://…), for canonical links and the sitemap; default: the request's. */
  PUBLIC_URL: z.string().url().optional(),
  /** The secret of visitor address hashes (at least 32 characters); default: DATA_DIR/secrets/ip-hash.key, made on first start. */
  IP_HASH_KEY: z.string().min(32, "must be at least 32 characters").max(200).optional(),
  /** The key sealing guests' birth dates and document numbers (at least 32 characters); default: DATA_DIR/secrets/guest-data.key, made on first start. */
  GUEST_DATA_KEY: z.string().min(32, "must be at least 32 characters").max(200).optional(),
  /**
   * The operator's own folder of the police portal's code tables, never replaced by the site; default
   * DATA_DIR/alloggiati-tables (the portal's, refreshed monthly) when present, else resources/alloggiati.
   */
  ALLOGGIATI_TABLES_DIR: z.string().min(1).optional(),
  /** The police portal's web service (SOAP); default the portal's own address. */
  ALLOGGIATI_ENDPOINT: z.string().url("must be an http(s) address").default(ALLOGGIATI_DEFAULT_ENDPOINT),
  /** How long one call to the portal may take before it is given up and retried later. */
  ALLOGGIATI_TIMEOUT_SECONDS: z.coerce.number().int().min(1, "must be at least 1").max(300, "must be at most 300").default(30),
  /** "off" renders every public page afresh instead of serving it from the in-memory page cache. */
  HTML_CACHE: z.enum(["on", "off"]).default("on"),
  /** The mail server: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. Unset: messages wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?.*)?$/, "must be smtp://user:pass@host:port or smtps://user:pass@host:port")
    .optional(),
  /** The sender of every message, e.g. "Casa Brezza Adriatica <info@casabrezza.example>". */
  MAIL_FROM: z.string().trim().max(300).optional(),
  /** Where the owner's notifications go. */
  OWNER_EMAIL: z.string().trim().email("must be an e-mail address").max(255).optional(),
  /**
   * "off" serves pages through React Router's stock Express handler with the plain `compression`
   * middleware, and none of the server's own fast paths: render threads, V8 memory flags, whole-body
   * compression, page-cache hits answered by node:http (docs/decisions/0020-fast-paths-behind-one-switch.md).
   */
  PERF_PATHS: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
  /** Threads that render pages beside the server's own (server/render-pool.ts); default: one per further core, at most 2. */
  RENDER_THREADS: z.coerce.number().int().min(0, "must be 0 or more").max(16, "must be at most 16").optional(),
  /** Quote requests and reviews accepted per client address per hour. */
  GUEST_WRITE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Minutes between two fetches of each room's calendar feed (Airbnb, Booking.com), with ±10 % jitter. */
  ICAL_SYNC_MINUTES: z.coerce.number().int().min(1, "must be at least 1").max(1440, "must be at most 1440 (a day)").default(30),
  /** How many days before check-in the pre-arrival e-mail goes, in the morning (Italy's time). */
  PREARRIVAL_DAYS: z.coerce.number().int().min(0, "must be 0 or more").max(30, "must be at most 30").default(3),
  /** The hour (0–23, Italy's time) of the nightly backup, or "off" for none (the panel's button still makes one). */
  BACKUP_HOUR: z
    .string()
    .default("3")
    .refine((v) => v === "off" || (/^\d{1,2}$/.test(v) && Number(v) <= 23), 'must be an hour from 0 to 23, or "off"'),
  /** Where backups are written; default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Which backups are kept: "7d,8w" = the newest of each of the last 7 days and of the last 8 weeks (also m: months). */
  BACKUP_KEEP: z.string().default("7d,8w").transform(parseBackupKeep),
  /**
   * The passphrase every backup is encrypted with, and the restore asks for; default: one made on
   * first start, kept in DATA_DIR/secrets/backup.key and shown once in the panel.
   */
  BACKUP_KEY: z
    .string()
    .min(20, "must be at least 20 characters (a passphrase: write it on paper, it opens the backups)")
    .max(500)
    .optional(),
  /** A shell command run after each good backup (e.g. restic copying it off the machine); it reads $BACKUP_FILE. */
  BACKUP_COMMAND: z.string().trim().max(4000).optional(),
  /** Set by `npm start` when NODE_ENV was unset: the production build, run locally. */
  APP_MODE: z.enum(["local"]).optional(),
});

export type Env = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  superAdminKey: string | undefined;
  trustProxy: TrustProxy;
  ipHashKey: string | undefined;
  guestDataKey: string | undefined;
  alloggiatiTablesDir: string | undefined;
  /** ALLOGGIATI_ENDPOINT and ALLOGGIATI_TIMEOUT_SECONDS (in ms). */
  alloggiati: { endpoint: string; timeoutMs: number };
  publicUrl: string | undefined;
  htmlCache: boolean;
  /** PERF_PATHS=on: the server's own fast paths; off: React Router's stock Express handler. */
  perfPaths: boolean;
  /** Always 0 with PERF_PATHS=off. */
  renderThreads: number;
  /** E-mail: undefined without SMTP_URL (messages then wait in the outbox). */
  mail: MailConfig | undefined;
  /** OWNER_EMAIL, also known without SMTP_URL (shown in the panel). */
  ownerEmail: string | undefined;
  guestWriteLimit: number;
  /** ICAL_SYNC_MINUTES. */
  icalSyncMinutes: number;
  /** PREARRIVAL_DAYS. */
  prearrivalDays: number;
  /** BACKUP_HOUR, BACKUP_DIR, BACKUP_KEEP, BACKUP_COMMAND. */
  backup: BackupConfig;
};

/** How many of the newest days, weeks and months keep their newest backup (BACKUP_KEEP). */
export type BackupKeep = { days: number; weeks: number; months: number };

export type BackupConfig = {
  /** Italy's hour of the nightly backup; undefined: none. */
  hour: number | undefined;
  dir: string;
  keep: BackupKeep;
  command: string | undefined;
  /** BACKUP_KEY; unset: DATA_DIR/secrets/backup.key, made on first start (backup-key.server.ts). */
  key?: string;
};

function parseBackupKeep(value: string, ctx: z.RefinementCtx): BackupKeep {
  const keep: BackupKeep = { days: 0, weeks: 0, months: 0 };
  const units = { d: "days", w: "weeks", m: "months" } as const;
  const parts = value
    .toLowerCase()
    .split(",")
    .map((s) => s.trim());
  const seen = new Set<string>();
  for (const part of parts) {
    const match = /^(\d{1,3})([dwm])$/.exec(part);
    if (!match || seen.has(match[2]!)) {
      ctx.addIssue({
        code: "custom",
        message: 'must be counts of daily, weekly and monthly backups to keep, e.g. "7d,8w" or "14d,4w,1m"',
      });
      return z.NEVER;
    }
    seen.add(match[2]!);
    keep[units[match[2] as keyof typeof units]] = Number(match[1]);
  }
  const reach = backupKeepReach(keep);
  if (reach > RETENTION.backupDays) {
    ctx.addIssue({
      code: "custom",
      message: `keeps backups for up to ${reach} days; at most ${RETENTION.backupDays} (the privacy policy's period for backups), e.g. "7d,8w"`,
    });
    return z.NEVER;
  }
  return keep;
}

/** The age, in days, of the oldest backup BACKUP_KEEP keeps when every night has one: a month counted as 31 days. */
export function backupKeepReach(keep: BackupKeep): number {
  return Math.max(keep.days, keep.weeks * 7, keep.months * 31);
}

export type MailConfig = { smtpUrl: string; from: string; ownerEmail: string };

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production" && e.APP_MODE !== "local";
  if (production && !e.SUPER_ADMIN_KEY) {
    throw new EnvError("Invalid configuration:\n  SUPER_ADMIN_KEY: required when NODE_ENV=production");
  }
  if (e.SMTP_URL && (!e.MAIL_FROM || !e.OWNER_EMAIL)) {
    const missing = [!e.MAIL_FROM && "MAIL_FROM", !e.OWNER_EMAIL && "OWNER_EMAIL"].filter(Boolean);
    throw new EnvError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when SMTP_URL is set`).join("\n")}`);
  }
  if (production && e.SMTP_URL && !e.PUBLIC_URL) {
    throw new EnvError(
      "Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set in production (the owner's e-mails link to the panel)",
    );
  }
  if (e.MAIL_FROM && !validSender(e.MAIL_FROM)) {
    throw new EnvError("Invalid configuration:\n  MAIL_FROM: must be an address, or a name and an address: Casa Brezza <info@example.com>");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const backupDir = path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups"));
  const secretsDir = path.join(dataDir, "secrets");
  const within = (inner: string, outer: string) => {
    const relative = path.relative(outer, inner);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  };
  // The folder the off-machine copy reads must never hold the backup key (DATA_DIR/secrets/backup.key).
  if (within(secretsDir, backupDir) || within(backupDir, secretsDir)) {
    throw new EnvError(`Invalid configuration:\n  BACKUP_DIR: must not hold, or be inside, ${secretsDir} (where the backup key is kept)`);
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    superAdminKey: e.SUPER_ADMIN_KEY,
    trustProxy: e.TRUST_PROXY,
    ipHashKey: e.IP_HASH_KEY,
    guestDataKey: e.GUEST_DATA_KEY,
    alloggiatiTablesDir: e.ALLOGGIATI_TABLES_DIR,
    alloggiati: { endpoint: e.ALLOGGIATI_ENDPOINT, timeoutMs: e.ALLOGGIATI_TIMEOUT_SECONDS * 1000 },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    htmlCache: e.HTML_CACHE === "on",
    perfPaths: e.PERF_PATHS === "on",
    renderThreads: e.PERF_PATHS === "off" ? 0 : (e.RENDER_THREADS ?? Math.min(2, os.availableParallelism() - 1)),
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM!, ownerEmail: e.OWNER_EMAIL! } : undefined,
    ownerEmail: e.OWNER_EMAIL,
    guestWriteLimit: e.GUEST_WRITE_LIMIT,
    icalSyncMinutes: e.ICAL_SYNC_MINUTES,
    prearrivalDays: e.PREARRIVAL_DAYS,
    backup: {
      hour: e.BACKUP_HOUR === "off" ? undefined : Number(e.BACKUP_HOUR),
      dir: backupDir,
      keep: e.BACKUP_KEEP,
      command: e.BACKUP_COMMAND,
      key: e.BACKUP_KEY,
    },
  };
}

/** "info@example.com" or "Name <info@example.com>". */
function validSender(value: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.string().email().safeParse(address.trim()).success;
}
