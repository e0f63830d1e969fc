import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, lte, or } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { policePortal } from "~/db/schema";
import { startPoller, type Poller } from "~/lib/poller.server";

import { fetchTable, type PortalTable } from "./alloggiati-soap.server";
import { accountConfigured, PortalUnreachable, withPortalSession } from "./police-portal.server";
import { csvFields, ITALY, loadTables, readCsv, setTablesDir, USUAL_DOCUMENTS, type Tables } from "./tables.server";

/**
 * The portal's code tables kept current: once a month the site asks the portal for them
 * (Tabella) and, when they differ from those in use, writes them as files under
 * DATA_DIR/alloggiati-tables in the shipped files' format, then reads them at once. Where the
 * tables are read from, first that applies:
 *
 * 1. ALLOGGIATI_TABLES_DIR, when the operator sets it: that folder, never checked nor replaced;
 * 2. DATA_DIR/alloggiati-tables, the portal's latest, when present and readable;
 * 3. resources/alloggiati, shipped with the code.
 *
 * Several processes: the one whose conditional update moves `tables_checked_at` checks and
 * writes; the others see it move at their next poll and read the folder again.
 */

const FOLDER = "alloggiati-tables";

/** Once a month (30 days) is often enough: the portal changes a table a few times a year. */
const CHECK_EVERY_MS = 30 * 86_400_000;

/** The portal lists about 8,000 current and 3,000 former municipalities: far fewer is a broken table. */
const MIN_COMUNI = 5000;

type Row = Record<string, string>;
type File = { name: string; columns: string[]; rows: Row[] };

let options: { dataDir: string; pinnedDir: string | undefined; log: (message: string) => void } | undefined;
/** The folder the tables in use were read from; undefined for the shipped one. */
let inUse: string | undefined;

const downloaded = (dataDir: string) => path.join(dataDir, FOLDER);

function readTablesFrom(dir: string | undefined): Tables {
  setTablesDir(dir);
  const tables = loadTables();
  inUse = dir;
  return tables;
}

/** Picks and reads the tables (at start, and when another process has written new ones). */
function chooseTables(): void {
  const { dataDir, pinnedDir, log } = options!;
  if (pinnedDir) {
    readTablesFrom(pinnedDir);
    return;
  }
  const dir = downloaded(dataDir);
  if (fs.existsSync(dir)) {
    try {
      readTablesFrom(dir);
      return;
    } catch (error) {
      log(`The police portal's tables in ${dir} cannot be read (${(error as Error).message}): the shipped ones are used.`);
    }
  }
  readTablesFrom(undefined);
}

/** At start: where the tables are read from (the order above), and read them. */
export function configureTables(config: { dataDir: string; pinnedDir: string | undefined; log?: (message: string) => void }): void {
  options = { ...config, log: config.log ?? console.log };
  chooseTables();
}

/**
 * A table as the portal answers it, read by its header's names (WEBSERVICE.md does not fix the
 * columns of Luoghi): `;` between fields, or `,` as on the portal's download page.
 */
function parseTable(table: PortalTable, csv: string, columns: string[]): Row[] {
  const lines = csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const separator = (lines[0] ?? "").includes(";") ? ";" : ",";
  const header = csvFields(lines[0] ?? "", separator).map((name) => name.toLowerCase());
  const missing = columns.filter((column) => column !== "datafineval" && !header.includes(column));
  if (missing.length) throw new Error(`${table} has no column ${missing.join(", ")}`);
  const rows = lines.slice(1).map((line) => {
    const values = csvFields(line, separator);
    return Object.fromEntries(columns.map((column) => [column, values[header.indexOf(column)] ?? ""]));
  });
  // The files are written as the shipped ones are, one byte a character.
  if (rows.some((row) => Object.values(row).some((value) => /[\u0100-\uffff]/.test(value))))
    throw new Error(`${table} holds characters the tables' files cannot hold`);
  return rows;
}

