import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loginAttempts, superAdminSettings } from "~/db/schema";

import { call, expectApiError, json, setCookieFor } from "../setup/api-helpers";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Every request here comes from 127.0.0.1, so failures add up per client: this file has its
 * own database, and each test starts from an empty attempts table.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(loginAttempts);
});

const adminLogin = (password: string, username: string = TEST_ADMIN.username) =>
  call(server, "/api/auth/login", json("POST", { username, password }));
const superLogin = (key: string) => call(server, "/api/super-admin/login", json("POST", { key }));

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expectApiError(res, 429, "too_many_attempts");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(Number.isInteger(retryAfter)).toBe(true);
}

describe("admin login", () => {
  it("after 10 failed logins the 11th try, even with the right password, gets 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) {
      expectApiError(await adminLogin(`wrong-${i}`), 401, "invalid_credentials");
    }
    const blocked = await adminLogin(TEST_ADMIN.password);
    expectTooMany(blocked);
    expect(setCookieFor(blocked.headers, "bb_admin")).toBeUndefined();
    // Still blocked on the next try: a 429 is not a way around the limit.
    expectTooMany(await adminLogin(TEST_ADMIN.password));
  });

  it("9 failures still let the right password in", async () => {
    for (let i = 0; i < 9; i++) expect((await adminLogin(`wrong-${i}`)).status).toBe(401);
    const res = await adminLogin(TEST_ADMIN.password);
    expect(res.status, res.text).toBe(200);
  });

  it("a successful login resets the count of failures", async () => {
    for (let i = 0; i < 6; i++) expect((await adminLogin(`wrong-${i}`)).status).toBe(401);
    expect((await adminLogin(TEST_ADMIN.password)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await adminLogin(`wrong-again-${i}`)).status).toBe(401);
    const res = await adminLogin(TEST_ADMIN.password);
    expect(res.status, res.text).toBe(200);
  });

  it("failures are counted per client even across usernames", async () => {
    for (let i = 0; i < 10; i++) expect((await adminLogin("pw", `user${i}`)).status).toBe(401);
    expectTooMany(await adminLogin(TEST_ADMIN.password));
  });

  it("failures older than the window no longer count", async () => {
    for (let i = 0; i < 10; i++) expect((await adminLogin(`wrong-${i}`)).status).toBe(401);
    expectTooMany(await adminLogin(TEST_ADMIN.password));
    await server.db.update(loginAttempts).set({ attemptedAt: new Date(Date.now() - 16 * 60_000) });
    expect((await adminLogin(TEST_ADMIN.password)).status).toBe(200);
  });

  it("parallel guesses cannot slip past the limit", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => adminLogin(`parallel-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expectTooMany(await adminLogin(TEST_ADMIN.password));
  });

  it("attempts are stored without the client's address", async () => {
    await adminLogin("wrong");
    const rows = await server.db.select().from(loginAttempts);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.bucket).not.toContain("127.0.0.1");
  });
});

describe("super-admin key", () => {
  it("after 10 wrong keys the 11th try, even with the right key, gets 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) {
      expectApiError(await superLogin(`wrong-key-${i}`), 403, "invalid_key");
    }
    const blocked = await superLogin(TEST_SUPER_ADMIN_KEY);
    expectTooMany(blocked);
    expect(setCookieFor(blocked.headers, "bb_super")).toBeUndefined();
    expect(blocked.text).not.toContain(TEST_SUPER_ADMIN_KEY);
  });

  it("wrong keys on PUT /api/super-admin/settings count too, and block the settings update", async () => {
    const [before] = await server.db.select().from(superAdminSettings);
    const body = { ...before, id: undefined, updatedAt: undefined, siteOffline: !before!.siteOffline };
    for (let i = 0; i < 10; i++) {
      expectApiError(
        await call(server, "/api/super-admin/settings", json("PUT", { ...body, superAdminKey: `bad-${i}` })),
        403,
        "invalid_key",
      );
    }
    expectTooMany(await call(server, "/api/super-admin/settings", json("PUT", { ...body, superAdminKey: TEST_SUPER_ADMIN_KEY })));
    expectTooMany(await superLogin(TEST_SUPER_ADMIN_KEY));
    const [after] = await server.db.select().from(superAdminSettings);
    expect(after).toEqual(before);
  });

  it("parallel key guesses cannot slip past the limit", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => superLogin(`parallel-key-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
    expectTooMany(await superLogin(TEST_SUPER_ADMIN_KEY));
  });

  it("the admin and super-admin limits are separate", async () => {
    for (let i = 0; i < 10; i++) expect((await superLogin(`wrong-key-${i}`)).status).toBe(403);
    expectTooMany(await superLogin(TEST_SUPER_ADMIN_KEY));
    expect((await adminLogin(TEST_ADMIN.password)).status).toBe(200);
  });
});
