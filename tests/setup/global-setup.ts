import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { openPglite, openPostgres, setDatabase } from "~/db/client.server";

import { seed } from "../../server/seed";
import { PG_TEMPLATE_DB, TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
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
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE_DB}`;
    const database = await openPostgres(templateUrl.toString());
    setDatabase(database);
    await database.migrate();
    await seed(seedOptions);
    await database.close();
    project.provide("pgliteTemplate", "");
    return;
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
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
