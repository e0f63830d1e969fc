import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 100 }).notNull().unique(),
  /** scrypt hash in the form scrypt$N$r$p$salt$hash; never the password itself. */
  password: text("password").notNull(),
  role: varchar("role", { length: 20 }).notNull().default("admin"),
  createdAt: createdAt(),
});

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
    preferredRoom: varchar("preferred_room", { length: 50 }),
    specialRequests: text("special_requests"),
    additionalServices: jsonb("additional_services").$type<string[]>().notNull().default([]),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    check("quotes_guests_range", sql`${t.guests} between 1 and 4`),
    check("quotes_dates_order", sql`${t.checkOut} > ${t.checkIn}`),
    check("quotes_special_requests_length", sql`char_length(${t.specialRequests}) <= 2000`),
    index("quotes_created_at_idx").on(t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 3000`),
    index("reviews_approved_created_idx").on(t.isApproved, t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    check("sessions_kind_values", sql`${t.kind} in ('admin', 'super_admin')`),
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

/** Values the server generates for itself once (e.g. the IP hashing salt). */
export const appMeta = pgTable("app_meta", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
});

export type Room = typeof rooms.$inferSelect;
export type Pricing = typeof pricing.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type BreakfastImage = typeof breakfastImages.$inferSelect;
export type SuperAdminSettings = typeof superAdminSettings.$inferSelect;
export type MediaAsset = typeof mediaAssets.$inferSelect;
