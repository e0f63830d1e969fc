import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessions, users } from "~/db/schema";

import { call, cookiePair, expectApiError, expectFieldError, json, setCookieFor, withCookie } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

type SessionBody = {
  authenticated: boolean;
  user?: { id: number; username: string; role: string; name: string };
  factors?: string[];
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  call<Record<string, unknown>>(server, "/api/auth/login", json("POST", body, headers));

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("POST /api/auth/login", () => {
  it("with the right credentials: 200 and an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status, res.text).toBe(200);
    const setCookie = setCookieFor(res.headers, "bb_admin");
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).toMatch(/;\s*Expires=/i);
    // Not in production, so the cookie also works over plain http://localhost.
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const token = cookiePair(setCookie!).slice("bb_admin=".length);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(token).not.toContain(TEST_ADMIN.password);
  });

  it("never answers with the password or its hash", async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    const [user] = await server.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    expect(user!.password).toMatch(/^scrypt\$/);
    expect(res.text).not.toContain(user!.password);
    expect(res.text).not.toContain("scrypt");
    expect(res.text).not.toContain(TEST_ADMIN.password);
    expect(JSON.stringify(res.body)).not.toMatch(/"password"/);
  });

  it("the password is stored hashed, never as sent", async () => {
    const all = await server.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]!.password).not.toBe(TEST_ADMIN.password);
    expect(all[0]!.password).not.toContain(TEST_ADMIN.password);
  });

  it("with a wrong password: 401 'Credenziali non valide' and no cookie", async () => {
    const before = await server.db.select().from(sessions);
    const res = await login({ username: TEST_ADMIN.username, password: "wrong-password" });
    const error = expectApiError(res, 401, "invalid_credentials");
    expect(error.message).toBe("Credenziali non valide");
    expect(setCookieFor(res.headers, "bb_admin")).toBeUndefined();
    expect(await server.db.select().from(sessions)).toHaveLength(before.length);
  });

  it("with an unknown user: the same 401 as a wrong password", async () => {
    const res = await login({ username: "mallory", password: TEST_ADMIN.password });
    expect(expectApiError(res, 401, "invalid_credentials").message).toBe("Credenziali non valide");
  });

  it("speaks English when asked", async () => {
    const res = await login({ username: TEST_ADMIN.username, password: "wrong-password" }, { "accept-language": "en" });
    expect(expectApiError(res, 401, "invalid_credentials").message).toBe("Invalid credentials");
  });

  it("without a username: 400 'Username richiesto'", async () => {
    expect(expectFieldError(await login({ password: TEST_ADMIN.password }), "username")).toBe("Username richiesto");
    expect(expectFieldError(await login({ username: "  ", password: TEST_ADMIN.password }), "username")).toBe("Username richiesto");
  });

  it("without a password: 400 'Password richiesta'", async () => {
    expect(expectFieldError(await login({ username: TEST_ADMIN.username }), "password")).toBe("Password richiesta");
    expect(expectFieldError(await login({ username: TEST_ADMIN.username, password: "" }), "password")).toBe("Password richiesta");
  });

  it("with wrong types: 400", async () => {
    expectFieldError(await login({ username: ["admin"], password: TEST_ADMIN.password }), "username");
    expectFieldError(await login({ username: TEST_ADMIN.username, password: { $ne: "" } }), "password");
  });
});

describe("sessions", () => {
  it("GET /api/auth/session without a cookie: not authenticated", async () => {
    const res = await call<SessionBody>(server, "/api/auth/session");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: false });
  });

  it("GET /api/auth/session with a forged cookie: not authenticated", async () => {
    const res = await call<SessionBody>(
      server,
      "/api/auth/session",
      withCookie({}, "bb_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    );
    expect(res.body).toEqual({ authenticated: false });
  });

  it("GET /api/auth/session with the cookie: authenticated as the admin", async () => {
    const cookie = await server.adminCookie();
    const res = await call<SessionBody>(server, "/api/auth/session", withCookie({}, cookie));
    expect(res.status).toBe(200);
    expect(res.body.authenticated).toBe(true);
    expect(res.body.user?.username).toBe(TEST_ADMIN.username);
    // Its role and name, and which second factors the account has (none yet).
    expect(res.body).toMatchObject({ user: { role: "owner", name: expect.any(String) }, factors: [] });
    expect(res.text).not.toContain("scrypt");
  });

  it("are stored hashed: the table holds SHA-256 of the token, never the token", async () => {
    const cookie = await server.adminCookie();
    const token = cookie.slice("bb_admin=".length);
    const rows = await server.db.select().from(sessions);
    expect(rows.map((r) => r.id)).not.toContain(token);
    for (const row of rows) expect(row.id).not.toContain(token);
    const mine = rows.find((r) => r.id === sha256(token));
    expect(mine).toBeDefined();
    expect(mine!.kind).toBe("admin");
    expect(mine!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // The stored hash itself does not open a session.
    const withHash = await call<SessionBody>(server, "/api/auth/session", withCookie({}, `bb_admin=${mine!.id}`));
    expect(withHash.body.authenticated).toBe(false);
  });

  it("each login opens a different session", async () => {
    const a = await server.adminCookie();
    const b = await server.adminCookie();
    expect(a).not.toBe(b);
  });

  it("an expired session is refused", async () => {
    const cookie = await server.adminCookie();
    const id = sha256(cookie.slice("bb_admin=".length));
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expectApiError(await call(server, "/api/quotes", withCookie({}, cookie)), 401, "unauthorized");
    expect((await call<SessionBody>(server, "/api/auth/session", withCookie({}, cookie))).body.authenticated).toBe(false);
  });

  it("POST /api/auth/logout ends the session on the server", async () => {
    const cookie = await server.adminCookie();
    expect((await call(server, "/api/quotes", withCookie({}, cookie))).status).toBe(200);
    const id = sha256(cookie.slice("bb_admin=".length));
    expect(await server.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(1);

    const res = await call<{ success: boolean }>(server, "/api/auth/logout", withCookie({ method: "POST" }, cookie));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const cleared = setCookieFor(res.headers, "bb_admin");
    expect(cleared).toMatch(/^bb_admin=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);

    expect(await server.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    // A copy of the old cookie (e.g. stolen) no longer works.
    expectApiError(await call(server, "/api/quotes", withCookie({}, cookie)), 401, "unauthorized");
    expect((await call<SessionBody>(server, "/api/auth/session", withCookie({}, cookie))).body.authenticated).toBe(false);
  });

  it("logging out one session leaves the others open", async () => {
    const a = await server.adminCookie();
    const b = await server.adminCookie();
    await call(server, "/api/auth/logout", withCookie({ method: "POST" }, a));
    expect((await call(server, "/api/quotes", withCookie({}, a))).status).toBe(401);
    expect((await call(server, "/api/quotes", withCookie({}, b))).status).toBe(200);
  });

  it("logout without a session is harmless", async () => {
    const before = await server.db.select().from(sessions);
    const res = await call(server, "/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await server.db.select().from(sessions)).toHaveLength(before.length);
  });
});
