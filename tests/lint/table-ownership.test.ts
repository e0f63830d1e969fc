import fs from "node:fs";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

import * as schema from "~/db/schema";

import { TABLE_OWNERS } from "../../eslint.config.js";

/*
 * Tables owned (eslint.config.js, TABLE_OWNERS): a feature importing another's table from
 * ~/db/schema is an ESLint error, its own tables and any type are not; and every table has one
 * owner, so a new table cannot be left out of the rule. Linted from memory, as layering.test.ts.
 */

const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === "@typescript-eslint/no-restricted-imports" });

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const importing = (names: string, probe: string) => `import { ${names} } from "~/db/schema";\nexport const probe = ${probe};\n`;
const refused = (table: string, owner: string) => ({
  rule: "@typescript-eslint/no-restricted-imports",
  message: expect.stringMatching(
    new RegExp(`^'${table}' import from '~/db/schema' is restricted\\. .*ask the ${owner} feature's public module`),
  ),
});

describe("tables owned", () => {
  it("refuse a feature importing another feature's table, naming its owner", async () => {
    expect(await problems("app/features/stays/probe.server.ts", importing("rooms", "rooms"))).toEqual([refused("rooms", "rooms")]);
    expect(await problems("app/features/guests/probe.server.ts", importing("outbox, stays", "[outbox, stays]"))).toEqual([
      refused("outbox", "mail"),
      refused("stays", "stays"),
    ]);
    // In a subfolder too, and in a feature that owns no table.
    expect(await problems("app/features/quotes/components/probe.ts", importing("quotes, stays", "[quotes, stays]"))).toEqual([
      refused("stays", "stays"),
    ]);
    expect(await problems("app/features/reports/probe.server.ts", importing("siteSettings", "siteSettings"))).toEqual([
      refused("siteSettings", "settings"),
    ]);
  });

  it("refuse a feature importing app/db's own tables", async () => {
    expect(await problems("app/features/backups/probe.server.ts", importing("appMeta", "appMeta"))).toEqual([
      { rule: "@typescript-eslint/no-restricted-imports", message: expect.stringContaining("ask app/db's public module") },
    ]);
  });

  it("let a feature import its own tables and any type", async () => {
    expect(await problems("app/features/stays/probe.server.ts", importing("stays, type Stay", "stays"))).toEqual([]);
    expect(
      await problems("app/features/guests/probe.server.ts", importing("stayGuests, policeSends", "[stayGuests, policeSends]")),
    ).toEqual([]);
    expect(
      await problems(
        "app/features/reports/probe.server.ts",
        `import type { Room, Stay } from "~/db/schema";\nexport type Probe = [Room, Stay];\n`,
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/features/availability/probe.ts",
        `import { type rooms } from "~/db/schema";\nexport type Probe = typeof rooms;\n`,
      ),
    ).toEqual([]);
  });

  it("leave code outside the features alone (server/ composes them, tests set data up)", async () => {
    expect(await problems("server/probe.ts", importing("rooms, stays", "[rooms, stays]"))).toEqual([]);
    expect(await problems("app/features/rooms/probe.server.test.ts", importing("pricing", "pricing"))).toEqual([]);
  });
});

describe("the ownership map", () => {
  const tables = Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name)
    .sort();
  const owned = Object.values(TABLE_OWNERS).flat();

  it("gives every table of app/db/schema.ts exactly one owner", () => {
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables)
      expect(
        owned.filter((name) => name === table),
        table,
      ).toHaveLength(1);
  });

  it("names only tables that exist, and owners that are features (or app/db)", () => {
    expect([...owned].sort()).toEqual(tables);
    const features = fs
      .readdirSync("app/features", { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const owner of Object.keys(TABLE_OWNERS)) expect(owner === "db" || features.includes(owner), owner).toBe(true);
  });
});
