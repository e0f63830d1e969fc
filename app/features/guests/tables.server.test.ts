import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { anyPlace, searchPlaces, setTablesDir } from "./tables.server";

const GERMANY = "100000216";
const SHIPPED = path.resolve("resources", "alloggiati");

/** A folder of tables as a newer download leaves it: the portal's files, and what else is given. */
function tablesFolder(extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bb-tables-"));
  for (const name of ["comuni.csv", "stati.csv", "documenti.csv"]) fs.copyFileSync(path.join(SHIPPED, name), path.join(dir, name));
  for (const [name, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

afterEach(() => setTablesDir(undefined));

describe("countries by their ISO code", () => {
  it("are found by their names in five languages and named in the one asked for", () => {
    expect(searchPlaces("Allemagne", "stato", "de")).toEqual([{ code: GERMANY, name: "Deutschland", portalName: "GERMANIA" }]);
    expect(anyPlace(GERMANY, "es")).toEqual({ code: GERMANY, name: "Alemania", portalName: "GERMANIA", kind: "stato" });
    expect(anyPlace(GERMANY)).toEqual({ code: GERMANY, name: "GERMANIA", kind: "stato" });
    // By the names shown, in that language's order (the table's is EMIRATI, REGNO UNITO, STATI UNITI).
    expect(searchPlaces("vereinigte", "stato", "de").map((p) => p.name)).toEqual([
      "Vereinigte Arabische Emirate",
      "Vereinigte Staaten von Amerika",
      "Vereinigtes Königreich",
      "Tansania, Vereinigte Republik",
    ]);
  });

  it("take the shipped ISO codes when newer tables come without them", () => {
    setTablesDir(tablesFolder());
    expect(searchPlaces("Deutschland", "stato", "en")[0]).toEqual({ code: GERMANY, name: "Germany", portalName: "GERMANIA" });
  });

  it("take the tables folder's own ISO codes when it has them", () => {
    setTablesDir(tablesFolder({ "stati-iso.csv": `Codice,ISO\r\n${GERMANY},AT\r\n` }));
    expect(searchPlaces("Österreich", "stato", "de")).toEqual([{ code: GERMANY, name: "Österreich", portalName: "GERMANIA" }]);
    // The rest have none there: found and named by the table's names alone.
    expect(searchPlaces("Frankreich", "stato", "de")).toEqual([]);
    expect(searchPlaces("Francia", "stato", "de")).toEqual([{ code: "100000215", name: "FRANCIA" }]);
  });
});
