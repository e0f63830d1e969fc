import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_SECTION_IDS, ADMIN_SECTIONS } from "~/components/admin/sections";
import { T } from "~/components/admin/texts";
import { sessions, users } from "~/db/schema";
import type { Operation } from "~/lib/api-contract";
import { isRole, roleAllows, ROLES, type Role } from "~/lib/roles";

import { allOperations } from "../../server/api/openapi";
import { mountedOperations } from "../../server/api/route";
import { call, type ApiError } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { runLoader } from "../setup/loaders";
import { startSiteServer } from "../setup/pages";
import type { TestServer } from "../setup/test-server";

/**
 * The role matrix over the whole route table: every staff operation and every panel section,
 * tried as each role. An operation or a section added later without its rule fails here.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
let server: TestServer;
const accounts = {} as Record<Role, number>;

beforeAll(async () => {
  site = await startSiteServer();
  server = site.server;
  const [owner] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, TEST_ADMIN.username));
  accounts.owner = owner!.id;
  for (const role of ["manager", "housekeeping"] as const) {
    const [row] = await server.db
      .insert(users)
      .values({
        username: `${role}@example.com`,
        email: `${role}@example.com`,
        name: role,
        role,
        status: "active",
        password: "unusable$walk",
      })
      .returning({ id: users.id });
    accounts[role] = row!.id;
  }
}, 120_000);
afterAll(async () => {
  await site?.close();
});

/**
 * A new live session of the role's account for each call: an operation the walk calls may end
 * the session it came with (signing out everywhere), and must not spoil the next one.
 */
