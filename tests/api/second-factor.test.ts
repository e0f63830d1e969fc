import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP, URI } from "otpauth";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { appMeta, auditLog, loginAttempts, passkeys, recoveryCodes, sessions, users } from "~/db/schema";
import { hashPassword } from "~/features/auth/auth.server";

import { allOperations } from "../../server/api/openapi";
import { call, cookiePair, expectApiError, expectFieldError, json, setCookieFor, withCookie, type ApiResponse } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * A fixed clock, 5 seconds into a 30-second step, near the real time (the database's own clock
 * stamps sessions and attempts): the codes are computed for it here, as an app would.
 */
let clock = 0;
const setClock = (at: number) => {
  clock = at;
  vi.setSystemTime(at);
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(Math.floor(Date.now() / 30_000) * 30_000 + 5_000);
});
afterEach(() => {
  vi.useRealTimers();
});
/** The next 30-second step. */
const nextStep = () => setClock(clock + 30_000);

const PASSWORD = "a-long-password-2026";
let accounts = 0;

/** A new active account of this role, each test its own: codes and limits are per account. */
async function makeAccount(role: "owner" | "manager" | "housekeeping" = "manager") {
  const username = `person${++accounts}@example.com`;
  const [row] = await server.db
    .insert(users)
    .values({ username, password: await hashPassword(PASSWORD), role, name: `Persona ${accounts}`, email: username })
    .returning({ id: users.id });
  return { id: row!.id, username, password: PASSWORD };
}

const cookieOf = (res: ApiResponse<unknown>, name: string) => {
  const line = setCookieFor(res.headers, name);
  return line ? cookiePair(line) : undefined;
};

const login = (body: { username: string; password: string }, cookie?: string) =>
  call<Record<string, unknown>>(server, "/api/auth/login", cookie ? withCookie(json("POST", body), cookie) : json("POST", body));

/** Signs in with the password alone (an account without a factor): the session's Cookie header. */
async function signIn(account: { username: string; password: string }): Promise<string> {
  const res = await login(account);
  expect(res.status, res.text).toBe(200);
  return cookieOf(res, "bb_admin")!;
}

const secondStep = (pending: string | undefined, code: unknown, headers: Record<string, string> = {}) =>
  call<Record<string, unknown>>(
    server,
    "/api/auth/login/second-factor",
    pending ? withCookie(json("POST", { code }, headers), pending) : json("POST", { code }, headers),
  );

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

type Enrolled = { secret: string; recoveryCodes: string[] };

/** Sets up TOTP from a signed-in session, as the panel does: the key, then a first code. */
async function enrol(cookie: string): Promise<Enrolled> {
  const started = await call<{ secret: string; uri: string }>(server, "/api/auth/totp", withCookie({ method: "POST" }, cookie));
  expect(started.status, started.text).toBe(200);
  const verified = await call<{ recoveryCodes: string[] }>(
    server,
    "/api/auth/totp/verify",
    withCookie(json("POST", { code: codeAt(started.body.secret, clock) }), cookie),
  );
  expect(verified.status, verified.text).toBe(200);
  return { secret: started.body.secret, recoveryCodes: verified.body.recoveryCodes };
}

/** The password's step for an account with a factor: the pending sign-in's Cookie header. */
async function passwordStep(account: { username: string; password: string }): Promise<string> {
  const res = await login(account);
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ secondFactor: ["totp"] });
  return cookieOf(res, "bb_second_factor")!;
}

const session = (cookie: string) =>
  call<{ authenticated: boolean; user?: Record<string, unknown>; factors?: string[] }>(server, "/api/auth/session", withCookie({}, cookie));
const quotes = (cookie: string) => call(server, "/api/quotes", withCookie({}, cookie));
const userRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditRows = (actor: string) => server.db.select().from(auditLog).where(eq(auditLog.actor, actor)).orderBy(auditLog.id);
const sessionId = (cookie: string) =>
  createHash("sha256")
    .update(cookie.slice(cookie.indexOf("=") + 1))
    .digest("hex");

