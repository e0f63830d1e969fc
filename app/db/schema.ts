import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

import type { Business, BusinessOwnerDetails } from "~/lib/business";

/** Why a stay's report did not go: the portal refused guests (code and message per guest), or could not be reached. */
export type PoliceError =
  | { kind: "refused"; records: { guest: number; code: string; message: string }[]; at: string }
  | { kind: "unreachable"; message: string; at: string };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The panel's accounts. The one made at set-up is the owner; the people she invites sign in
 * with their e-mail address as username. A disabled account's sessions end and it cannot sign in.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 200 }).notNull().unique(),
    /** scrypt hash in the form scrypt$N$r$p$salt$hash; never the password itself (an unusable one while invited). */
    password: text("password").notNull(),
    /** owner (everything), manager (all but accounts, backups, bank and credentials), housekeeping (today's rooms). */
    role: varchar("role", { length: 20 }).notNull().default("owner"),
    name: varchar("name", { length: 100 }).notNull().default(""),
    email: varchar("email", { length: 200 }).unique(),
    status: varchar("status", { length: 10 }).notNull().default("active"),
    /** The TOTP key, sealed with the guest-data key: set once a first code has proved it (`totpPendingSealed` until then). */
    totpSealed: text("totp_sealed"),
    totpPendingSealed: text("totp_pending_sealed"),
    /** The last 30-second step a code was accepted for: a code is never taken twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_role_values", sql`${t.role} in ('owner', 'manager', 'housekeeping')`),
    check("users_status_values", sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** Ten single-use codes that stand in for the authenticator app; only their hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** An account's WebAuthn credentials (passkeys): the public key and the signature counter. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential's id, base64url. */
    id: varchar("id", { length: 1400 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: varchar("name", { length: 100 }).notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** A WebAuthn ceremony in progress: the challenge the server issued, found by the hash of a short-lived cookie. */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    challenge: varchar("challenge", { length: 200 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_challenges_expires_at_idx").on(t.expiresAt)],
);

/** The single-use link an invited person sets a password with (72 hours); only the token's hash is kept. */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_user_idx").on(t.userId)],
);

/**
 * Who did what, when and from where (the address as a keyed hash): sign-ins, views of guests'
 * data, downloads, and changes to accounts, settings, bank details and credentials. Rows are
 * only added, and purged after a year.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account's username, or the name tried for a failed sign-in. */
    actor: varchar("actor", { length: 200 }).notNull(),
    action: varchar("action", { length: 60 }).notNull(),
    target: varchar("target", { length: 300 }).notNull().default(""),
    addressHash: varchar("address_hash", { length: 64 }).notNull().default(""),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_at_idx").on(t.actor, t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
  ],
);

