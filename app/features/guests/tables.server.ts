import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as countries from "i18n-iso-countries/index.js";

import type { Language } from "~/i18n/languages";

/**
 * The police portal's code tables (municipalities, countries, document types), read from CSV
 * files at start so that a newer download from the portal replaces them without a code change
 * (resources/alloggiati/README.md). Every code a guest's data holds is one of these.
 */

export type PlaceKind = "comune" | "stato";
/** `portalName`: the table's own name, beside a country's name in another language. */
export type Place = { code: string; name: string; province?: string; portalName?: string };
/** `keys`: what a search matches, the table's name first; `iso`: a country's ISO 3166-1 alpha-2 code. */
type Entry = { code: string; name: string; province?: string; current: boolean; keys: string[]; iso?: string };

export type Tables = {
  comuni: Map<string, Entry>;
  stati: Map<string, Entry>;
  documents: Map<string, string>;
  /** Current entries sorted by name, for the search. */
  currentComuni: Entry[];
  currentStati: Entry[];
};

/** The portal's code of Italy in the countries' table. */
export const ITALY = "100000100";

/** The documents guests show most, first in the list. */
export const USUAL_DOCUMENTS = ["IDENT", "IDELE", "PASOR", "PATEN"] as const;

const DEFAULT_DIR = path.resolve(process.cwd(), "resources", "alloggiati");
let tables: Tables | undefined;
let tablesDir = DEFAULT_DIR;

/** Where the tables are read from (ALLOGGIATI_TABLES_DIR); they are read again on next use. */
export function setTablesDir(dir: string | undefined): void {
  tablesDir = dir ? path.resolve(dir) : DEFAULT_DIR;
  tables = undefined;
}

