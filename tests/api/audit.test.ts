import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, policeReceipts, users } from "~/db/schema";
import { SEED_BUSINESS } from "~/db/seed-data";
import { AUDIT_ACTIONS, isAuditAction } from "~/features/audit/audit-actions";
import { hashPassword } from "~/features/auth/auth.server";
import { todayInItaly } from "~/lib/dates";
import { seal } from "~/lib/guest-crypto.server";
import { loader as auditSection } from "~/routes/admin/audit";
import { loader as movementsSection } from "~/routes/admin/movements";

import { allOperations } from "../../server/api/openapi";
import { applyRetention } from "../../server/boot";
import {
  call,
  cookiePair,
  dateFromToday,
  expectApiError,
  expectFieldError,
  json,
  setCookieFor,
  withCookie,
  type ApiResponse,
} from "../setup/api-helpers";
import { TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { runLoader } from "../setup/loaders";
import { createStay, guestFixture, saveGuests } from "../setup/stay-fixtures";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * The audit trail: each audited operation leaves exactly one row (who, what, on what, the hashed
 * address) once it has succeeded and none when refused; GET /api/audit pages it by cursor and
 * filters it, for the owner only; nothing edits or deletes it but the year's purge. Other
 * features add rows of their own (sign-ins): every check here looks at the rows of its action.
 */

const ITALY = "100000100";
const PESCARA = "413068028";
const OWNER = "admin";

let server: TestServer;
let cookie: string;
let stayId: number;
const today = todayInItaly();
const owner = (init: RequestInit = {}) => withCookie(init, cookie);

type Row = typeof auditLog.$inferSelect;
type AuditPage = { items: { at: string; actor: string; action: string; target: string; addressHash: string }[]; nextCursor: string | null };

beforeAll(async () => {
  server = await startTestServer();
  cookie = await server.adminCookie();
  const room = (await call<{ id: number }>(server, "/api/rooms/uno")).body;
  stayId = await createStay(server, cookie, {
    roomId: room.id,
    checkIn: today,
    checkOut: dateFromToday(2),
    guests: 1,
    leadName: "Marco Rossi",
  });
  await saveGuests(server, cookie, stayId, "individuals", [guestFixture("1980-05-01", { country: ITALY, place: PESCARA }, { lead: true })]);
});
afterAll(() => server?.close());

/** The newest row's id so far: what a call adds comes after it. */
async function lastId(): Promise<number> {
  const [row] = await server.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

const rowsSince = (id: number, action: string): Promise<Row[]> =>
  server.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, id), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** Runs `act`, which must succeed, and returns the one row of `action` it added. */
async function oneRowOf(action: string, act: () => Promise<ApiResponse<unknown> | unknown>): Promise<Row> {
  const before = await lastId();
  const res = await act();
  if (res && typeof res === "object" && "status" in res)
    expect((res as ApiResponse<unknown>).status, (res as ApiResponse<unknown>).text).toBeLessThan(400);
  const rows = await rowsSince(before, action);
  expect(rows, `rows of ${action}`).toHaveLength(1);
  expect(rows[0]!.addressHash).toMatch(/^[0-9a-f]{64}$/);
  return rows[0]!;
}

/** Runs `act`, which must be refused with `status`, and checks it added no row of `action`. */
async function noRowOf(action: string, status: number, act: () => Promise<ApiResponse<unknown>>): Promise<void> {
  const before = await lastId();
  const res = await act();
  expect(res.status, res.text).toBe(status);
  expect(await rowsSince(before, action)).toHaveLength(0);
}

/** A signed-in account of another role, made as the accounts screen would and signed in through the API. */
async function signedIn(role: "manager" | "housekeeping"): Promise<string> {
  const username = `${role}@example.com`;
  const password = `${role}-password-123`;
  await server.db
    .insert(users)
    .values({ username, email: username, name: role, role, status: "active", password: await hashPassword(password) })
    .onConflictDoNothing();
  const res = await call(server, "/api/auth/login", json("POST", { username, password }));
  expect(res.status, res.text).toBe(200);
  return cookiePair(setCookieFor(res.headers, "bb_admin")!);
}

const put = (url: string, body: unknown) => call(server, url, owner(json("PUT", body)));
const get = (url: string) => call(server, url, owner());

/**
 * One successful call per audited operation (its id as the API's registry names it), with the
 * target it must record. A new `audit` declaration without its line here fails the coverage check.
 */
const AUDITED: { op: string; action: string; target: () => string; act: () => Promise<ApiResponse<unknown>>; actor?: string }[] = [
  { op: "guests.get", action: "guests.viewed", target: () => `stay ${stayId}`, act: () => get(`/api/stays/${stayId}/guests`) },
  {
    op: "guests.update",
    action: "guests.updated",
    target: () => `stay ${stayId}`,
    act: () =>
      put(`/api/stays/${stayId}/guests`, {
        partyType: "individuals",
        guests: [guestFixture("1980-05-01", { country: ITALY, place: PESCARA }, { lead: true })],
      }),
  },
  {
    op: "guests.policeFile",
    action: "police-file.downloaded",
    target: () => `police file ${today}`,
    act: () => get(`/api/police/file?date=${today}`),
  },
  {
    op: "guests.receiptPdf",
    action: "police-receipt.downloaded",
    target: () => `police receipt ${dateFromToday(-1)}`,
    act: async () => {
      const pdf = Buffer.from("%PDF-1.7\n% a receipt\n%%EOF\n", "latin1");
      await server.db
        .insert(policeReceipts)
        .values({ day: dateFromToday(-1), pdfSealed: seal(pdf.toString("base64")), bytes: pdf.length, stays: 1, source: "upload" })
        .onConflictDoNothing();
      return get(`/api/police/receipts/${dateFromToday(-1)}`);
    },
  },
  {
    op: "guests.setPortalAccount",
    action: "credentials.police-updated",
    target: () => "police portal account",
    act: () =>
      put("/api/settings/police-portal", {
        username: "casabrezza",
        password: "Pàss word 1!",
        wsKey: "WSKEY-0123456789ABCDEF",
        autoSend: false,
      }),
  },
  {
    op: "reports.setIstatSettings",
    action: "credentials.region-updated",
    target: () => "region ISTAT account",
    act: () =>
      put("/api/settings/istat", {
        structureCode: "PE0001",
        endpoint: "https://region.example/ws",
        username: "casabrezza",
        password: "a region password",
        autoSend: false,
        beds: {},
      }),
  },
  {
    op: "reports.istatMovements",
    action: "report.downloaded",
    target: () => "ISTAT movements 2020-01-01/2020-01-31",
    act: () => get("/api/reports/istat/movements?from=2020-01-01&to=2020-01-31"),
  },
  {
    op: "reports.touristTax",
    action: "report.downloaded",
    target: () => "tourist tax 2020-01-01/2020-03-31",
    act: () => get("/api/reports/tourist-tax?from=2020-01-01&to=2020-03-31&format=csv"),
  },
  {
    op: "reports.touristTaxYear",
    action: "report.downloaded",
    target: () => "tourist tax year 2020",
    act: () => get("/api/reports/tourist-tax/year?year=2020&format=csv"),
  },
  {
    op: "reports.istat",
    action: "report.downloaded",
    target: () => "ISTAT month 2020-01",
    act: () => get("/api/reports/istat?month=2020-01&format=csv"),
  },
  {
    op: "reports.setTouristTaxRule",
    action: "settings.updated",
    target: () => "tourist tax rules",
    act: () =>
      put("/api/settings/tourist-tax", {
        enabled: true,
        rules: [{ validFrom: "2000-01-01", ratePerNight: { high: 2.5, low: 1.15 }, maxNights: 7, exemptUnderAge: 14, exemptFromAge: null }],
        exemptResidents: true,
      }),
  },
  {
    op: "availability.setSeasons",
    action: "settings.updated",
    target: () => "seasons",
    act: () => put("/api/settings/seasons", { highStart: "06-01", highEnd: "09-15", minNightsHigh: 3, minNightsLow: 1 }),
  },
  {
    op: "settings.set",
    action: "settings.updated",
    target: () => "show_reviews_section = false",
    act: () => put("/api/settings/show_reviews_section", { value: "false" }),
  },
  {
    op: "settings.setSuperAdmin",
    action: "settings.updated",
    target: () => "super-admin settings",
    actor: "super-admin",
    act: async () => {
      const { id: _id, updatedAt: _at, ...current } = (await call<Record<string, unknown>>(server, "/api/super-admin/settings")).body;
      return call(server, "/api/super-admin/settings", json("PUT", { ...current, superAdminKey: TEST_SUPER_ADMIN_KEY }));
    },
  },
  { op: "business.update", action: "business.updated", target: () => "business details", act: () => put("/api/business", SEED_BUSINESS) },
  {
    op: "backups.download",
    action: "backup.downloaded",
    target: () => "backup backup-2026-01-01T03-00-00Z.tar.gz.age",
    act: () => {
      fs.mkdirSync(server.env.backup.dir, { recursive: true });
      fs.writeFileSync(path.join(server.env.backup.dir, "backup-2026-01-01T03-00-00Z.tar.gz.age"), "age-encryption.org/v1\n");
      return get("/api/backups/backup-2026-01-01T03-00-00Z.tar.gz.age");
    },
  },
  {
    op: "backups.acknowledgeKey",
    action: "backup.key-acknowledged",
    target: () => "backup key",
    act: () => call(server, "/api/backups/key/acknowledge", owner({ method: "POST" })),
  },
];

describe("what is recorded", () => {
  it("declares only actions of the list, and each audited operation is exercised below", () => {
    const declared = allOperations().filter(({ op }) => op.audit);
    for (const { id, op } of declared) expect(isAuditAction(op.audit!.action), id).toBe(true);
    expect(new Set(AUDITED.map((c) => c.op))).toEqual(new Set(declared.map((d) => d.id)));
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/);
  });

  for (const c of AUDITED) {
    it(`${c.op}: one ${c.action} row, with who and what`, async () => {
      const row = await oneRowOf(c.action, c.act);
      expect(row).toMatchObject({ actor: c.actor ?? OWNER, action: c.action, target: c.target() });
    });
  }

  it("records a sign-out, and the end of every session as one on every device; none without a session", async () => {
    const manager = await signedIn("manager");
    const out = await oneRowOf("auth.sign-out", () => call(server, "/api/auth/logout", withCookie({ method: "POST" }, manager)));
    expect([out.actor, out.target]).toEqual(["manager@example.com", ""]);
    // The same cookie again: the session is gone, so nobody signed out.
    const before = await lastId();
    expect((await call(server, "/api/auth/logout", withCookie({ method: "POST" }, manager))).status).toBe(200);
    expect(await rowsSince(before, "auth.sign-out")).toHaveLength(0);
    const again = await signedIn("manager");
    const all = await oneRowOf("auth.sign-out", () => call(server, "/api/auth/logout-all", withCookie({ method: "POST" }, again)));
    expect([all.actor, all.target]).toEqual(["manager@example.com", "every device"]);
  });

  it("names the bank details when the deposits' account changed, and only then", async () => {
    const bank = { ...SEED_BUSINESS, accountHolder: "Maria Rossi", iban: "IT60X0542811101000000123456", bankName: "Banca Adriatica" };
    expect((await oneRowOf("business.updated", () => put("/api/business", bank))).target).toBe("business details, bank details");
    expect((await oneRowOf("business.updated", () => put("/api/business", bank))).target).toBe("business details");
  });

  it("records the stay's page of the panel, which shows the guests' data, as a view", async () => {
    const row = await oneRowOf("guests.viewed", () =>
      runLoader(movementsSection, `${server.url}/admin/arrivi/${stayId}`, { cookie, params: { id: String(stayId) } }),
    );
    expect(row).toMatchObject({ actor: OWNER, target: `stay ${stayId}` });
  });

  it("records a report's JSON for the screen as nothing: only the file is a download", async () => {
    const before = await lastId();
    expect((await get("/api/reports/tourist-tax?from=2020-01-01&to=2020-03-31")).status).toBe(200);
    expect((await get("/api/reports/istat?month=2020-01")).status).toBe(200);
    expect(await rowsSince(before, "report.downloaded")).toHaveLength(0);
  });
});

