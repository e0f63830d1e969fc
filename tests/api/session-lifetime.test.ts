import { createHash, scryptSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminDevices, appMeta, sessions, users } from "~/db/schema";
import { endSuperAdminSessionsOnKeyChange, hashPassword } from "~/features/auth/auth.server";

import { call, expectApiError, expectFieldError, json, rowCount, setCookieFor, withCookie } from "../setup/api-helpers";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionId = (cookie: string) =>
  createHash("sha256")
    .update(cookie.slice(cookie.indexOf("=") + 1))
    .digest("hex");
const adminSessionStatus = async (cookie: string) => (await call(server, "/api/auth/session", withCookie({}, cookie))).status;
const quotesStatus = async (cookie: string) => (await call(server, "/api/quotes", withCookie({}, cookie))).status;
const superAdminSignedIn = async (cookie: string) =>
  (await call<{ authenticated: boolean }>(server, "/api/super-admin/session", withCookie({}, cookie))).body.authenticated;
const row = async (cookie: string) =>
  (
    await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId(cookie)))
  )[0];

describe("the owner's session (ASVS V3.3)", () => {
  it("lasts 12 hours at most from sign-in", async () => {
    const cookie = await server.adminCookie();
    const session = await row(cookie);
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000 + 1000);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId(cookie)));
    expect(await quotesStatus(cookie)).toBe(401);
  });

  it("ends after 30 minutes without a request, and a request within them keeps it going", async () => {
    const cookie = await server.adminCookie();
    const id = sessionId(cookie);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.id, id));
    expect(await quotesStatus(cookie)).toBe(200);
    // The request wrote the time it was seen: the session has 30 minutes again.
    expect(Date.now() - (await row(cookie))!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, id));
    expect(await quotesStatus(cookie)).toBe(401);
    const body = (await call<{ authenticated: boolean }>(server, "/api/auth/session", withCookie({}, cookie))).body;
    expect(body.authenticated).toBe(false);
  });

  it("is written at most once a minute, not on every request", async () => {
    const cookie = await server.adminCookie();
    const seen = new Date(Date.now() - 20_000);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: seen })
      .where(eq(sessions.id, sessionId(cookie)));
    expect(await adminSessionStatus(cookie)).toBe(200);
    expect((await row(cookie))!.lastSeenAt.getTime()).toBe(seen.getTime());
  });
});

describe("a new SUPER_ADMIN_KEY", () => {
  it("ends the super-admin sessions opened under the old key, and only those; the same key ends nothing", async () => {
    // The key in use is recorded at start; this server's is TEST_SUPER_ADMIN_KEY.
    expect(await endSuperAdminSessionsOnKeyChange(TEST_SUPER_ADMIN_KEY)).toBeGreaterThanOrEqual(0);
    const superCookie = await server.superAdminCookie();
    const adminCookie = await server.adminCookie();
    expect(await superAdminSignedIn(superCookie)).toBe(true);

    expect(await endSuperAdminSessionsOnKeyChange(TEST_SUPER_ADMIN_KEY)).toBe(0);
    expect(await superAdminSignedIn(superCookie)).toBe(true);

    expect(await endSuperAdminSessionsOnKeyChange("a-brand-new-super-admin-key-0001")).toBe(1);
    expect(await superAdminSignedIn(superCookie)).toBe(false);
    expect(await quotesStatus(adminCookie)).toBe(200);
    // Only a salted hash of the key in use is kept.
    const [meta] = await server.db.select().from(appMeta).where(eq(appMeta.key, "super_admin_key_in_use"));
    expect(meta!.value).toMatch(/^scrypt\$/);
    expect(meta!.value).not.toContain("a-brand-new");
  });
});

