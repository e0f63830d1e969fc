import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { openPglite, openPostgres, setDatabase } from "~/db/client.server";

import { seed } from "../../server/seed";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Builds one migrated, seeded database that every test file copies: a PGlite dump
 * (creating PGlite takes seconds, loading a dump a fraction of that) or, with
 * DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const seedOptions = {
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    superAdminKey: TEST_SUPER_ADMIN_KEY,
    production: false,
    log: () => {},
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    // One template per run, so that runs side by side on one server never drop each other's.
    const templateDb = `bb_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb} with (force)`);
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateDb}`;
    const database = await openPostgres(templateUrl.toString());
    setDatabase(database);
    await database.migrate();
    await seed(seedOptions);
    await database.close();
    project.provide("pgliteTemplate", "");
    project.provide("pgTemplate", templateDb);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${templateDb} with (force)`);
      await c.end();
    };
  }
  const database = await openPglite();
  setDatabase(database);
  await database.migrate();
  await seed(seedOptions);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bb-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