describe("what is refused records nothing", () => {
  it("signed out (401), a bad body (400), an unknown stay (404), a role below (403)", async () => {
    await noRowOf("guests.viewed", 401, () => call(server, `/api/stays/${stayId}/guests`));
    await noRowOf("guests.viewed", 404, () => get("/api/stays/999999/guests"));
    await noRowOf("guests.updated", 400, () => put(`/api/stays/${stayId}/guests`, { partyType: "individuals", guests: [{ surname: "" }] }));
    await noRowOf("settings.updated", 400, () => put("/api/settings/seasons", { highStart: "13-45" }));
    await noRowOf("settings.updated", 401, () => call(server, "/api/settings/seasons", json("PUT", { highStart: "06-01" })));
    await noRowOf("settings.updated", 404, () => put("/api/settings/no_such_setting", { value: "true" }));
    await noRowOf("credentials.police-updated", 400, () => put("/api/settings/police-portal", { username: 5 }));
    await noRowOf("police-file.downloaded", 400, () => get("/api/police/file?date=2026-02-30"));
    await noRowOf("backup.downloaded", 404, () => get("/api/backups/backup-2020-01-01T03-00-00Z.tar.gz.age"));
    await noRowOf("settings.updated", 403, () =>
      call(server, "/api/super-admin/settings", json("PUT", { siteOffline: false, superAdminKey: "not-the-key-0123456789" })),
    );
    const manager = await signedIn("manager");
    await noRowOf("business.updated", 403, () => call(server, "/api/business", withCookie(json("PUT", SEED_BUSINESS), manager)));
  });
});