const PLACE_COLUMNS = ["codice", "descrizione", "provincia", "datafineval"];
const CODE_COLUMNS = ["codice", "descrizione"];
const HEADERS: Record<string, string> = {
  codice: "Codice",
  descrizione: "Descrizione",
  provincia: "Provincia",
  datafineval: "DataFineVal",
};

/** The file's text in the shipped format: a header, commas, CR LF, a field quoted when it must be. */
function csvText({ columns, rows }: File): string {
  const quoted = (value: string) => (/[,;"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns.map((c) => HEADERS[c]).join(","), ...rows.map((row) => columns.map((c) => quoted(row[c] ?? "")).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
}

/** Whether the file in use holds the same rows (in any order). */
function sameAsInUse(file: File): boolean {
  let current: Row[];
  try {
    current = readCsv(file.name);
  } catch {
    return false;
  }
  const lines = (rows: Row[]) => rows.map((row) => file.columns.map((c) => row[c] ?? "").join("\u0000")).sort();
  const [a, b] = [lines(current), lines(file.rows)];
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** The portal's three tables as the four files the site reads (Luoghi: Provincia ES is a country). */
async function portalFiles(): Promise<File[]> {
  const csv = async (table: PortalTable) => {
    const { outcome, csv: text } = await withPortalSession(({ username, token }) => fetchTable(username, token, table));
    if (!text) throw new Error(`the portal refused ${table}: ${[outcome.code, outcome.message, outcome.detail].filter(Boolean).join(" ")}`);
    return text;
  };
  const places = parseTable("Luoghi", await csv("Luoghi"), PLACE_COLUMNS);
  return [
    { name: "comuni.csv", columns: PLACE_COLUMNS, rows: places.filter((row) => row["provincia"] !== "ES") },
    { name: "stati.csv", columns: PLACE_COLUMNS, rows: places.filter((row) => row["provincia"] === "ES") },
    { name: "documenti.csv", columns: CODE_COLUMNS, rows: parseTable("Tipi_Documento", await csv("Tipi_Documento"), CODE_COLUMNS) },
    { name: "tipo_alloggiato.csv", columns: CODE_COLUMNS, rows: parseTable("Tipi_Alloggiato", await csv("Tipi_Alloggiato"), CODE_COLUMNS) },
  ];
}

/**
 * Writes the files into a folder of their own, reads them as the site will (refused unless
 * ITALIA, thousands of municipalities and the usual documents are there), then puts the folder
 * in place of DATA_DIR/alloggiati-tables with renames: a process starting meanwhile reads the
 * old folder, the new one, or (for the instant between the two renames) the shipped tables.
 * Other files found there (stati-iso.csv) go along.
 */
function replaceTables(dataDir: string, files: File[]): void {
  const dir = downloaded(dataDir);
  const next = `${dir}.new`;
  const old = `${dir}.old`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  try {
    if (fs.existsSync(dir))
      for (const name of fs.readdirSync(dir))
        if (!files.some((f) => f.name === name)) fs.copyFileSync(path.join(dir, name), path.join(next, name));
    for (const file of files) fs.writeFileSync(path.join(next, file.name), csvText(file), "latin1");
    const previous = inUse;
    try {
      const tables = readTablesFrom(next);
      if (tables.comuni.size < MIN_COMUNI) throw new Error(`only ${tables.comuni.size} municipalities`);
      if (!tables.stati.has(ITALY)) throw new Error("no ITALIA");
      const absent = USUAL_DOCUMENTS.filter((code) => !tables.documents.has(code));
      if (absent.length) throw new Error(`no document ${absent.join(", ")}`);
    } catch (error) {
      readTablesFrom(previous);
      throw error;
    }
    if (fs.existsSync(dir)) fs.renameSync(dir, old);
    fs.renameSync(next, dir);
    fs.rmSync(old, { recursive: true, force: true });
    readTablesFrom(dir);
  } finally {
    fs.rmSync(next, { recursive: true, force: true });
  }
}

/**
 * The monthly check, when the portal's account is set up and the operator has not pinned a
 * folder: claimed by moving `tables_checked_at` (one process a month); a portal that cannot be
 * reached gives the claim back (the next poll tries again); a table that cannot be read is
 * refused, the tables in use stay, and a line says why.
 */
export async function checkPortalTables(now = new Date()): Promise<void> {
  const { dataDir, pinnedDir, log } = options!;
  if (pinnedDir) return;
  const [row] = await getDb().select({ checkedAt: policePortal.tablesCheckedAt }).from(policePortal).where(eq(policePortal.id, 1));
  if (!row) return;
  const claimed = await getDb()
    .update(policePortal)
    .set({ tablesCheckedAt: now })
    .where(
      and(
        eq(policePortal.id, 1),
        accountConfigured(),
        or(isNull(policePortal.tablesCheckedAt), lte(policePortal.tablesCheckedAt, new Date(now.getTime() - CHECK_EVERY_MS))),
      ),
    )
    .returning({ id: policePortal.id });
  if (claimed.length === 0) return;
  let files: File[];
  try {
    files = await portalFiles();
  } catch (error) {
    if (error instanceof PortalUnreachable) {
      await getDb()
        .update(policePortal)
        .set({ tablesCheckedAt: row.checkedAt })
        .where(and(eq(policePortal.id, 1), eq(policePortal.tablesCheckedAt, now)));
      log(`The police portal could not be reached for its tables (${error.message}): tried again at the next poll.`);
      return;
    }
    log(`The police portal's tables could not be read (${(error as Error).message}): the tables in use stay.`);
    return;
  }
  if (files.every(sameAsInUse)) return;
  try {
    replaceTables(dataDir, files);
  } catch (error) {
    log(`The police portal's new tables were refused (${(error as Error).message}): the tables in use stay.`);
    return;
  }
  // Moved again once the files are in place: the other processes read them at their next poll.
  await getDb().update(policePortal).set({ tablesCheckedAt: new Date() }).where(eq(policePortal.id, 1));
  const counts = files.map((f) => `${f.rows.length} ${f.name}`).join(", ");
  log(`Updated the police portal's code tables from the portal (${counts}) in ${downloaded(dataDir)}.`);
}

/**
 * The monthly check, polled hourly by each process; a process that sees `tables_checked_at`
 * move (another one wrote new tables) reads the folder again.
 */
export function startTablesCheck(pollMs = 3600_000): Poller {
  let seen: number | null | undefined;
  return startPoller(
    async () => {
      await checkPortalTables();
      const [row] = await getDb().select({ checkedAt: policePortal.tablesCheckedAt }).from(policePortal).where(eq(policePortal.id, 1));
      const at = row?.checkedAt?.getTime() ?? null;
      if (seen !== undefined && at !== seen) chooseTables();
      seen = at;
    },
    { pollMs, label: "Police portal tables" },
  );
}

/** Where the tables in use come from; `checkedAt`: when the site last asked the portal; `updatedAt`: when it wrote the tables in use. */
export type TablesStatus =
  | { source: "operator" }
  | { source: "shipped"; checkedAt: string | null }
  | { source: "portal"; updatedAt: string; checkedAt: string | null };

/** For the panel's line: where the tables come from, and when they were last checked with the portal. */
export async function tablesStatus(): Promise<TablesStatus> {
  const [row] = await getDb().select({ checkedAt: policePortal.tablesCheckedAt }).from(policePortal).where(eq(policePortal.id, 1));
  const checkedAt = row?.checkedAt?.toISOString() ?? null;
  if (options?.pinnedDir) return { source: "operator" };
  if (!inUse) return { source: "shipped", checkedAt };
  // The files' time is when they were written; read at start, they stay in use if removed since.
  const written = fs.statSync(path.join(inUse, "comuni.csv"), { throwIfNoEntry: false })?.mtime;
  return { source: "portal", updatedAt: (written ?? new Date()).toISOString(), checkedAt };
}
