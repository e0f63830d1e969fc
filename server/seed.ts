import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { pricing, rooms, siteSettings, superAdminSettings, users } from "~/db/schema";
import { SEED_ROOMS } from "~/db/seed-data";
import { ensureGeneratedSuperAdminKey, hashPassword } from "~/features/auth/auth.server";
import { seedBusiness } from "~/features/business/business.server";
import { SITE_SETTINGS } from "~/features/settings/settings.schema";
import { SEASONS } from "~/lib/constants";

/*
 * Seeding runs at every start (server/boot.ts) and on "Inizializza Dati" (server/api/init.ts).
 * It lives here, not in app/db, because it composes features (password hashing, the generated
 * super-admin key, the business details) and the database layer never imports a feature.
 */

export type SeedOptions = {
  adminUsername: string;
  adminPassword: string | undefined;
  superAdminKey: string | undefined;
  /** In production an administrator must come from ADMIN_PASSWORD, never a generated one. */
  production: boolean;
  log?: (message: string) => void;
};

export type SeedResult = { rooms: number; prices: number; settings: number; adminCreated: boolean };

export class SeedError extends Error {}

/**
 * Creates what is missing and nothing else: rooms, prices and settings the owner already has
 * are left as they are, and an administrator is created only when there is none.
 */
export async function seed(options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? console.log;
  const db = getDb();

  // The four rooms only into an empty table: a room the owner deleted in the panel stays deleted.
  const [roomsBefore] = await db.select({ n: count() }).from(rooms);
  const insertedRooms = roomsBefore?.n
    ? []
    : await db
        .insert(rooms)
        .values(SEED_ROOMS.map(({ prices: _prices, ...room }) => room))
        .onConflictDoNothing()
        .returning({ id: rooms.id });

  const existing = await db.select({ id: rooms.id, slug: rooms.slug }).from(rooms);
  const idBySlug = new Map(existing.map((r) => [r.slug, r.id]));
  const priceRows = SEED_ROOMS.flatMap((room) => {
    const roomId = idBySlug.get(room.slug);
    return roomId ? SEASONS.map((season) => ({ roomId, season, pricePerNight: room.prices[season] })) : [];
  });
  const insertedPrices = priceRows.length
    ? await db.insert(pricing).values(priceRows).onConflictDoNothing().returning({ id: pricing.id })
    : [];

  const insertedSettings = await db
    .insert(siteSettings)
    .values(Object.entries(SITE_SETTINGS).map(([key, def]) => ({ key, value: def.default })))
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });

  await db.insert(superAdminSettings).values({ id: 1 }).onConflictDoNothing();
  await seedBusiness();

  const adminCreated = await ensureAdmin(options, log);

  const generatedKey = await ensureGeneratedSuperAdminKey(options.superAdminKey);
  if (generatedKey) {
    log(`\n  SUPER_ADMIN_KEY was not set. A super-admin key was generated; it is shown only now:\n\n      ${generatedKey}\n`);
  }

  return {
    rooms: insertedRooms.length,
    prices: insertedPrices.length,
    settings: insertedSettings.length,
    adminCreated,
  };
}

async function ensureAdmin(options: SeedOptions, log: (message: string) => void): Promise<boolean> {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  if (!options.adminPassword && options.production) {
    throw new SeedError("ADMIN_PASSWORD is required to create the administrator when NODE_ENV=production");
  }
  const password = options.adminPassword ?? randomBytes(12).toString("base64url");
  const inserted = await db
    .insert(users)
    .values({ username: options.adminUsername, password: await hashPassword(password), role: "owner" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) return false;
  // Two processes may race here on PostgreSQL; keep only the first administrator.
  const all = await db.select({ id: users.id }).from(users).orderBy(users.id);
  if (all.length > 1 && all[0].id !== inserted[0].id) {
    await db.delete(users).where(eq(users.id, inserted[0].id));
    return false;
  }
  if (!options.adminPassword) {
    log(
      `\n  ADMIN_PASSWORD was not set. Administrator created; the password is shown only now:\n\n      username: ${options.adminUsername}\n      password: ${password}\n`,
    );
  }
  return true;
}