describe("a row that cannot be written", () => {
  it("fails the call: a 500, and neither the guests' data nor the backup leaves", async () => {
    const name = "backup-2026-01-02T03-00-00Z.tar.gz.age";
    fs.mkdirSync(server.env.backup.dir, { recursive: true });
    fs.writeFileSync(path.join(server.env.backup.dir, name), `age-encryption.org/v1\n${"secret ".repeat(20_000)}`);
    // The trail refuses these two actions for a moment, as a full disk or a lost database would.
    await server.db.execute(
      sql`alter table audit_log add constraint audit_test_refuses check (action not in ('guests.viewed', 'backup.downloaded')) not valid`,
    );
    try {
      const guests = await get(`/api/stays/${stayId}/guests`);
      expectApiError(guests, 500, "internal_error");
      expect(guests.text).not.toContain("Rossi");
      const backup = await get(`/api/backups/${name}`);
      expectApiError(backup, 500, "internal_error");
      expect(backup.text).not.toContain("secret");
      expect(backup.headers.get("content-disposition")).toBeNull();
    } finally {
      await server.db.execute(sql`alter table audit_log drop constraint audit_test_refuses`);
    }
    // The next call is recorded and answered as usual.
    expect((await oneRowOf("backup.downloaded", () => get(`/api/backups/${name}`))).target).toBe(`backup ${name}`);
  });
});