describe("POST /api/auth/password and /api/auth/logout-all (revocable access)", () => {
  const password = (cookie: string, body: unknown) => call(server, "/api/auth/password?lang=it", withCookie(json("POST", body), cookie));
  const signIn = (pwd: string) => call(server, "/api/auth/login", json("POST", { username: TEST_ADMIN.username, password: pwd }));
  const storedHash = async () =>
    (await server.db.select({ password: users.password }).from(users).where(eq(users.username, TEST_ADMIN.username)))[0]!.password;

  it("need the owner's session", async () => {
    expectApiError(
      await call(server, "/api/auth/password", json("POST", { currentPassword: TEST_ADMIN.password, newPassword: "x".repeat(12) })),
      401,
      "unauthorized",
    );
    expectApiError(await call(server, "/api/auth/logout-all", json("POST", {})), 401, "unauthorized");
  });

  it("refuse a wrong current password or a short new one, changing nothing", async () => {
    const cookie = await server.adminCookie();
    const before = await storedHash();
    expect(
      expectFieldError(
        await password(cookie, { currentPassword: "not-the-password", newPassword: "a-good-new-password" }),
        "currentPassword",
      ),
    ).toBe("La password attuale non è corretta");
    expect(
      expectFieldError(await password(cookie, { currentPassword: TEST_ADMIN.password, newPassword: "eleven-char" }), "newPassword"),
    ).toBe("La nuova password deve avere almeno 12 caratteri");
    expect(await storedHash()).toBe(before);
    expect(await quotesStatus(cookie)).toBe(200);
  });

  it("a changed password: the new one signs in, the old one no longer does, other sessions end and this one stays", async () => {
    const other = await server.adminCookie();
    const mine = await server.adminCookie();
    const next = "the-owner-new-password-2026";
    try {
      expect((await password(mine, { currentPassword: TEST_ADMIN.password, newPassword: next })).status).toBe(200);
      expect(await quotesStatus(mine)).toBe(200);
      expect(await quotesStatus(other)).toBe(401);
      expectApiError(await signIn(TEST_ADMIN.password), 401, "invalid_credentials");
      expect((await signIn(next)).status).toBe(200);
    } finally {
      await server.db
        .update(users)
        .set({ password: await hashPassword(TEST_ADMIN.password) })
        .where(eq(users.username, TEST_ADMIN.username));
    }
  });

  it("logout-all ends every session of the owner, this one too, and clears its cookies", async () => {
    const other = await server.adminCookie();
    const mine = await server.adminCookie();
    const res = await call<{ success: boolean; ended: number }>(server, "/api/auth/logout-all", withCookie(json("POST", {}), mine));
    expect(res.status).toBe(200);
    expect(res.body.ended).toBeGreaterThanOrEqual(2);
    expect(setCookieFor(res.headers, "bb_admin")).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await quotesStatus(mine)).toBe(401);
    expect(await quotesStatus(other)).toBe(401);
    expect(await rowCount(server, adminDevices)).toBe(0);
  });
});

describe("password hashes (ASVS V2.4)", () => {
  it("are scrypt with OWASP's cost (N=2^14, r=8, p=5), and an older, cheaper hash is replaced at the next sign-in", async () => {
    const stored = async () =>
      (await server.db.select({ password: users.password }).from(users).where(eq(users.username, TEST_ADMIN.username)))[0]!.password;
    expect(await stored()).toMatch(/^scrypt\$16384\$8\$5\$/);
    // A hash as the previous release made them (p=1).
    const salt = Buffer.alloc(16, 7);
    const old = scryptSync(TEST_ADMIN.password, salt, 64, { N: 16384, r: 8, p: 1 });
    await server.db
      .update(users)
      .set({ password: `scrypt$16384$8$1$${salt.toString("base64")}$${old.toString("base64")}` })
      .where(eq(users.username, TEST_ADMIN.username));
    expect((await call(server, "/api/auth/login", json("POST", TEST_ADMIN))).status).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await call(server, "/api/auth/login", json("POST", TEST_ADMIN))).status).toBe(200);
  });
});