describe("setting up TOTP", () => {
  it("POST /api/auth/totp answers a key and its otpauth:// address; nothing is on until a code proves it", async () => {
    const account = await makeAccount();
    const cookie = await signIn(account);
    const res = await call<{ secret: string; uri: string }>(server, "/api/auth/totp", withCookie({ method: "POST" }, cookie));
    expect(res.status, res.text).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = URI.parse(res.body.uri);
    expect(totp).toBeInstanceOf(TOTP);
    expect(totp).toMatchObject({ issuer: "Casa Brezza Adriatica", label: account.username, algorithm: "SHA1", digits: 6, period: 30 });
    expect(totp.secret.base32).toBe(res.body.secret);

    // Kept aside, sealed: the database alone holds no usable key.
    const row = await userRow(account.id);
    expect(row.totpPendingSealed).toMatch(/^v1\./);
    expect(row.totpPendingSealed).not.toContain(res.body.secret);
    expect(row.totpSealed).toBeNull();
    expect((await session(cookie)).body.factors).toEqual([]);
    expect((await login(account)).body).toMatchObject({ success: true });
  });

  it("a wrong code turns nothing on (400 under the code); the right one does and answers ten recovery codes, kept only hashed", async () => {
    const account = await makeAccount();
    const cookie = await signIn(account);
    const started = await call<{ secret: string }>(server, "/api/auth/totp", withCookie({ method: "POST" }, cookie));
    const verify = (code: unknown) =>
      call<{ recoveryCodes: string[] }>(server, "/api/auth/totp/verify", withCookie(json("POST", { code }), cookie));

    expect(expectFieldError(await verify("000000"), "code")).toBe("Codice non valido");
    expect(expectFieldError(await verify(""), "code")).toBe("Inserisci il codice");
    expect(expectFieldError(await verify({ $ne: "" }), "code")).toBe("Inserisci il codice");
    // A code of two steps ago is outside the window.
    expectFieldError(await verify(codeAt(started.body.secret, clock - 60_000)), "code");
    expect((await userRow(account.id)).totpSealed).toBeNull();
    expect(await auditRows(account.username)).not.toContainEqual(expect.objectContaining({ action: "auth.totp-enabled" }));

    const res = await verify(codeAt(started.body.secret, clock));
    expect(res.status, res.text).toBe(200);
    const codes = res.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace("-", ""));

    const row = await userRow(account.id);
    expect(row.totpSealed).toMatch(/^v1\./);
    expect(row.totpPendingSealed).toBeNull();
    expect((await session(cookie)).body.factors).toEqual(["totp"]);
    expect(await auditRows(account.username)).toContainEqual(expect.objectContaining({ action: "auth.totp-enabled" }));

    // Once on: no second set-up over it, no second confirmation.
    expectApiError(await verify(codeAt(started.body.secret, clock + 30_000)), 409, "totp_not_started");
    expectApiError(await call(server, "/api/auth/totp", withCookie({ method: "POST" }, cookie)), 409, "totp_already_enabled");
  });

  it("needs a signed-in account", async () => {
    expectApiError(await call(server, "/api/auth/totp", { method: "POST" }), 401, "unauthorized");
    expectApiError(await call(server, "/api/auth/totp/verify", json("POST", { code: "123456" })), 401, "unauthorized");
    expectApiError(await call(server, "/api/auth/totp", json("DELETE", {})), 401, "unauthorized");
  });
});