describe("GET /api/audit", () => {
  const list = (query: string, as = cookie) => call<AuditPage>(server, `/api/audit${query}`, withCookie({}, as));

  /** Every page of a query, following nextCursor. */
  async function allPages(query: string): Promise<{ pages: AuditPage[]; items: AuditPage["items"] }> {
    const pages: AuditPage[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`${query}${cursor ? `${query ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status, res.text).toBe(200);
      pages.push(res.body);
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 20);
    return { pages, items: pages.flatMap((p) => p.items) };
  }

  it("pages the trail newest first, 50 a page, every row exactly once, rows of one microsecond apart or at the same instant included", async () => {
    // 130 rows within one millisecond: 70 a microsecond apart, 60 at the very same instant.
    const rows = Array.from({ length: 130 }, (_, i) => ({
      at: sql`'2025-04-01T10:00:00.123000Z'::timestamptz + ${i < 70 ? i : 70} * interval '1 microsecond'`,
      actor: "pager-test",
      action: "guests.viewed",
      target: `row ${i}`,
      addressHash: "a".repeat(64),
    }));
    await server.db.insert(auditLog).values(rows);
    const { pages, items } = await allPages("?actor=pager-test");
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 30]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(items.map((i) => i.target).sort()).toEqual(rows.map((r) => r.target).sort());
    for (let i = 1; i < items.length; i++) expect(items[i]!.at <= items[i - 1]!.at).toBe(true);
    expect(items[0]).toEqual({
      at: "2025-04-01T10:00:00.123Z",
      actor: "pager-test",
      action: "guests.viewed",
      target: expect.any(String),
      addressHash: "a".repeat(64),
    });

    // The whole trail, unfiltered, also comes once each.
    const whole = await allPages("");
    const [{ n }] = (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)) as [{ n: number }];
    expect(whole.items).toHaveLength(n);
    expect(new Set(whole.items.filter((i) => i.actor === "pager-test").map((i) => i.target)).size).toBe(130);
    const newest = (await server.db.select({ at: auditLog.at }).from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]!;
    expect(whole.items[0]!.at).toBe(newest.at.toISOString());
  });

  it("filters by person, action and days, the days in Italy's time", async () => {
    const row = (at: string, action: string, target: string) => ({
      at: new Date(at),
      actor: "filter-test",
      action,
      target,
      addressHash: "b".repeat(64),
    });
    await server.db.insert(auditLog).values([
      // 00:30 on 10 March in Italy (UTC+1), though still 9 March in UTC.
      row("2025-03-09T23:30:00Z", "backup.downloaded", "early on the 10th"),
      row("2025-03-10T12:00:00Z", "guests.viewed", "midday on the 10th"),
      row("2025-03-10T23:30:00Z", "backup.downloaded", "early on the 11th"),
      { ...row("2025-03-10T12:00:00Z", "backup.downloaded", "someone else"), actor: "filter-other" },
    ]);
    const targets = async (query: string) => {
      const res = await list(query);
      expect(res.status, res.text).toBe(200);
      return res.body.items.map((i) => i.target);
    };
    expect(await targets("?actor=filter-test&from=2025-03-10&to=2025-03-10")).toEqual(["midday on the 10th", "early on the 10th"]);
    expect(await targets("?actor=filter-test&action=backup.downloaded")).toEqual(["early on the 11th", "early on the 10th"]);
    expect(await targets("?action=backup.downloaded&from=2025-03-10&to=2025-03-10")).toEqual(
      expect.arrayContaining(["someone else", "early on the 10th"]),
    );
    expect(await targets("?action=backup.downloaded&from=2025-03-10&to=2025-03-10")).not.toContain("early on the 11th");
    expect(await targets("?actor=filter-test&from=2025-03-11")).toEqual(["early on the 11th"]);
    expect(await targets("?actor=filter-test&to=2025-03-09")).toEqual([]);
    expect(await targets("?actor=nobody-at-all")).toEqual([]);
  });

  it("refuses bad dates, an unknown action and a cursor it did not write with a 400 in the caller's language, and answers no rows", async () => {
    expectFieldError(await list("?from=2025-02-30"), "from");
    expectFieldError(await list("?to=yesterday"), "to");
    expectFieldError(await list("?action=guests.deleted"), "action");
    expectFieldError(await list("?actor=" + "x".repeat(201)), "actor");
    for (const cursor of ["not-a-cursor!", btoa("2025-01-01T00:00:00.000000Z|0"), btoa("yesterday|5"), btoa("2025-01-01T00:00:00Z|5")]) {
      expectFieldError(await list(`?cursor=${encodeURIComponent(cursor)}`), "cursor");
    }
    const messages = new Set<string>();
    for (const lang of ["it", "en", "de", "es"]) {
      messages.add(expectFieldError(await list(`?from=2025-03-10&to=2025-03-01&lang=${lang}`), "to"));
      const cursor = expectFieldError(await list(`?cursor=xyz&lang=${lang}`), "cursor");
      expect(cursor).not.toContain("errors.");
      messages.add(cursor);
    }
    expect(messages.size).toBe(8);
  });

  it("is the owner's alone: signed out 401, a manager 403 forbidden", async () => {
    expectApiError(await call(server, "/api/audit"), 401, "unauthorized");
    expectApiError(await list("", await signedIn("manager")), 403, "forbidden");
    expectApiError(await list("", await signedIn("housekeeping")), 403, "forbidden");
  });

  it("has no way to change or delete a row", async () => {
    const before = await lastId();
    for (const [method, url] of [
      ["PUT", "/api/audit"],
      ["DELETE", "/api/audit"],
      ["POST", "/api/audit"],
      ["PATCH", "/api/audit"],
      ["DELETE", `/api/audit/${before}`],
      ["PUT", `/api/audit/${before}`],
    ] as const) {
      const res = await call(server, url, owner(json(method, { target: "rewritten" })));
      expect([404, 405], `${method} ${url}`).toContain(res.status);
    }
    expect(
      allOperations()
        .filter(({ op }) => op.path.startsWith("/audit"))
        .map(({ op }) => op.method),
    ).toEqual(["get"]);
    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.id, before));
    expect(row?.target).not.toBe("rewritten");
  });
});

