import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** Both drivers expose the same query builder; we type against PGlite's. */
export type Db = PgliteDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
const PGLITE_SHARED_BUFFERS = "16MB";

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives in the process's WebAssembly memory
    // (issue 13, point 2: 115 MB less resident at start); the operating system still caches the files.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped connection (e.g. PostgreSQL restarting) must not crash the process;
  // the pool discards the client and the next query opens a fresh one.
  pool.on("error", (err) => console.error("PostgreSQL pool error:", err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Several app processes may start at once against one server: serialise migrations.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

let current: Database | undefined;

/** The process-wide database, set once at start (or per test file). */
export function setDatabase(database: Database | undefined): void {
  current = database;
}

export function getDb(): Db {
  if (!current) throw new Error("Database not initialised");
  return current.db;
}