describe("signing in with a second factor", () => {
  it("the password alone no longer signs in: 200 secondFactor and a 5-minute cookie that opens nothing else", async () => {
    const account = await makeAccount();
    await enrol(await signIn(account));
    const res = await login(account);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ secondFactor: ["totp"] });
    expect(setCookieFor(res.headers, "bb_admin")).toBeUndefined();
    expect(setCookieFor(res.headers, "bb_device")).toBeUndefined();
    const line = setCookieFor(res.headers, "bb_second_factor")!;
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*Path=\/api\/auth\/login/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(line)![1]!).getTime();
    expect(expires - clock).toBeGreaterThan(4 * 60_000);
    expect(expires - clock).toBeLessThanOrEqual(5 * 60_000);

    const pending = cookiePair(line);
    const token = pending.slice("bb_second_factor=".length);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId(pending)));
    expect(row).toMatchObject({ kind: "second_factor", userId: account.id });
    // Sent as it is, or in place of a session cookie: every staff endpoint still answers 401.
    for (const cookie of [pending, `bb_admin=${token}`]) {
      expectApiError(await quotes(cookie), 401, "unauthorized");
      expectApiError(await call(server, "/api/auth/totp", withCookie({ method: "POST" }, cookie)), 401, "unauthorized");
      expectApiError(await call(server, "/api/auth/logout-all", withCookie({ method: "POST" }, cookie)), 401, "unauthorized");
      expect((await session(cookie)).body).toEqual({ authenticated: false });
    }
  });

  it("a wrong code is 401 invalid_code in four languages; the right one starts the session with a sign-in's cookies", async () => {
    const account = await makeAccount();
    const { secret } = await enrol(await signIn(account));
    nextStep();
    const pending = await passwordStep(account);
    const before = await server.db.select().from(sessions);

    const wrong = await secondStep(pending, "123456");
    expect(expectApiError(wrong, 401, "invalid_code").message).toBe("Codice non valido");
    expect(setCookieFor(wrong.headers, "bb_admin")).toBeUndefined();
    const messages = new Set<string>();
    for (const lang of ["it", "en", "de", "es"]) {
      messages.add(expectApiError(await secondStep(pending, "654321", { "accept-language": lang }), 401, "invalid_code").message);
    }
    expect([...messages]).toEqual(["Codice non valido", "Invalid code", "Ungültiger Code", "Código no válido"]);
    expect(await server.db.select().from(sessions)).toHaveLength(before.length);

    const right = await secondStep(pending, codeAt(secret, clock));
    expect(right.status, right.text).toBe(200);
    expect(right.body).toEqual({ success: true, user: { id: account.id, username: account.username, role: "manager" } });
    const cookie = cookieOf(right, "bb_admin")!;
    expect(setCookieFor(right.headers, "bb_admin")).toMatch(/;\s*HttpOnly.*SameSite=Lax|;\s*SameSite=Lax.*HttpOnly/i);
    expect(setCookieFor(right.headers, "bb_device")).toMatch(/Path=\/api\/auth/);
    expect(setCookieFor(right.headers, "bb_second_factor")).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect((await quotes(cookie)).status).toBe(200);
    // The pending sign-in is spent.
    expect(
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionId(pending))),
    ).toHaveLength(0);
    expectApiError(await secondStep(pending, codeAt(secret, clock + 30_000)), 401, "sign_in_expired");
    // A sign-in is a fresh check: the session's check time is its start.
    const [opened] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId(cookie)));
    expect(opened!.verifiedAt.getTime()).toBe(clock);

    const actions = (await auditRows(account.username)).map((r) => [r.action, r.target]);
    expect(actions).toContainEqual(["auth.second-factor-failed", ""]);
    expect(actions).toContainEqual(["auth.sign-in", "password + totp"]);
  });

  it("a code is taken once: the same one again, or one of an earlier step, is refused", async () => {
    const account = await makeAccount();
    const { secret } = await enrol(await signIn(account));
    nextStep();
    const code = codeAt(secret, clock);
    expect((await secondStep(await passwordStep(account), code)).status).toBe(200);

    const pending = await passwordStep(account);
    expectApiError(await secondStep(pending, code), 401, "invalid_code");
    expectApiError(await secondStep(pending, codeAt(secret, clock - 30_000)), 401, "invalid_code");
    nextStep();
    expect((await secondStep(pending, codeAt(secret, clock))).status).toBe(200);
  });

  it("a recovery code signs in once, typed as it was shown or not; then it is 401", async () => {
    const account = await makeAccount();
    const { recoveryCodes: codes } = await enrol(await signIn(account));
    const first = await secondStep(await passwordStep(account), codes[0]);
    expect(first.status, first.text).toBe(200);
    expect((await auditRows(account.username)).map((r) => r.target)).toContain("password + recovery code");

    expectApiError(await secondStep(await passwordStep(account), codes[0]), 401, "invalid_code");
    const loose = ` ${codes[1]!.toUpperCase().replace("-", " ")} `;
    expect((await secondStep(await passwordStep(account), loose)).status).toBe(200);
    const used = await server.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, account.id)));
    expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);
  });

  it("refuses bad input with a clear error, changing nothing", async () => {
    const account = await makeAccount();
    await enrol(await signIn(account));
    const pending = await passwordStep(account);
    expect(expectFieldError(await secondStep(pending, ""), "code")).toBe("Inserisci il codice");
    expect(expectFieldError(await secondStep(pending, 123456), "code")).toBe("Inserisci il codice");
    expectFieldError(await secondStep(pending, "1".repeat(41)), "code");
    expectApiError(await secondStep(undefined, "123456"), 401, "sign_in_expired");
    expectApiError(await secondStep("bb_second_factor=forged-token", "123456"), 401, "sign_in_expired");
    // Expired after 5 minutes.
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(clock - 1000) })
      .where(eq(sessions.id, sessionId(pending)));
    expectApiError(await secondStep(pending, "123456"), 401, "sign_in_expired");
  });

  it("wrong codes count against the sign-in's limits, across new passwords too: 429 too_many_attempts", async () => {
    const account = await makeAccount();
    const { secret } = await enrol(await signIn(account));
    nextStep();
    let pending = await passwordStep(account);
    for (let i = 0; i < 6; i++) expectApiError(await secondStep(pending, "000000"), 401, "invalid_code");
    // The right password again does not start the count over.
    pending = await passwordStep(account);
    for (let i = 0; i < 4; i++) expectApiError(await secondStep(pending, "000000"), 401, "invalid_code");
    const limited = await secondStep(pending, codeAt(secret, clock));
    expectApiError(limited, 429, "too_many_attempts");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expectApiError(await login(account), 429, "too_many_attempts");
    expect((await auditRows(account.username)).filter((r) => r.action === "auth.second-factor-failed")).toHaveLength(10);
    // The next tests sign in from the same address.
    await server.db.delete(loginAttempts);
  });
});