async function cookieOf(role: Role): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await server.db.insert(sessions).values({
    id: createHash("sha256").update(token).digest("hex"),
    kind: "admin",
    userId: accounts[role],
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return `bb_admin=${token}`;
}

/** The operation's path with placeholders, as the contract test fills them. */
const samplePath = (op: Operation) =>
  `/api${op.path.replace(/:(\w+)/g, (_, name: string) => (name === "date" ? "2026-12-06" : name === "name" ? "x.tar" : "1"))}`;

async function callAs(role: Role, op: Operation) {
  const write = op.method !== "get";
  return call<ApiError>(server, samplePath(op), {
    method: op.method.toUpperCase(),
    headers: { cookie: await cookieOf(role), ...(write ? { "content-type": "application/json" } : {}) },
    body: write ? "{}" : undefined,
  });
}

/**
 * A fingerprint of every table but the sessions (whose last-seen time any request may write):
 * two equal snapshots mean the calls between them changed nothing.
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await server.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'sessions' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const hashed = await server.db.execute<{ h: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    out[name] = hashed.rows[0]!.h;
  }
  return out;
}

const staffOperations = () => mountedOperations().filter((op) => op.access === "staff");
const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path} (${op.role})`;

describe("the route table's rules", () => {
  it("every staff operation, declared and mounted, names a role from ROLES", () => {
    const declared = allOperations().map(({ op }) => op);
    expect(staffOperations().length).toBeGreaterThan(60);
    for (const op of [...declared, ...mountedOperations()].filter((o) => o.access === "staff")) {
      expect(isRole(op.role), label(op)).toBe(true);
    }
    // Nothing below the least role: a housekeeping operation is one a cleaner's phone needs.
    expect(declared.filter((op) => op.access !== "staff" && op.role !== undefined).map(label)).toEqual([]);
  });

  it.each(ROLES)(
    "as %s: below an operation's role 403 forbidden and nothing changes; at or above it, never forbidden",
    async (role) => {
      const refused = staffOperations().filter((op) => !roleAllows(role, op.role!));
      const allowed = staffOperations().filter((op) => roleAllows(role, op.role!));
      expect(refused.length + allowed.length).toBe(staffOperations().length);
      if (role === "owner") expect(refused).toEqual([]);
      else expect(refused.length).toBeGreaterThan(role === "manager" ? 5 : 50);

      const before = await snapshot();
      for (const op of refused) {
        const res = await callAs(role, op);
        expect(res.status, `${label(op)}: ${res.text}`).toBe(403);
        expect(res.body?.error?.code, label(op)).toBe("forbidden");
      }
      expect(await snapshot()).toEqual(before);

      for (const op of allowed) {
        const res = await callAs(role, op);
        expect(res.status, `${label(op)}: ${res.text}`).not.toBe(401);
        if (res.status === 403) expect(res.body?.error?.code, `${label(op)}: ${res.text}`).not.toBe("forbidden");
      }
    },
    120_000,
  );
});

describe("the panel's sections", () => {
  const sectionPath = (id: (typeof ADMIN_SECTION_IDS)[number]) => `/admin/${ADMIN_SECTIONS[id].path}`;

  it.each(ROLES)(
    "as %s: a section below the role sends no data and says it is not open; the others open",
    async (role) => {
      for (const id of ADMIN_SECTION_IDS) {
        const section = ADMIN_SECTIONS[id];
        const opens = roleAllows(role, section.role);
        const cookie = await cookieOf(role);

        const page = await server.fetch(sectionPath(id), { headers: { cookie } });
        const html = await page.text();
        expect(page.status, `${id} as ${role}`).toBe(200);
        expect(html.includes(T.panel.notYours), `${id} as ${role}: "${T.panel.notYours}"`).toBe(!opens);

        // The section's own loader, as React Router runs it for the page and for a .data request.
        const module = (await import(path.resolve("app", section.module))) as { loader: (args: never) => Promise<unknown> };
        const data = await runLoader(module.loader, `http://localhost${sectionPath(id)}`, { cookie });
        if (opens) expect(data, `${id} as ${role}`).not.toBeNull();
        else expect(data, `${id} as ${role}`).toBeNull();
      }
    },
    120_000,
  );

  it("every role opens its own account's password and second factors there; the rule for every account is the owner's alone", async () => {
    const module = (await import(path.resolve("app", ADMIN_SECTIONS.account.module))) as { loader: (args: never) => Promise<unknown> };
    for (const role of ROLES) {
      const html = await (await server.fetch(sectionPath("account"), { headers: { cookie: await cookieOf(role) } })).text();
      expect(html, role).toContain('id="account-current-password"');
      const data = await runLoader(module.loader, `http://localhost${sectionPath("account")}`, { cookie: await cookieOf(role) });
      expect(data, role).toEqual({ factors: [], secondFactorRequired: role === "owner" ? false : null });
    }
    // No longer in Impostazioni.
    const settings = await server.fetch(sectionPath("settings"), { headers: { cookie: await cookieOf("owner") } });
    expect(await settings.text()).not.toContain('id="account-current-password"');
  });

  it("signed out, no section sends its data", async () => {
    for (const id of ADMIN_SECTION_IDS) {
      const module = (await import(path.resolve("app", ADMIN_SECTIONS[id].module))) as { loader: (args: never) => Promise<unknown> };
      expect(await runLoader(module.loader, `http://localhost${sectionPath(id)}`), id).toBeNull();
    }
  });

  it("a manager's Adempimenti shows neither the police's nor the region's credentials, only whether they are set up", async () => {
    const owner = await cookieOf("owner");
    const put = (url: string, body: unknown) =>
      call(server, url, { method: "PUT", headers: { cookie: owner, "content-type": "application/json" }, body: JSON.stringify(body) });
    const portal = await put("/api/settings/police-portal", { username: "PORTALE-PE0042", password: "pw-portale-1", wsKey: "ws-key-1" });
    expect(portal.status, portal.text).toBe(200);
    const region = await put("/api/settings/istat", {
      structureCode: "STRUTTURA-0042",
      endpoint: "https://regione.example.org/ross1000",
      username: "utente-regione",
      password: "pw-regione-1",
      beds: {},
    });
    expect(region.status, region.text).toBe(200);

    const module = (await import(path.resolve("app", ADMIN_SECTIONS.compliance.module))) as {
      loader: (args: never) => Promise<{ police?: { portal: { username: string }; canEditPortal: boolean }; istat?: unknown } | null>;
    };
    const police = await runLoader(module.loader, "http://localhost/admin/adempimenti", { cookie: await cookieOf("manager") });
    expect(police?.police?.canEditPortal).toBe(false);
    const istat = await runLoader(module.loader, "http://localhost/admin/adempimenti/istat", {
      cookie: await cookieOf("manager"),
      params: { tab: "istat" },
    });
    expect(istat?.istat).toMatchObject({ canEditAccount: false, settings: { username: "", endpoint: "", structureCode: "" } });
    const ownersIstat = await runLoader(module.loader, "http://localhost/admin/adempimenti/istat", {
      cookie: owner,
      params: { tab: "istat" },
    });
    expect(ownersIstat?.istat).toMatchObject({ canEditAccount: true, settings: { username: "utente-regione" } });

    expect(police?.police?.portal.username).toBe("");
    const owners = await runLoader(module.loader, "http://localhost/admin/adempimenti", { cookie: owner });
    expect(owners?.police).toMatchObject({ canEditPortal: true, portal: { username: "PORTALE-PE0042" } });

    for (const tab of ["", "/istat"]) {
      const page = async (cookie: string) => (await server.fetch(`/admin/adempimenti${tab}`, { headers: { cookie } })).text();
      const managers = await page(await cookieOf("manager"));
      expect(managers).toContain("Solo il titolare può cambiarle.");
      expect(managers).toContain("Collegamento configurato.");
      for (const secret of ["PORTALE-PE0042", "utente-regione", "STRUTTURA-0042", "regione.example.org"])
        expect(managers).not.toContain(secret);
      expect(managers).not.toContain('name="password"');
      // The owner's own page holds them: the check above can fail.
      expect(await page(owner)).toContain(tab ? "utente-regione" : "PORTALE-PE0042");
    }
  });

  it("GET /api/business gives the bank details to the owner alone", async () => {
    for (const role of ROLES) {
      const res = await call<Record<string, unknown>>(server, "/api/business", { headers: { cookie: await cookieOf(role) } });
      expect(res.status).toBe(200);
      expect("iban" in res.body, role).toBe(role === "owner");
    }
  });
});