/** A search key: capitals without accents or apostrophes, single spaces ("Forlì" and "FORLI'" meet). */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/['’`´]/g, "")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

/**
 * One CSV line's fields (quoted fields allowed, as a spreadsheet may write them), split at any of
 * `separators`: the shipped files use commas, the portal's web service semicolons.
 */
export function csvFields(line: string, separators = ",;"): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && separators.includes(c)) {
      fields.push(field);
      field = "";
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

export function readCsv(file: string, dir = tablesDir): Record<string, string>[] {
  const full = path.join(dir, file);
  let text: string;
  try {
    text = fs.readFileSync(full, "latin1");
  } catch {
    throw new Error(`The police portal's table ${full} is missing (see resources/alloggiati/README.md).`);
  }
  // The portal's files are plain ASCII; one saved again as UTF-8 is read as such.
  if (/[\u00c3\u00c2]/.test(text)) text = fs.readFileSync(full, "utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
  const header = csvFields(lines[0] ?? "").map((h) => h.toLowerCase());
  return lines.slice(1).map((line) => {
    const values = csvFields(line);
    return Object.fromEntries(header.map((h, i) => [h, values[i] ?? ""]));
  });
}

/** "31/12/1994 00:00:00" → whether that day has passed; empty means still current. */
function stillCurrent(endOfValidity: string, today: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(endOfValidity);
  if (!match) return true;
  return `${match[3]}-${match[2]}-${match[1]}` >= today;
}

function places(file: string, today: string): { all: Map<string, Entry>; current: Entry[] } {
  const all = new Map<string, Entry>();
  for (const row of readCsv(file)) {
    const code = row["codice"] ?? "";
    const name = row["descrizione"] ?? "";
    if (!/^\d{9}$/.test(code) || !name) continue;
    const province = row["provincia"] && row["provincia"] !== "ES" ? row["provincia"] : undefined;
    all.set(code, { code, name, province, current: stillCurrent(row["datafineval"] ?? "", today), keys: [searchKey(name)] });
  }
  if (all.size === 0) throw new Error(`The police portal's table ${path.join(tablesDir, file)} holds no codes.`);
  const current = [...all.values()].filter((e) => e.current).sort((a, b) => a.name.localeCompare(b.name));
  return { all, current };
}

/** The languages a country is found by; the page's languages are also those it is shown in. */
const COUNTRY_NAME_LANGUAGES = ["it", "en", "de", "es", "fr"] as const;
const ISO_FILE = "stati-iso.csv";
let countryNamesRegistered = false;

/**
 * Each country's ISO code, from the tables' folder or, when a newer download there has none,
 * the one shipped beside the portal's tables (scripts/stati-iso.ts makes it): the names in other
 * languages come from i18n-iso-countries by that code.
 */
function isoCodes(): Map<string, string> {
  if (!countryNamesRegistered) {
    const require = createRequire(import.meta.url);
    for (const lang of COUNTRY_NAME_LANGUAGES)
      countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`) as countries.LocaleData);
    countryNamesRegistered = true;
  }
  const dir = fs.existsSync(path.join(tablesDir, ISO_FILE)) ? tablesDir : DEFAULT_DIR;
  const codes = new Map<string, string>();
  for (const row of readCsv(ISO_FILE, dir)) if (/^[A-Z]{2}$/.test(row["iso"] ?? "")) codes.set(row["codice"] ?? "", row["iso"]!);
  return codes;
}

/** A country's names in every language it is found by, aliases too ("UK", "Russland"). */
function countryNames(iso: string): string[] {
  return COUNTRY_NAME_LANGUAGES.flatMap((lang) => countries.getName(iso, lang, { select: "all" }) ?? []);
}

/** Reads the tables (at start, and again after setTablesDir). */
export function loadTables(today = new Date().toISOString().slice(0, 10)): Tables {
  const comuni = places("comuni.csv", today);
  const stati = places("stati.csv", today);
  for (const [code, iso] of isoCodes()) {
    const entry = stati.all.get(code);
    if (!entry) continue;
    entry.iso = iso;
    entry.keys = [...new Set([...entry.keys, ...countryNames(iso).map(searchKey)])];
  }
  const documents = new Map<string, string>();
  for (const row of readCsv("documenti.csv"))
    if (/^[A-Z0-9]{5}$/.test(row["codice"] ?? "")) documents.set(row["codice"]!, row["descrizione"] ?? "");
  if (!stati.all.has(ITALY)) throw new Error(`The countries' table has no ITALIA (${ITALY}).`);
  tables = { comuni: comuni.all, stati: stati.all, documents, currentComuni: comuni.current, currentStati: stati.current };
  return tables;
}

export function getTables(): Tables {
  return tables ?? loadTables();
}

export const MAX_PLACE_RESULTS = 20;

/**
 * A place as a form shows it: a country in the language asked for (the table's Italian name for
 * Italian, and for a country without an ISO code: APOLIDE, a state that no longer exists).
 */
function shown(entry: Entry, lang: Language): Place {
  const name = (lang !== "it" && entry.iso && countries.getName(entry.iso, lang)) || entry.name;
  return {
    code: entry.code,
    name,
    ...(entry.province ? { province: entry.province } : {}),
    ...(name !== entry.name ? { portalName: entry.name } : {}),
  };
}

/**
 * The current municipalities or countries whose name matches what was typed (a country by its
 * name in Italian, English, German, Spanish or French): names starting with it first, then
 * names with a word starting with it, at most MAX_PLACE_RESULTS, countries named in `lang`.
 */
export function searchPlaces(query: string, kind: PlaceKind, lang: Language = "it"): Place[] {
  const key = searchKey(query);
  if (key.length < 2) return [];
  const list = kind === "comune" ? getTables().currentComuni : getTables().currentStati;
  const starts: Entry[] = [];
  const words: Entry[] = [];
  for (const entry of list) {
    if (entry.keys.some((k) => k.startsWith(key))) starts.push(entry);
    else if (words.length < MAX_PLACE_RESULTS && entry.keys.some((k) => k.includes(` ${key}`))) words.push(entry);
  }
  const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, lang);
  return [...starts.map((e) => shown(e, lang)).sort(byName), ...words.map((e) => shown(e, lang)).sort(byName)].slice(0, MAX_PLACE_RESULTS);
}

/** A current municipality or country by its code; undefined when unknown or no longer valid. */
export function currentPlace(code: string, kind: PlaceKind): Place | undefined {
  const entry = (kind === "comune" ? getTables().comuni : getTables().stati).get(code);
  return entry?.current ? { code: entry.code, name: entry.name, province: entry.province } : undefined;
}

/** A municipality or country by its code, past ones too (for data entered when it was current), a country named in `lang`. */
export function anyPlace(code: string, lang: Language = "it"): (Place & { kind: PlaceKind }) | undefined {
  const comune = getTables().comuni.get(code);
  if (comune) return { ...shown(comune, lang), kind: "comune" };
  const stato = getTables().stati.get(code);
  return stato ? { ...shown(stato, lang), kind: "stato" } : undefined;
}

export function documentTypes(): { code: string; name: string }[] {
  const all = [...getTables().documents].map(([code, name]) => ({ code, name }));
  const usual = USUAL_DOCUMENTS.flatMap((code) => all.filter((d) => d.code === code));
  return [
    ...usual,
    ...all.filter((d) => !(USUAL_DOCUMENTS as readonly string[]).includes(d.code)).sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

export function isDocumentType(code: string): boolean {
  return getTables().documents.has(code);
}

/** Italy's regions by their ISTAT code, the second and third digits of a municipality's portal code. */
const REGIONS: Record<string, string> = {
  "01": "Piemonte",
  "02": "Valle d'Aosta",
  "03": "Lombardia",
  "04": "Trentino-Alto Adige",
  "05": "Veneto",
  "06": "Friuli-Venezia Giulia",
  "07": "Liguria",
  "08": "Emilia-Romagna",
  "09": "Toscana",
  "10": "Umbria",
  "11": "Marche",
  "12": "Lazio",
  "13": "Abruzzo",
  "14": "Molise",
  "15": "Campania",
  "16": "Puglia",
  "17": "Basilicata",
  "18": "Calabria",
  "19": "Sicilia",
  "20": "Sardegna",
};

/** The region of a municipality's portal code (4RRPPPCCC: region, province, municipality). */
export function regionOf(comuneCode: string): string | undefined {
  return /^4\d{8}$/.test(comuneCode) ? REGIONS[comuneCode.slice(1, 3)] : undefined;
}