export const rooms = pgTable(
  "rooms",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull().unique(),
    slug: varchar("slug", { length: 50 }).notNull().unique(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    descriptionEn: text("description_en"),
    shortDescriptionEn: text("short_description_en"),
    descriptionDe: text("description_de"),
    shortDescriptionDe: text("short_description_de"),
    descriptionEs: text("description_es"),
    shortDescriptionEs: text("short_description_es"),
    maxGuests: integer("max_guests").notNull().default(2),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    bookingUrl: text("booking_url"),
    airbnbUrl: text("airbnb_url"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    check("rooms_max_guests_range", sql`${t.maxGuests} between 1 and 20`),
    check("rooms_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Each room's state for the cleaning: clean, to clean (a departure made it so on its day) or
 * checked. `changedAt` is when someone last set it; a departure after it makes the room to clean.
 */
export const roomStatus = pgTable(
  "room_status",
  {
    roomId: integer("room_id")
      .primaryKey()
      .references(() => rooms.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10 }).notNull().default("clean"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    changedBy: varchar("changed_by", { length: 200 }).notNull().default(""),
  },
  (t) => [check("room_status_values", sql`${t.status} in ('clean', 'to_clean', 'checked')`)],
);

export const pricing = pgTable(
  "pricing",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    season: varchar("season", { length: 20 }).notNull(),
    pricePerNight: text("price_per_night").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("pricing_room_season").on(t.roomId, t.season),
    check("pricing_season_values", sql`${t.season} in ('high', 'low')`),
    check("pricing_price_length", sql`char_length(${t.pricePerNight}) between 1 and 40`),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 20 }),
    checkIn: timestamp("check_in", { withTimezone: true }).notNull(),
    checkOut: timestamp("check_out", { withTimezone: true }).notNull(),
    guests: integer("guests").notNull(),
    /** The room's slug: a room a request names cannot be deleted (rooms.server.ts's deleteRoom answers 409). */
    preferredRoom: varchar("preferred_room", { length: 50 }).references(() => rooms.slug, { onDelete: "restrict" }),
    specialRequests: text("special_requests"),
    additionalServices: jsonb("additional_services").$type<string[]>().notNull().default([]),
    /** pending → answered → confirmed | declined; cancelled from any of those (app/features/quotes/quote-status.ts). */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** The language of the page the request came from: the guest's e-mails are written in it. */
    lang: varchar("lang", { length: 2 }).notNull().default("it"),
    /** The deposit the owner asked for in her answer, in cents, and the day it is due (Italy). */
    depositCents: integer("deposit_cents"),
    depositDue: date("deposit_due", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("quotes_deposit_positive", sql`${t.depositCents} is null or ${t.depositCents} > 0`),
    check("quotes_guests_range", sql`${t.guests} between 1 and 4`),
    check("quotes_dates_order", sql`${t.checkOut} > ${t.checkIn}`),
    check("quotes_special_requests_length", sql`char_length(${t.specialRequests}) <= 2000`),
    check("quotes_status_values", sql`${t.status} in ('pending', 'answered', 'confirmed', 'declined', 'cancelled')`),
    check("quotes_lang_values", sql`${t.lang} in ('it', 'en', 'de', 'es')`),
    index("quotes_created_at_idx").on(t.createdAt),
    index("quotes_status_created_at_idx").on(t.status, t.createdAt),
  ],
);

/**
 * A room occupied from a check-in day to a check-out day by a party: from a confirmed request,
 * or entered by the owner (a channel's booking, a direct one). Booked stays are what takes a
 * room's nights besides the channels' feeds and the owner's blocks.
 */
export const stays = pgTable(
  "stays",
  {
    id: serial("id").primaryKey(),
    /** A room with stays cannot be deleted (rooms.server.ts's deleteRoom answers 409): it is deactivated. */
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    guests: integer("guests").notNull(),
    /** request, airbnb, booking, direct, other. */
    source: varchar("source", { length: 10 }).notNull(),
    /** The request it comes from; a request has at most one stay. */
    quoteId: integer("quote_id")
      .unique()
      .references(() => quotes.id, { onDelete: "set null" }),
    leadName: varchar("lead_name", { length: 200 }).notNull(),
    leadEmail: varchar("lead_email", { length: 255 }),
    leadPhone: varchar("lead_phone", { length: 30 }),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    notes: text("notes"),
    /** booked or cancelled: arrival and departure are dates, not states. */
    status: varchar("status", { length: 10 }).notNull().default("booked"),
    depositCents: integer("deposit_cents"),
    depositDue: date("deposit_due", { mode: "string" }),
    depositReceivedOn: date("deposit_received_on", { mode: "string" }),
    depositReceivedCents: integer("deposit_received_cents"),
    /** SHA-256 of the review link's token (the token itself is only in the guest's e-mail). */
    reviewTokenHash: varchar("review_token_hash", { length: 64 }).unique(),
    reviewTokenExpiresAt: timestamp("review_token_expires_at", { withTimezone: true }),
    reviewTokenUsedAt: timestamp("review_token_used_at", { withTimezone: true }),
    /** The pre-check-in link's token: its SHA-256 to find the stay, and sealed with the guest data key for the owner to forward. */
    checkInTokenHash: varchar("check_in_token_hash", { length: 64 }).unique(),
    checkInTokenSealed: text("check_in_token_sealed"),
    /**
     * family, group or individuals: decides the guests' types in the police file (one guest alone
     * is single; individuals are each single, each with a document).
     */
    partyType: varchar("party_type", { length: 12 }),
    guestsUpdatedAt: timestamp("guests_updated_at", { withTimezone: true }),
    /** The owner saw each guest's document at arrival (the law asks it before the police report). */
    identityCheckedAt: timestamp("identity_checked_at", { withTimezone: true }),
    identityCheckedBy: varchar("identity_checked_by", { length: 100 }),
    /** in-person or video (a live video call): how the guests were identified. */
    identityCheckMethod: varchar("identity_check_method", { length: 9 }),
    /** When the guests actually arrived, if the owner recorded it: the police deadline runs from it. */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    /** When the guests were last reported to the police (the history is in police_sends). */
    policeSentAt: timestamp("police_sent_at", { withTimezone: true }),
    /** The automatic sending: tries so far, the next one (back-off), and a process's claim while it sends. */
    policeAttempts: integer("police_attempts").notNull().default(0),
    policeNextAttemptAt: timestamp("police_next_attempt_at", { withTimezone: true }),
    policeClaimedUntil: timestamp("police_claimed_until", { withTimezone: true }),
    /** Why the last try did not go: the portal's refusal per guest, or that it could not be reached. */
    policeError: jsonb("police_error").$type<PoliceError>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stays_dates_order", sql`${t.checkOut} > ${t.checkIn}`),
    check("stays_length", sql`${t.checkOut} - ${t.checkIn} <= 60`),
    check("stays_guests_range", sql`${t.guests} between 1 and 20`),
    check("stays_source_values", sql`${t.source} in ('request', 'airbnb', 'booking', 'direct', 'other')`),
    check("stays_status_values", sql`${t.status} in ('booked', 'cancelled')`),
    check("stays_language_values", sql`${t.language} in ('it', 'en', 'de', 'es')`),
    check("stays_notes_length", sql`char_length(${t.notes}) <= 2000`),
    check("stays_deposit_positive", sql`${t.depositCents} is null or ${t.depositCents} > 0`),
    check("stays_party_type_values", sql`${t.partyType} is null or ${t.partyType} in ('family', 'group', 'individuals')`),
    check(
      "stays_identity_check_method_values",
      sql`${t.identityCheckMethod} is null or ${t.identityCheckMethod} in ('in-person', 'video')`,
    ),
    // Availability reads a room's booked stays by their end; the day's movements by either date.
    index("stays_booked_room_idx")
      .on(t.roomId, t.checkOut)
      .where(sql`status = 'booked'`),
    index("stays_check_in_idx").on(t.checkIn),
    index("stays_check_out_idx").on(t.checkOut),
    // The automatic police sending polls only the checked stays not yet reported.
    index("stays_police_pending_idx")
      .on(t.policeNextAttemptAt)
      .where(sql`police_sent_at is null and identity_checked_at is not null and status = 'booked'`),
  ],
);

/**
 * The guests of a stay as the police report and the tourist tax need them (position 0 is the
 * lead guest, the only one with a document). Places and countries are the police portal's codes
 * (app/features/guests/tables.server.ts). The birth date and the document number are sealed with
 * the guest data key, which is never in the database; the document number is erased 30 days
 * after check-out, the rest with its stay.
 */
export const stayGuests = pgTable(
  "stay_guests",
  {
    id: serial("id").primaryKey(),
    stayId: integer("stay_id")
      .notNull()
      .references(() => stays.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** As the guest typed them, in any script (shown to the owner as typed). */
    surname: varchar("surname", { length: 100 }).notNull(),
    givenName: varchar("given_name", { length: 100 }).notNull(),
    /** The spelling of the passport's Latin line, when the name is in another script: the police get this one. */
    surnameLatin: varchar("surname_latin", { length: 100 }),
    givenNameLatin: varchar("given_name_latin", { length: 100 }),
    sex: varchar("sex", { length: 1 }).notNull(),
    birthDateSealed: text("birth_date_sealed").notNull(),
    birthCountry: varchar("birth_country", { length: 9 }).notNull(),
    birthPlace: varchar("birth_place", { length: 9 }),
    citizenship: varchar("citizenship", { length: 9 }).notNull(),
    residenceCountry: varchar("residence_country", { length: 9 }).notNull(),
    residencePlace: varchar("residence_place", { length: 9 }),
    documentType: varchar("document_type", { length: 5 }),
    documentNumberSealed: text("document_number_sealed"),
    documentIssuePlace: varchar("document_issue_place", { length: 9 }),
    /**
     * The region's ISTAT answers, optional for the guest: the list's Italian text
     * (app/features/guests/trip-codes.ts); null when the guest did not say.
     */
    tripPurpose: varchar("trip_purpose", { length: 40 }),
    transport: varchar("transport", { length: 40 }),
  },
  (t) => [
    unique("stay_guests_position").on(t.stayId, t.position),
    check("stay_guests_sex_values", sql`${t.sex} in ('M', 'F')`),
    check("stay_guests_position_range", sql`${t.position} between 0 and 19`),
    // The erasure 30 days after check-out reads only the document numbers still held.
    index("stay_guests_document_idx")
      .on(t.stayId)
      .where(sql`document_number_sealed is not null`),
  ],
);

/**
 * Each day's guests reported to the police portal: kept five years as the portal's receipts
 * are, without the guests' data (the stays themselves go after two years).
 */
export const policeSends = pgTable(
  "police_sends",
  {
    id: serial("id").primaryKey(),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    stayIds: jsonb("stay_ids").$type<number[]>().notNull(),
    records: integer("records").notNull(),
    receipt: varchar("receipt", { length: 100 }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: varchar("sent_by", { length: 100 }).notNull(),
    /** file (uploaded by the owner on the portal) or portal (sent by the site through the web service). */
    via: varchar("via", { length: 6 }).notNull().default("file"),
    /** The portal's answer to the sending (valid records, its messages), without the guests' data. */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("police_sends_arrival_date_idx").on(t.arrivalDate),
    index("police_sends_sent_at_idx").on(t.sentAt),
    check("police_sends_via_values", sql`${t.via} in ('file', 'portal')`),
  ],
);

/**
 * The portal's receipt (ricevuta) of each day the guests were sent: a PDF the portal keeps only
 * 30 days and the law wants kept five years. Sealed with the guest data key (it names the guests);
 * kept after the stays are erased, purged after five years.
 */
export const policeReceipts = pgTable("police_receipts", {
  /** The day of the transmissions the receipt covers (Italy's calendar). */
  day: date("day", { mode: "string" }).primaryKey(),
  pdfSealed: text("pdf_sealed").notNull(),
  bytes: integer("bytes").notNull(),
  /** How many stays were sent that day, as the house counted them. */
  stays: integer("stays").notNull().default(0),
  /** portal (fetched through the web service) or upload (the owner's own download). */
  source: varchar("source", { length: 6 }).notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A guest the owner marked exempt from the tourist tax, by their place in the party (0 is the lead guest). */
export type TaxExemptionRow = { guest: number; reason: string; note: string | null };

/** A stay's tourist tax figures, kept for the Comune once the stay itself is erased. */
export type KeptTaxFigures = {
  guests: number;
  taxableNights: number;
  exemptNights: Record<string, number>;
  amountCents: number;
};

/**
 * The tourist tax's ledger, one row per stay the owner recorded something for: the guests she
 * marked exempt and why, the tax collected or refused. When a stay is erased its row keeps the
 * figures the Comune's declarations need (dates, guests, nights, exemptions, amounts), without
 * names, notes or documents, until five years after the year's declaration.
 */
export const touristTaxStays = pgTable(
  "tourist_tax_stays",
  {
    id: serial("id").primaryKey(),
    stayId: integer("stay_id")
      .unique()
      .references(() => stays.id, { onDelete: "set null" }),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    exemptions: jsonb("exemptions").$type<TaxExemptionRow[]>().notNull().default([]),
    collectedCents: integer("collected_cents"),
    collectedOn: date("collected_on", { mode: "string" }),
    refusedOn: date("refused_on", { mode: "string" }),
    /** Set when the stay is erased: from then on the report reads these instead of computing them. */
    kept: jsonb("kept").$type<KeptTaxFigures>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tourist_tax_stays_collected", sql`(${t.collectedCents} is null) = (${t.collectedOn} is null)`),
    check("tourist_tax_stays_collected_positive", sql`${t.collectedCents} is null or ${t.collectedCents} >= 0`),
    check("tourist_tax_stays_one_outcome", sql`${t.collectedOn} is null or ${t.refusedOn} is null`),
    // The report reads the erased stays of a period by arrival; the live ones come with their stays.
    index("tourist_tax_stays_kept_idx")
      .on(t.checkIn)
      .where(sql`${t.stayId} is null`),
  ],
);

/** What the owner paid the Comune for a quarter's tourist tax ("2027-Q3"); kept as long as the ledger. */
export const touristTaxPayments = pgTable(
  "tourist_tax_payments",
  {
    id: serial("id").primaryKey(),
    quarter: varchar("quarter", { length: 7 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    reference: varchar("reference", { length: 100 }).notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("tourist_tax_payments_amount", sql`${t.amountCents} > 0`),
    check("tourist_tax_payments_quarter", sql`${t.quarter} ~ '^[0-9]{4}-Q[1-4]$'`),
    index("tourist_tax_payments_quarter_idx").on(t.quarter),
  ],
);

/** The quarters whose payment reminder was written: the insert claims it, so it is e-mailed once. */
export const touristTaxReminders = pgTable("tourist_tax_reminders", {
  quarter: varchar("quarter", { length: 7 }).primaryKey(),
  writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The region's ISTAT service account (Ross1000 / Turismo5, one row): the structure code, the
 * endpoint, the username and the password sealed with the guest data key, the beds of each room,
 * and the automatic sending's last day (claimed by a conditional update, so one process sends it).
 */
export const istatAccount = pgTable(
  "istat_account",
  {
    id: integer("id").primaryKey().default(1),
    structureCode: varchar("structure_code", { length: 30 }).notNull(),
    endpoint: varchar("endpoint", { length: 300 }).notNull(),
    username: varchar("username", { length: 100 }).notNull(),
    passwordSealed: text("password_sealed"),
    autoSend: boolean("auto_send").notNull().default(false),
    /** Beds per room id; a room left out has its capacity. */
    beds: jsonb("beds").$type<Record<string, number>>().notNull().default({}),
    /** The last day the automatic sending handled (it sends each day the next morning). */
    autoSentDay: date("auto_sent_day", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("istat_account_single_row", sql`${t.id} = 1`)],
);

/** A guest's record as the region took it: the key of a later correction or deletion. */
export type IstatSentGuest = { idswh: string; tipoalloggiato: number; arrival: string };
/** The region's answer about one guest of a day: accepted, or refused with its words. */
export type IstatGuestResult = { idswh: string; kind: "arrivo" | "partenza" | "eliminazione"; ok: boolean; message: string | null };

/**
 * Each day's movements as last sent to the region: when, by whom, its outcome, the guests'
 * records (ids only, no personal data) and the day's fingerprint, so that a day already accepted
 * is sent again only when what it says has changed. Kept five years, like the police sends.
 */
export const istatSends = pgTable(
  "istat_sends",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    /** accepted (every record), partial (some guests refused), refused (the day itself), failed (not reached). */
    status: varchar("status", { length: 10 }).notNull(),
    fingerprint: varchar("fingerprint", { length: 64 }).notNull(),
    arrivals: jsonb("arrivals").$type<IstatSentGuest[]>().notNull().default([]),
    results: jsonb("results").$type<IstatGuestResult[]>().notNull().default([]),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    sentBy: varchar("sent_by", { length: 100 }).notNull(),
  },
  (t) => [check("istat_sends_status_values", sql`${t.status} in ('accepted', 'partial', 'refused', 'failed')`)],
);

/**
 * The police portal's web-service account (one row): the username, the password and the
 * web-service key sealed with the guest data key, the token while it is valid, and the
 * background jobs' last runs (claimed by conditional updates, so several processes run each once).
 */
export const policePortal = pgTable(
  "police_portal",
  {
    id: smallint("id").primaryKey().default(1),
    username: varchar("username", { length: 100 }).notNull().default(""),
    passwordSealed: text("password_sealed"),
    wsKeySealed: text("ws_key_sealed"),
    autoSend: boolean("auto_send").notNull().default(false),
    tokenSealed: text("token_sealed"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    /** The last Italian day whose summary e-mail was written. */
    summaryDay: date("summary_day", { mode: "string" }),
    /** The last Italian day whose receipts were fetched (the morning after sending). */
    receiptsDay: date("receipts_day", { mode: "string" }),
    tablesCheckedAt: timestamp("tables_checked_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("police_portal_single_row", sql`${t.id} = 1`)],
);

/**
 * A room's calendar feeds from the channels (Airbnb, Booking.com), fetched every
 * ICAL_SYNC_MINUTES by whichever process claims the feed first (next_sync_at, claimed_until).
 */
export const roomFeeds = pgTable(
  "room_feeds",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 40 }).notNull(),
    url: text("url").notNull(),
    position: smallint("position").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** Why the last fetch failed, in Italian for the owner; null after a good one. */
    lastError: text("last_error"),
    /** How many events the last good fetch held. */
    events: integer("events").notNull().default(0),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("room_feeds_room_idx").on(t.roomId), index("room_feeds_next_sync_idx").on(t.nextSyncAt)],
);

/** The nights a feed's last good fetch holds as taken, merged into ranges (end exclusive). */
export const feedRanges = pgTable(
  "feed_ranges",
  {
    id: serial("id").primaryKey(),
    feedId: integer("feed_id")
      .notNull()
      .references(() => roomFeeds.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
  },
  (t) => [
    check("feed_ranges_order", sql`${t.endDate} > ${t.startDate}`),
    index("feed_ranges_room_start_idx").on(t.roomId, t.startDate),
    index("feed_ranges_feed_idx").on(t.feedId),
  ],
);

/**
 * The secret of a room's calendar export (/api/calendars/{token}.ics), made when first asked
 * for. Its own table, so no read of the rooms (public pages, GET /api/rooms) can carry it.
 */
export const roomExports = pgTable("room_exports", {
  roomId: integer("room_id")
    .primaryKey()
    .references(() => rooms.id, { onDelete: "cascade" }),
  token: varchar("token", { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

/** Nights the owner closes herself (maintenance, family), end exclusive. */
export const roomBlocks = pgTable(
  "room_blocks",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    note: varchar("note", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [check("room_blocks_order", sql`${t.endDate} > ${t.startDate}`), index("room_blocks_room_end_idx").on(t.roomId, t.endDate)],
);

/**
 * E-mails to send, written in the same transaction as the request or review they belong to and
 * sent by the outbox worker (app/features/mail/outbox.server.ts), so none is lost when the mail
 * server is down or the process dies. A row is claimed by one process at a time (claimed_until).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What the message is: owner-quote, owner-review, owner-backup, owner-police-due, owner-police-late, owner-police-summary, owner-tax-payment, guest-ack, guest-reply, guest-status, guest-prearrival, guest-poststay, test. */
    kind: varchar("kind", { length: 20 }).notNull(),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    stayId: integer("stay_id").references(() => stays.id, { onDelete: "cascade" }),
    /** "owner": sent to OWNER_EMAIL (read when it is sent); "guest": to to_address, Reply-To the owner. */
    audience: varchar("audience", { length: 10 }).notNull(),
    toAddress: varchar("to_address", { length: 255 }),
    replyTo: varchar("reply_to", { length: 255 }),
    lang: varchar("lang", { length: 2 }).notNull().default("it"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Images the HTML shows inline (cid:), such as a deposit's payment QR code; base64. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; cid: string; content: string }[]>(),
    /** Fixed when the row is written, so every retry carries the same Message-ID. */
    messageId: varchar("message_id", { length: 255 }).notNull().unique(),
    status: varchar("status", { length: 10 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** The first try: temporary failures are retried for 48 hours from it. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a process sends it (next_attempt_at is pushed as far): others leave the row alone. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_values", sql`${t.status} in ('queued', 'sent', 'failed')`),
    check("outbox_audience_values", sql`${t.audience} in ('owner', 'guest')`),
    check("outbox_guest_address", sql`${t.audience} = 'owner' or ${t.toAddress} is not null`),
    // The worker's poll reads only the waiting rows, however many were sent before.
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'sent'`),
    index("outbox_quote_idx").on(t.quoteId),
    index("outbox_review_idx").on(t.reviewId),
    // A stay's message of each kind is written once: the insert itself claims it.
    uniqueIndex("outbox_stay_kind_idx")
      .on(t.stayId, t.kind)
      .where(sql`${t.stayId} is not null`),
    index("outbox_created_at_idx").on(t.createdAt),
  ],
);

/** What happened to a quote request, oldest first: its creation, every status change and message. */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** created, reply (the owner's answer), status (a change). */
    kind: varchar("kind", { length: 10 }).notNull(),
    fromStatus: varchar("from_status", { length: 20 }),
    toStatus: varchar("to_status", { length: 20 }),
    /** The message sent with it, if any. */
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    /** The price the owner proposed in a reply, as she typed it. */
    price: varchar("price", { length: 40 }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_events_kind_values", sql`${t.kind} in ('created', 'reply', 'status')`),
    index("quote_events_quote_idx").on(t.quoteId, t.at),
  ],
);

/** Quote requests and reviews written per client address (hashed), for GUEST_WRITE_LIMIT. */
export const guestWrites = pgTable(
  "guest_writes",
  {
    id: serial("id").primaryKey(),
    bucket: varchar("bucket", { length: 120 }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_writes_bucket_idx").on(t.bucket, t.at)],
);

export const breakfastImages = pgTable("breakfast_images", {
  id: serial("id").primaryKey(),
  filename: varchar("filename", { length: 255 }).notNull(),
  originalName: varchar("original_name", { length: 255 }).notNull(),
  description: varchar("description", { length: 300 }),
  isActive: boolean("is_active").notNull().default(true),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    guestName: varchar("guest_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    rating: integer("rating").notNull(),
    title: varchar("title", { length: 150 }).notNull(),
    comment: text("comment").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    /** Written through a stay's personal link: a real guest's review. */
    verified: boolean("verified").notNull().default(false),
    stayId: integer("stay_id").references(() => stays.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 3000`),
    index("reviews_approved_created_idx").on(t.isApproved, t.createdAt),
  ],
);

/** The owner's business details (one row, id 1): see app/lib/business.ts for the shape. */
export const business = pgTable(
  "business",
  {
    id: smallint("id").primaryKey().default(1),
    details: jsonb("details").$type<Business>().notNull(),
    /** What only the owner reads (never in GET /api/business without her session, never on a page). */
    owner: jsonb("owner").$type<Partial<BusinessOwnerDetails>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("business_single_row", sql`${t.id} = 1`)],
);

export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  key: varchar("key", { length: 100 }).notNull().unique(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const superAdminSettings = pgTable("super_admin_settings", {
  id: serial("id").primaryKey(),
  siteOffline: boolean("site_offline").notNull().default(false),
  trackingCode: text("tracking_code"),
  /** Extra https origins the public pages may send analytics beacons to, one per line (see tracking-hosts.ts). */
  trackingHosts: text("tracking_hosts"),
  bannerFooter: text("banner_footer"),
  bannerMidSite: text("banner_mid_site"),
  bannerMobileTop: text("banner_mobile_top"),
  bannerMobileMid1: text("banner_mobile_mid1"),
  bannerMobileMid2: text("banner_mobile_mid2"),
  bannerMobileBottom: text("banner_mobile_bottom"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const siteVisits = pgTable(
  "site_visits",
  {
    id: serial("id").primaryKey(),
    /** A salted hash of the visitor's IP address, never the address itself. */
    ipAddress: varchar("ip_address", { length: 64 }).notNull(),
    userAgent: varchar("user_agent", { length: 500 }),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
    sessionId: varchar("session_id", { length: 64 }).notNull(),
  },
  (t) => [index("site_visits_visited_at_idx").on(t.visitedAt)],
);

/**
 * Running totals of site_visits, kept by statement-level triggers (drizzle/0001_visit_totals.sql)
 * so that counting costs one row read however large the visits table grows: every insert and
 * delete, through the app or plain SQL, moves them. One row, id 1.
 */
export const visitTotals = pgTable("visit_totals", {
  id: smallint("id").primaryKey(),
  /** Rows in site_visits. */
  total: bigint("total", { mode: "number" }).notNull(),
  /** Distinct ip_address values in site_visits: the rows of visitor_addresses. */
  uniques: bigint("uniques", { mode: "number" }).notNull(),
});

/**
 * How many rows the panel's paginated lists hold ("quotes", "reviews:pending",
 * "reviews:approved"), kept by statement-level triggers (drizzle/0003_row_counts.sql), so a
 * page of a list never counts the whole table.
 */
export const rowCounts = pgTable("row_counts", {
  name: varchar("name", { length: 40 }).primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

/** Each distinct (hashed) address in site_visits with its number of rows, for the unique count. */
export const visitorAddresses = pgTable("visitor_addresses", {
  ipAddress: varchar("ip_address", { length: 64 }).primaryKey(),
  visits: integer("visits").notNull(),
});

/** Processed images: one row per uploaded photo, its variants on disk under DATA_DIR/uploads. */
export const mediaAssets = pgTable("media_assets", {
  id: serial("id").primaryKey(),
  /** Public path of the fallback JPEG, e.g. /uploads/rooms/3f2a….jpg; what galleries store. */
  path: varchar("path", { length: 255 }).notNull().unique(),
  folder: varchar("folder", { length: 20 }).notNull(),
  hash: varchar("hash", { length: 64 }).notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Widths produced for each of avif, webp and jpg. */
  widths: jsonb("widths").$type<number[]>().notNull(),
  createdAt: createdAt(),
});

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    kind: varchar("kind", { length: 20 }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last request the session made (written at most once a minute): admin sessions end after 30 minutes idle. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the account last proved itself (sign-in, password or passkey again): a fresh check is 5 minutes. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check("sessions_kind_values", sql`${t.kind} in ('admin', 'super_admin', 'second_factor')`),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Devices the administrator has signed in from (a long-lived HttpOnly cookie; only its hash is
 * kept): such a device is exempt from the per-username limit, so guesses from elsewhere
 * cannot lock the owner out (the per-address limit still applies).
 */
export const adminDevices = pgTable(
  "admin_devices",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_devices_expires_at_idx").on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    /** What is being guessed at, e.g. "admin:<ip>" or "super:<ip>" (the IP hashed). */
    bucket: varchar("bucket", { length: 120 }).notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_bucket_idx").on(t.bucket, t.attemptedAt)],
);

/**
 * Each backup made or tried, and its off-machine copy. The files under BACKUP_DIR are what
 * exists; a row says how each came to be and claims the one backup running across processes.
 */
export const backups = pgTable(
  "backups",
  {
    id: serial("id").primaryKey(),
    /** The file's name under BACKUP_DIR (it exists only once the backup is verified). */
    name: varchar("name", { length: 80 }).notNull().unique(),
    /** "nightly" (the schedule) or "manual" (the panel's button, the API). */
    trigger: varchar("trigger", { length: 10 }).notNull(),
    /** The night (Italy's date) a nightly backup is for: one a night across processes. */
    night: date("night", { mode: "string" }),
    status: varchar("status", { length: 10 }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Renewed while the backup runs; a running row past it belongs to a process that died. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }).notNull(),
    /** host:pid of the process making it: on the same host a dead one is known at once. */
    holder: varchar("holder", { length: 300 }),
    bytes: bigint("bytes", { mode: "number" }),
    /** What the database part holds: "pglite", "pg_dump" or "none" (the server's own backups). */
    databaseMethod: varchar("database_method", { length: 10 }),
    /** Why it failed, in Italian for the owner. */
    error: text("error"),
    /** BACKUP_COMMAND's exit status (null: not run), its output's end, and when it ended. */
    copyStatus: integer("copy_status"),
    copyOutput: text("copy_output"),
    copyFinishedAt: timestamp("copy_finished_at", { withTimezone: true }),
  },
  (t) => [
    check("backups_status_values", sql`${t.status} in ('running', 'done', 'failed')`),
    // One backup at a time across every process; one nightly backup a night that did not fail.
    uniqueIndex("backups_one_running")
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex("backups_one_a_night")
      .on(t.night)
      .where(sql`${t.status} <> 'failed'`),
    index("backups_started_at_idx").on(t.startedAt),
  ],
);

/** Values the server generates for itself once (e.g. the IP hashing salt). */
export const appMeta = pgTable("app_meta", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
});

export type Room = typeof rooms.$inferSelect;
export type Pricing = typeof pricing.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type Stay = typeof stays.$inferSelect;
export type StayGuestRow = typeof stayGuests.$inferSelect;
export type PoliceSend = typeof policeSends.$inferSelect;
export type TouristTaxStayRow = typeof touristTaxStays.$inferSelect;
export type TouristTaxPaymentRow = typeof touristTaxPayments.$inferSelect;
export type PoliceReceipt = typeof policeReceipts.$inferSelect;
export type PolicePortalRow = typeof policePortal.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type QuoteEvent = typeof quoteEvents.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type BreakfastImage = typeof breakfastImages.$inferSelect;
export type SuperAdminSettings = typeof superAdminSettings.$inferSelect;
export type RoomFeed = typeof roomFeeds.$inferSelect;
export type RoomBlock = typeof roomBlocks.$inferSelect;
export type MediaAsset = typeof mediaAssets.$inferSelect;
export type BackupRun = typeof backups.$inferSelect;
