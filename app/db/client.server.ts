import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import * as schema from "./schema";

/** Both drivers expose the same query builder; we type against PGlite's. */
export type Db = PgliteDatabase<typeof schema>;
/** The database, or a transaction on it: what belongs together is written together. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * PGlite: a copy of its whole data folder as a tar, made between two queries (PGlite's own
   * dumpDataDir), which a new PGlite opens as it was. Undefined on PostgreSQL.
   */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite on disk: copies its data folder into `target` between two queries. The queries wait
   * for a file copy (seconds for hundreds of MB) instead of dumpDataDir's tar built in memory
   * through the WebAssembly file system (minutes, and as much memory).
   */
  copyDataDir?: (target: string) => Promise<void>;
  /** PostgreSQL: the connection URL (pg_dump reads it). */
  url?: string;
  /** Applies the committed drizzle-kit migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
const PGLITE_SHARED_BUFFERS = "16MB";

function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives in the process's WebAssembly memory
    // (115 MB less resident at start, docs/decisions/0018-v8-memory-settings.md); the operating system still caches the files.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/** Whether `dataDir` holds no database yet, so that opening it runs initdb. */
function isNewPgliteFolder(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * initdb grows PGlite's WebAssembly memory to about 700 MB, and neither that memory nor the
 * allocator's arenas go back to the system: the first start kept ~110 MB more for the life of
 * the process, with an 820 MB peak. A short-lived child process creates the
 * database instead, and this process opens it as every later start does.
 */
async function createPgliteInChildProcess(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = "require(process.env.PGLITE_MODULE).PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR }).then((db) => db.close())";
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script], {
      env: { ...process.env, PGLITE_MODULE: pglite, PGLITE_DATA_DIR: path.resolve(dataDir) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the PGlite database in ${dataDir} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  if (options.dataDir && !options.loadDataDir && isNewPgliteFolder(options.dataDir)) {
    await createPgliteInChildProcess(options.dataDir);
  }
  const client = await createPglite(options);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    dumpDataDir: async () => {
      // Written out first, so that opening the copy replays little of the write-ahead log.
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("none");
    },
    copyDataDir: options.dataDir
      ? async (target) => {
          await client.exec("CHECKPOINT");
          // What dumpDataDir holds too: PGlite's query lock, so no query runs while the files are read.
          const exclusive = (client as unknown as { _runExclusiveQuery: <T>(fn: () => Promise<T>) => Promise<T> })._runExclusiveQuery;
          await exclusive.call(client, () => fs.promises.cp(path.resolve(options.dataDir!), target, { recursive: true }));
        }
      : undefined,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

/** PostgreSQL's driver is loaded only when DATABASE_URL is set (3 MB of heap the embedded mode does without). */
export async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped connection (e.g. PostgreSQL restarting) must not crash the process;
  // the pool discards the client and the next query opens a fresh one.
  pool.on("error", (err) => console.error("PostgreSQL pool error:", err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    url,
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

export function getDatabase(): Database {
  if (!current) throw new Error("Database not initialised");
  return current;
}

export function getDb(): Db {
  if (!current) throw new Error("Database not initialised");
  return current.db;
}
