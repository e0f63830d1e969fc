// Writes resources/alloggiati/stati-iso.csv: the ISO 3166-1 alpha-2 code of each country of the
// police portal's table (stati.csv), by which the check-in page finds a country by its name in
// the guest's language and shows it so. Run again after replacing stati.csv with a newer
// download: npx tsx scripts/stati-iso.ts
//
// A country matches when its table name is one of i18n-iso-countries' Italian names; the table's
// own spellings (FEDERAZIONE RUSSA, PAPUASIA-N.GUINEA) are in HAND below. A row left without a
// code (APOLIDE, a state that no longer exists) stays searchable by its table name.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as countries from "i18n-iso-countries/index.js";

import { readCsv, searchKey } from "../app/features/guests/tables.server";

const DIR = path.resolve("resources", "alloggiati");

/** The table's names that are not i18n-iso-countries' Italian ones, by the table's code. */
const HAND: Record<string, string> = {
  "100000733": "AI", // ANGUILLA (ISOLA)
  "100000304": "BH", // BAHREIN
  "100000739": "BM", // BERMUDE
  "100000309": "BN", // BRUNEI DARUSSALAM
  "100000742": "KY", // CAYMAN (ISOLE)
  "100000743": "CX", // CHRISTMAS
  "100000746": "CC", // COCOS
  "100000418": "CG", // CONGO (the republic; the democratic one is its own row)
  "100000755": "FO", // FAER OER
  "100000245": "RU", // FEDERAZIONE RUSSA
  "110000022": "GS", // GEORGIA SUD E ISOLE SANDWICH AUSTRALI
  "100000761": "GF", // GUAYANA FRANCESE
  "100000764": "VI", // ISOLE VERGINI (of the United States; the British ones are their own row)
  "100000765": "RE", // LA REUNION
  "100000767": "MY", // MALAYSIA
  "100000768": "FK", // MALVINE
  "100000769": "IM", // MAN
  "100000772": "MH", // MARSHALL
  "100000438": "MU", // MAURIZIO
  "100000775": "FM", // MICRONESIA STATI FEDERALI
  "100000307": "MM", // MYANMAR-BIRMANIA
  "100000778": "NF", // NORFOLK
  "100000783": "PW", // PALAU REPUBBLICA
  "110000001": "PS", // PALESTINA
  "100000721": "PG", // PAPUASIA-N.GUINEA
  "100000786": "PN", // PITCAIRN
  "100000787": "PF", // POLINESIA
  "100000790": "PR", // PUERTO RICO
  "100000255": "SK", // REPUBBLICA SLOVACCA
  "100000534": "KN", // S. CHRISTOPHER E NEVIS
  "100000795": "EH", // SAHARA SPAGNOLO
  "100000532": "LC", // SAINT LUCIA
  "100000796": "PM", // SAINT PIERRE ET MIQUELON
  "100000725": "SB", // SALOMONE
  "100000799": "SH", // SANT ELENA
  "100000311": "LK", // SRI LANKA (CEYLON)
  "100000246": "VA", // STATO DELLA CITTA' DEL VATICANO
  "100000467": "SS", // SUD SUDAN
  "100000456": "SZ", // SWAZILAND
  "100000805": "TL", // TIMOR
  "100000810": "TC", // TURKS
  "100000812": "VG", // VERGINI BRITANNICHE (ISOLE)
  "100000815": "WF", // WALLIS
};

countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/it.json") as countries.LocaleData);
const byItalianName = new Map<string, string>();
for (const [iso, names] of Object.entries(countries.getNames("it", { select: "all" })))
  for (const name of names) byItalianName.set(searchKey(name), iso);

const rows = readCsv("stati.csv", DIR);
const lines = ["Codice,ISO"];
const without: string[] = [];
const taken = new Map<string, string>();
for (const row of rows) {
  const code = row["codice"] ?? "";
  const name = row["descrizione"] ?? "";
  const iso = HAND[code] ?? byItalianName.get(searchKey(name));
  if (!iso) {
    without.push(`${code} ${name}${row["datafineval"] ? ` (ended ${row["datafineval"].slice(0, 10)})` : ""}`);
    continue;
  }
  // One code per country: two rows of one ISO code would show one name twice in the search.
  if (taken.has(iso)) throw new Error(`${iso} is given to both ${taken.get(iso)} and ${name}`);
  taken.set(iso, name);
  lines.push(`${code},${iso}`);
}
fs.writeFileSync(path.join(DIR, "stati-iso.csv"), `${lines.join("\r\n")}\r\n`);
console.log(`${lines.length - 1} of ${rows.length} countries have an ISO code; without one:\n  ${without.join("\n  ")}`);