describe("turning TOTP off", () => {
  it("DELETE /api/auth/totp: 403 fresh_check_required once the sign-in is 5 minutes old, a wrong password 400, the right one turns it off", async () => {
    const account = await makeAccount();
    const { secret, recoveryCodes: codes } = await enrol(await signIn(account));
    nextStep();
    const cookie = cookieOf(await secondStep(await passwordStep(account), codeAt(secret, clock)), "bb_admin")!;
    await server.db
      .update(sessions)
      .set({ verifiedAt: new Date(clock - 6 * 60_000) })
      .where(eq(sessions.id, sessionId(cookie)));
    const off = (body: unknown) => call(server, "/api/auth/totp", withCookie(json("DELETE", body), cookie));

    expect(expectApiError(await off({}), 403, "fresh_check_required").message).toBe("Per continuare conferma la tua password");
    expect(expectFieldError(await off({ password: "not-the-password" }), "password")).toBe("La password attuale non è corretta");
    expectFieldError(await off({ password: 12 }), "password");
    expect((await userRow(account.id)).totpSealed).not.toBeNull();
    expect(await auditRows(account.username)).not.toContainEqual(expect.objectContaining({ action: "auth.totp-disabled" }));

    const res = await off({ password: account.password });
    expect(res.status, res.text).toBe(200);
    const row = await userRow(account.id);
    expect(row.totpSealed).toBeNull();
    expect(row.totpLastStep).toBeNull();
    expect(await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.id))).toHaveLength(0);
    expect((await session(cookie)).body.factors).toEqual([]);
    expect(await auditRows(account.username)).toContainEqual(expect.objectContaining({ action: "auth.totp-disabled" }));
    // The password alone signs in again; the recovery codes are gone with the key.
    expect((await login(account)).body).toMatchObject({ success: true });
    expect(codes).toHaveLength(10);
  });

  it("within 5 minutes of the sign-in, no password is asked", async () => {
    const account = await makeAccount();
    const cookie = await signIn(account);
    await enrol(cookie);
    expect((await call(server, "/api/auth/totp", withCookie(json("DELETE", {}), cookie))).status).toBe(200);
    expect((await userRow(account.id)).totpSealed).toBeNull();
  });
});

describe("GET /api/auth/session", () => {
  it("names the account's role, name and factors, a passkey among them", async () => {
    const account = await makeAccount("housekeeping");
    const cookie = await signIn(account);
    expect((await session(cookie)).body).toEqual({
      authenticated: true,
      user: { id: account.id, username: account.username, role: "housekeeping", name: expect.stringMatching(/^Persona /) },
      factors: [],
    });
    await server.db.insert(passkeys).values({ id: `credential-${account.id}`, userId: account.id, publicKey: "key" });
    expect((await session(cookie)).body.factors).toEqual(["passkey"]);
    // A passkey is a factor too: the password alone leads to the second step.
    const res = await login(account);
    expect(res.body).toEqual({ secondFactor: ["passkey"] });
    expect(setCookieFor(res.headers, "bb_admin")).toBeUndefined();
    await enrol(cookie);
    expect((await session(cookie)).body.factors).toEqual(["passkey", "totp"]);
  });
});

