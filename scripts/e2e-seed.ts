/**
 * The browser journeys' data folder, made before their server starts (scripts/e2e-server.mjs):
 * the database migrated and seeded as the server would do it, plus the accounts of the roles
 * below the owner. The panel makes those by invitation (tests/e2e/admin/owners-keys.spec.ts
 * follows one through); the other journeys need them ready, so they are written here, each active
 * with a known password.
 * Run: tsx scripts/e2e-seed.ts DATA_DIR (ADMIN_USERNAME, ADMIN_PASSWORD, SUPER_ADMIN_KEY set).
 */
import path from "node:path";

import { openPglite, setDatabase } from "~/db/client.server";
import { users } from "~/db/schema";
import { hashPassword } from "~/features/auth/auth.server";

import { seed } from "../server/seed";

/** The journeys' accounts besides the owner: tests/e2e/admin/admin-helpers.ts signs in with them. */
export const E2E_ACCOUNTS = [{ username: "pulizie@example.com", name: "Rosa", role: "housekeeping", password: "e2e-pulizie-123" }] as const;

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: tsx scripts/e2e-seed.ts DATA_DIR");

const database = await openPglite({ dataDir: path.join(dataDir, "db") });
setDatabase(database);
try {
  await database.migrate();
  await seed({
    adminUsername: process.env.ADMIN_USERNAME ?? "admin",
    adminPassword: process.env.ADMIN_PASSWORD,
    superAdminKey: process.env.SUPER_ADMIN_KEY,
    production: false,
    log: () => {},
  });
  for (const account of E2E_ACCOUNTS) {
    await database.db
      .insert(users)
      .values({
        username: account.username,
        email: account.username,
        name: account.name,
        role: account.role,
        status: "active",
        password: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
} finally {
  await database.close();
  setDatabase(undefined);
}