describe("the panel's Registro accessi", () => {
  const section = (query = "", as?: string) => runLoader(auditSection, `${server.url}/admin/registro${query}`, { cookie: as });

  it("arrives with its rows, filtered from the address, for the owner only", async () => {
    const page = await section("?chi=filter-test&azione=backup.downloaded", cookie);
    expect(page?.errors).toEqual({});
    expect(page?.page?.items.map((i) => i.target)).toEqual(["early on the 11th", "early on the 10th"]);
    expect(page?.filter).toMatchObject({ actor: "filter-test", action: "backup.downloaded", from: "", to: "", cursor: "" });
    expect(await section("")).toBeNull();
    expect(await section("", await signedIn("manager"))).toBeNull();
  });

  it("says in Italian what is wrong with a filter, and reads nothing", async () => {
    const page = await section("?dal=2025-02-30&azione=nope", cookie);
    expect(page?.page).toBeNull();
    expect(page?.errors.from).toMatch(/data valida/);
    expect(page?.errors.action).toMatch(/Azione sconosciuta/);
  });
});

describe("retention", () => {
  it("purges the rows older than a year and keeps the younger ones", async () => {
    const day = 86_400_000;
    const [old, young] = await server.db
      .insert(auditLog)
      .values([
        {
          at: new Date(Date.now() - 367 * day),
          actor: "retention-test",
          action: "guests.viewed",
          target: "old",
          addressHash: "c".repeat(64),
        },
        {
          at: new Date(Date.now() - 360 * day),
          actor: "retention-test",
          action: "guests.viewed",
          target: "young",
          addressHash: "c".repeat(64),
        },
      ])
      .returning({ id: auditLog.id });
    await applyRetention();
    const left = await server.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actor, "retention-test"));
    expect(left.map((r) => r.id)).toEqual([young!.id]);
    expect(left.map((r) => r.id)).not.toContain(old!.id);
  });
});