describe("audit trail of the sign-in", () => {
  it("records a sign-in, a failed one under the name tried, and a password change", async () => {
    const account = await makeAccount();
    const cookie = await signIn(account);
    expectApiError(await login({ username: account.username, password: "wrong-password" }), 401, "invalid_credentials");
    expectApiError(await login({ username: "nobody@example.com", password: "wrong-password" }), 401, "invalid_credentials");
    const changed = await call(
      server,
      "/api/auth/password",
      withCookie(json("POST", { currentPassword: account.password, newPassword: "another-long-password" }), cookie),
    );
    expect(changed.status, changed.text).toBe(200);
    const actions = (await auditRows(account.username)).map((r) => [r.action, r.target]);
    expect(actions).toEqual([
      ["auth.sign-in", "password"],
      ["auth.sign-in-failed", "password"],
      ["auth.password-changed", ""],
    ]);
    expect(await auditRows("nobody@example.com")).toEqual([expect.objectContaining({ action: "auth.sign-in-failed" })]);
    for (const row of await auditRows(account.username)) expect(row.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the owner's policy: a second factor for every account", () => {
  const policy = (cookie: string, body?: unknown) =>
    call<{ secondFactorRequired: boolean }>(server, "/api/auth/policy", withCookie(body === undefined ? {} : json("PUT", body), cookie));

  it("is off by default and the owner's alone; bad input changes nothing", async () => {
    const owner = await server.adminCookie();
    expect((await policy(owner)).body).toEqual({ secondFactorRequired: false });
    const manager = await signIn(await makeAccount("manager"));
    expectApiError(await policy(manager), 403, "forbidden");
    expectApiError(await policy(manager, { secondFactorRequired: true }), 403, "forbidden");
    expectFieldError(await policy(owner, { secondFactorRequired: "yes" }), "secondFactorRequired");
    expectFieldError(await policy(owner, {}), "secondFactorRequired");
    expect((await policy(owner)).body).toEqual({ secondFactorRequired: false });
    expect(await server.db.select().from(appMeta).where(eq(appMeta.key, "second_factor_required"))).toHaveLength(0);
  });

  it("on: an account without a factor may only set one up (403 second_factor_required elsewhere); once it has one, everything opens", async () => {
    const owner = await server.adminCookie();
    const set = await policy(owner, { secondFactorRequired: true });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ secondFactorRequired: true });
    expect(await auditRows(TEST_ADMIN.username)).toContainEqual(
      expect.objectContaining({ action: "auth.policy-changed", target: "second factor required: on" }),
    );
    try {
      const account = await makeAccount("manager");
      // The sign-in answers as before: the panel then shows only the set-up.
      const res = await login(account);
      expect(res.body).toMatchObject({ success: true });
      const cookie = cookieOf(res, "bb_admin")!;
      expect(expectApiError(await quotes(cookie), 403, "second_factor_required").message).toBe(
        "Per continuare attiva la verifica in due passaggi sul tuo account",
      );
      const english = await call(server, "/api/quotes", withCookie({ headers: { "accept-language": "en" } }, cookie));
      expect(expectApiError(english, 403, "second_factor_required").message).toBe(
        "To continue, turn on two-step verification for your account",
      );
      expectApiError(await call(server, "/api/stays", withCookie({}, cookie)), 403, "second_factor_required");
      expectApiError(
        await call(server, "/api/reports/tourist-tax?from=2026-01-01&to=2026-01-31", withCookie({}, cookie)),
        403,
        "second_factor_required",
      );
      // What an account does to itself stays open.
      expect((await session(cookie)).body).toMatchObject({ authenticated: true, factors: [] });
      await enrol(cookie);
      expect((await quotes(cookie)).status).toBe(200);

      // The owner herself, without a factor, is held to it too (and so cannot turn it off before setting one up).
      expectApiError(await quotes(owner), 403, "second_factor_required");
      expectApiError(await policy(owner, { secondFactorRequired: false }), 403, "second_factor_required");
      // Every staff operation but what an account does to itself, walked over the whole route table.
      const staff = allOperations().filter(({ op }) => op.access === "staff");
      expect(staff.length).toBeGreaterThan(40);
      for (const { id, op } of staff.filter(({ op }) => !op.selfService)) {
        const path = op.path.replace(/:(\w+)/g, (_, name: string) => (name === "date" ? "2026-12-06" : name === "name" ? "x.tar" : "1"));
        const res = await call(
          server,
          `/api${path}`,
          withCookie(json(op.method.toUpperCase(), op.method === "get" ? undefined : {}), owner),
        );
        expect(`${id} ${res.status} ${(res.body as { error?: { code?: string } } | undefined)?.error?.code}`).toBe(
          `${id} 403 second_factor_required`,
        );
      }
      // The allow-list: the account's own password, sessions and second factors, nothing else.
      for (const { id, op } of staff.filter(({ op }) => op.selfService)) expect(op.path, id).toMatch(/^\/auth\//);
      expect(staff.filter(({ op }) => op.selfService).map(({ id }) => id)).toEqual(
        expect.arrayContaining(["auth.changePassword", "auth.logoutAll", "auth.startTotp", "auth.verifyTotp", "auth.disableTotp"]),
      );
      // Below its role an account is still refused as such.
      const cleaner = await signIn(await makeAccount("housekeeping"));
      expectApiError(await quotes(cleaner), 403, "forbidden");
    } finally {
      await server.db.delete(appMeta).where(eq(appMeta.key, "second_factor_required"));
    }
    expect((await quotes(owner)).status).toBe(200);
  });
});
