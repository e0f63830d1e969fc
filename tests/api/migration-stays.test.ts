import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";

/**
 * The migration that brought stays: a database holding requests confirmed before it keeps their
 * rooms taken, each request becoming its stay; nothing else becomes one.
 */

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bb-migrations-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

it("the requests confirmed before stays existed become their stays", async () => {
  // The migrations as they were before stays: 0000 to 0009.
  const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((e) => e.tag === "0010_stays");
  expect(before).toBeGreaterThan(0);
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  for (const entry of journal.entries.slice(0, before)) fs.copyFileSync(`drizzle/${entry.tag}.sql`, path.join(folder, `${entry.tag}.sql`));

  const client = await PGlite.create();
  const db = drizzle(client);
  try {
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`insert into rooms (id, name, slug, max_guests) values (1, 'Camera Uno', 'uno', 2)`);
    await db.execute(sql`
      insert into quotes (id, first_name, last_name, email, phone, check_in, check_out, guests, preferred_room, status, lang) values
        (1, 'Mario', 'Rossi', 'mario@example.com', '+39 333 1234567', '2027-06-10T00:00:00Z', '2027-06-13T00:00:00Z', 2, 'uno', 'confirmed', 'it'),
        (2, 'Anna', 'Weber', 'anna@example.com', null, '2027-07-01T00:00:00Z', '2027-07-03T00:00:00Z', 1, null, 'confirmed', 'de'),
        (3, 'Luis', 'Gómez', 'luis@example.com', null, '2027-08-01T00:00:00Z', '2027-08-03T00:00:00Z', 2, 'uno', 'pending', 'es')
    `);

    await migrate(db, { migrationsFolder: "drizzle" });
    const stays = await db.execute(sql`
      select room_id, check_in::text, check_out::text, guests, source, quote_id, lead_name, lead_email, lead_phone, language, status from stays
    `);
    expect(stays.rows).toEqual([
      {
        room_id: 1,
        check_in: "2027-06-10",
        check_out: "2027-06-13",
        guests: 2,
        source: "request",
        quote_id: 1,
        lead_name: "Mario Rossi",
        lead_email: "mario@example.com",
        lead_phone: "+39 333 1234567",
        language: "it",
        status: "booked",
      },
    ]);
  } finally {
    await client.close();
  }
});
