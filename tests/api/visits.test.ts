import { createHash } from "node:crypto";
import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appMeta, siteVisits } from "~/db/schema";
import { hashIp } from "~/features/auth/auth.server";
import { purgeVisitsOlderThan } from "~/features/visits/visits.server";

import { call, expectApiError, expectFieldError, json, rowCount } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

type Stats = { totalVisits: number; uniqueVisits: number };

let server: TestServer;
beforeAll(async () => {
  // Behind a (trusted) proxy, so a test can speak for several visitors via X-Forwarded-For.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const visit = (body: unknown = {}, headers: Record<string, string> = {}) =>
  call<{ id: number; visitedAt: string }>(server, "/api/visits", json("POST", body, headers));
const stats = async () => {
  const res = await call<Stats>(server, "/api/visits/count");
  expect(res.status).toBe(200);
  return res.body;
};

describe("POST /api/visits", () => {
  it("records a visit from an empty JSON body: 201", async () => {
    const before = await rowCount(server, siteVisits);
    const res = await visit({}, { "user-agent": "Mozilla/5.0 (test)" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
    expect(await rowCount(server, siteVisits)).toBe(before + 1);
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    expect(row!.userAgent).toBe("Mozilla/5.0 (test)");
    expect(row!.sessionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("records a visit with no body at all", async () => {
    const before = await rowCount(server, siteVisits);
    const res = await call(server, "/api/visits", { method: "POST" });
    expect(res.status, res.text).toBe(201);
    expect(await rowCount(server, siteVisits)).toBe(before + 1);
  });

  it("keeps a session id the browser names", async () => {
    const res = await visit({ sessionId: "session_ABC-123" });
    expect(res.status, res.text).toBe(201);
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    expect(row!.sessionId).toBe("session_ABC-123");
  });

  it.each([["x"], ["s".repeat(200)], ["has spaces in it"], [12345678], ["<script>alert(1)</script>"]])(
    "refuses the session id %j with 400 and stores nothing",
    async (sessionId) => {
      const before = await rowCount(server, siteVisits);
      expectFieldError(await visit({ sessionId }), "sessionId");
      expect(await rowCount(server, siteVisits)).toBe(before);
    },
  );

  it("stores the IP address only as a salted 64-hex hash", async () => {
    const res = await visit();
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    expect(row!.ipAddress).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipAddress).not.toContain("127.0.0.1");
    // Not a plain hash either, which anyone could reverse by trying every address.
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(row!.ipAddress).not.toBe(createHash("sha256").update(ip).digest("hex"));
    }
    const all = await server.db.select().from(siteVisits);
    for (const v of all) {
      expect(v.ipAddress).toMatch(/^[0-9a-f]{64}$/);
      expect(v.ipAddress).not.toMatch(/127\.0\.0\.1|::1/);
    }
  });

  it("keys the hash with a secret kept outside the database: nothing in a copy of it reproduces the hash", async () => {
    const res = await visit({}, { "x-forwarded-for": "192.0.2.55" });
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    const stored = await server.db.select().from(appMeta);
    for (const { value } of stored) {
      for (const guess of [`${value}:192.0.2.55`, `${value}192.0.2.55`, `192.0.2.55:${value}`]) {
        expect(row!.ipAddress).not.toBe(createHash("sha256").update(guess).digest("hex"));
      }
    }
    expect(stored.map((m) => m.key)).not.toContain("ip_hash_salt");
    expect(row!.ipAddress).toBe(await hashIp("192.0.2.55"));
  });

  it("gives the same address another hash on another day (Italian date), the same within a day", async () => {
    const morning = new Date("2026-07-01T05:00:00Z");
    const evening = new Date("2026-07-01T20:00:00Z");
    const nextDay = new Date("2026-07-01T23:30:00Z"); // already 2 July in Italy
    expect(await hashIp("192.0.2.55", morning)).toBe(await hashIp("192.0.2.55", evening));
    expect(await hashIp("192.0.2.55", nextDay)).not.toBe(await hashIp("192.0.2.55", evening));
    expect(await hashIp("192.0.2.56", morning)).not.toBe(await hashIp("192.0.2.55", morning));
  });

  it("stores a forwarded address hashed too", async () => {
    const res = await visit({}, { "x-forwarded-for": "203.0.113.7" });
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    expect(row!.ipAddress).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipAddress).not.toContain("203.0.113.7");
  });

  it("truncates an over-long User-Agent instead of failing", async () => {
    const res = await visit({}, { "user-agent": "U".repeat(800) });
    expect(res.status, res.text).toBe(201);
    const [row] = await server.db.select().from(siteVisits).where(eq(siteVisits.id, res.body.id));
    expect(row!.userAgent).toHaveLength(500);
  });
});

describe("GET /api/visits/count", () => {
  it("answers numbers that follow the recorded visits", async () => {
    await server.db.delete(siteVisits);
    expect(await stats()).toEqual({ totalVisits: 0, uniqueVisits: 0 });

    for (let i = 0; i < 3; i++) expect((await visit()).status).toBe(201);
    let s = await stats();
    expect(typeof s.totalVisits).toBe("number");
    expect(typeof s.uniqueVisits).toBe("number");
    expect(s).toEqual({ totalVisits: 3, uniqueVisits: 1 });

    expect((await visit({}, { "x-forwarded-for": "198.51.100.1" })).status).toBe(201);
    expect((await visit({}, { "x-forwarded-for": "198.51.100.2" })).status).toBe(201);
    expect((await visit({}, { "x-forwarded-for": "198.51.100.2" })).status).toBe(201);
    s = await stats();
    expect(s).toEqual({ totalVisits: 6, uniqueVisits: 3 });
    expect(s.totalVisits).toBe(await rowCount(server, siteVisits));
  });

  it("is never cached", async () => {
    const res = await call(server, "/api/visits/count");
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("a refused visit does not count", async () => {
    const before = await stats();
    expectApiError(await visit({ sessionId: "x" }), 400, "validation_error");
    expect(await stats()).toEqual(before);
  });
});

describe("running totals (one row read, whatever the size of the visits table)", () => {
  /** What a full scan of the table says: the answer the totals must always give. */
  const scanned = async (): Promise<Stats> => {
    const [row] = await server.db.select({ total: count(), uniques: countDistinct(siteVisits.ipAddress) }).from(siteVisits);
    return { totalVisits: Number(row!.total), uniqueVisits: Number(row!.uniques) };
  };

  it("agree with a full scan after API visits, a bulk SQL insert, deletes and the retention purge", async () => {
    expect((await visit({}, { "x-forwarded-for": "203.0.113.7" })).status).toBe(201);
    expect(await stats()).toEqual(await scanned());

    // 600 rows from 60 addresses in one statement, two of them already known.
    await server.db.execute(
      sql`insert into site_visits (ip_address, session_id, visited_at)
          select 'bulk-' || (g % 60), 'bulk-session', now() - make_interval(days => g % 500) from generate_series(1, 600) g`,
    );
    await server.db.execute(sql`insert into site_visits (ip_address, session_id) values ('bulk-1', 's'), ('bulk-2', 's')`);
    const afterInsert = await stats();
    expect(afterInsert).toEqual(await scanned());
    expect(afterInsert.uniqueVisits).toBeGreaterThanOrEqual(61);

    // Every row of some addresses and some rows of others.
    await server.db.execute(
      sql`delete from site_visits where ip_address in ('bulk-1', 'bulk-2') or (ip_address like 'bulk-%' and id % 3 = 0)`,
    );
    expect(await stats()).toEqual(await scanned());

    // The retention purge (13 months) removes the old ones.
    const cutoff = new Date(Date.now() - 395 * 24 * 3600 * 1000);
    await purgeVisitsOlderThan(cutoff);
    const afterPurge = await stats();
    expect(afterPurge).toEqual(await scanned());
    expect(afterPurge.totalVisits).toBeLessThan(afterInsert.totalVisits);

    await server.db.execute(sql`truncate site_visits`);
    expect(await stats()).toEqual({ totalVisits: 0, uniqueVisits: 0 });
  });
});
