import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Opens the PGlite database a stopped server left under DATA_DIR and runs `read` on it.
 * Only call this once the server process is gone: PGlite must never be opened twice.
 */
export async function readPglite<T>(dataDir: string, read: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "db") });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

export async function storedQuoteEmails(db: PGlite): Promise<Set<string>> {
  const { rows } = await db.query<{ email: string }>("select email from quotes");
  return new Set(rows.map((r) => r.email));
}
