import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, authChallenges, loginAttempts, passkeys, sessions, users } from "~/db/schema";
import { hashPassword } from "~/features/auth/auth.server";
import { setSecondFactorRequired } from "~/features/auth/factors.server";

import { call, cookiePair, expectApiError, expectFieldError, json, rowCount, setCookieFor, withCookie } from "../setup/api-helpers";
import { TEST_ADMIN } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Every request comes from 127.0.0.1: one test's wrong assertions must not stop the next one's sign-in.
beforeEach(async () => {
  await server.db.delete(loginAttempts);
});

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software authenticator, as a phone or a security key would answer: an ES256 key pair, a
 * credential id, and the signature counter. It signs what the server's options ask for, at the
 * origin given; `tamper` spoils the signature, `flags` takes user verification away.
 */
class VirtualAuthenticator {
  readonly id = randomBytes(32);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;

  constructor(private readonly origin: string) {}

  get credentialId(): string {
    return b64u(this.id);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return encodeCBOR(
      new Map<number, CBORType>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create, attestation "none". */
  create(options: { challenge: string; rp: { id?: string } }, { flags = UP | UV | AT, challenge = options.challenge } = {}) {
    const authData = Buffer.concat([
      sha(options.rp.id!),
      Buffer.from([flags]),
      u32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([this.id.length >> 8, this.id.length & 0xff]),
      this.id,
      this.coseKey(),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: b64u(this.clientData("webauthn.create", challenge)),
        attestationObject: b64u(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get: the counter moves on, the signature covers authData and the client data's hash. */
  get(options: { challenge: string; rpId?: string }, { flags = UP | UV, tamper = false } = {}) {
    this.counter += 1;
    const authData = Buffer.concat([sha(options.rpId!), Buffer.from([flags]), u32(this.counter)]);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha(clientData)]), this.keys.privateKey);
    if (tamper) signature[signature.length - 1] ^= 0xff;
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
      clientExtensionResults: {},
    };
  }
}

type CreationOptions = { challenge: string; rp: { id?: string; name: string }; excludeCredentials?: { id: string }[] };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };

const CHALLENGE = "bb_webauthn";
const both = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");

/** An account of its own for a test, signed in with its password (before it has any passkey). */
async function newAccount(role: "owner" | "manager" | "housekeeping" = "manager") {
  const username = `p${randomBytes(4).toString("hex")}@example.com`;
  const password = "una-password-lunga-123";
  const [user] = await server.db
    .insert(users)
    .values({ username, email: username, password: await hashPassword(password), role, name: "Prova" })
    .returning({ id: users.id });
  const res = await call(server, "/api/auth/login", json("POST", { username, password }));
  expect(res.status, res.text).toBe(200);
  return { id: user!.id, username, password, cookie: cookiePair(setCookieFor(res.headers, "bb_admin")!) };
}

/** Registers a new virtual authenticator for the signed-in account; returns it. */
async function register(cookie: string, name?: string): Promise<VirtualAuthenticator> {
  const opts = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), cookie));
  expect(opts.status, opts.text).toBe(200);
  const authenticator = new VirtualAuthenticator(server.url);
  const challenge = cookiePair(setCookieFor(opts.headers, CHALLENGE)!);
  const res = await call(
    server,
    "/api/auth/passkeys/register",
    withCookie(json("POST", { response: authenticator.create(opts.body), ...(name ? { name } : {}) }), both(cookie, challenge)),
  );
  expect(res.status, res.text).toBe(201);
  return authenticator;
}

/** Asks for sign-in options; returns them with the challenge's cookie. */
async function loginOptions(username?: string) {
  const res = await call<RequestOptions>(server, "/api/auth/passkeys/login/options", json("POST", username ? { username } : {}));
  expect(res.status, res.text).toBe(200);
  return { options: res.body, challenge: cookiePair(setCookieFor(res.headers, CHALLENGE)!) };
}

const signIn = (assertion: unknown, challenge: string) =>
  call<{ success: true; user: { id: number; username: string; role: string } }>(
    server,
    "/api/auth/passkeys/login",
    withCookie(json("POST", { response: assertion }), challenge),
  );

const stored = async (id: string) => (await server.db.select().from(passkeys).where(eq(passkeys.id, id)))[0];
const auditRows = (action: string, actor?: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), actor === undefined ? undefined : eq(auditLog.actor, actor)));
const staleSession = (cookie: string) =>
  server.db
    .update(sessions)
    .set({ verifiedAt: new Date(Date.now() - 10 * 60_000) })
    .where(eq(sessions.id, sha(cookie.slice(cookie.indexOf("=") + 1)).toString("hex")));

describe("registering a passkey", () => {
  it("gives creation options for the site's host and the business, keeps the challenge behind a 5-minute HttpOnly cookie", async () => {
    const admin = await server.adminCookie();
    const res = await call<CreationOptions & { authenticatorSelection: Record<string, string> }>(
      server,
      "/api/auth/passkeys/register/options",
      withCookie(json("POST"), admin),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.rp.id).toBe("127.0.0.1");
    expect(res.body.rp.name.length).toBeGreaterThan(0);
    expect(res.body.authenticatorSelection).toMatchObject({ residentKey: "preferred", userVerification: "preferred" });
    const cookie = setCookieFor(res.headers, CHALLENGE)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const token = cookiePair(cookie).split("=")[1]!;
    const [row] = await server.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, sha(token).toString("hex")));
    expect(row?.challenge).toBe(res.body.challenge);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it("stores the verified credential, lists it as the account's own, and writes the audit row", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie, "Telefono di Anna");
    const row = await stored(authenticator.credentialId);
    expect(row).toMatchObject({ userId: me.id, name: "Telefono di Anna", counter: 0, transports: ["internal"] });
    expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const list = await call<{ items: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[] }>(
      server,
      "/api/auth/passkeys",
      withCookie({}, me.cookie),
    );
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      { id: authenticator.credentialId, name: "Telefono di Anna", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(await auditRows("auth.passkey-added", me.username)).toHaveLength(1);
    // Another account does not see it.
    const other = await newAccount();
    expect((await call<{ items: unknown[] }>(server, "/api/auth/passkeys", withCookie({}, other.cookie))).body.items).toEqual([]);
  });

  it("names an unnamed passkey by its number, and excludes the account's credentials from the next creation", async () => {
    const me = await newAccount();
    const first = await register(me.cookie);
    expect((await stored(first.credentialId))!.name).toBe("Passkey 1");
    const opts = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), me.cookie));
    expect(opts.body.excludeCredentials?.map((c) => c.id)).toEqual([first.credentialId]);
  });

  it("refuses an answer to another challenge, without a challenge, or used twice: nothing stored", async () => {
    const me = await newAccount();
    const before = await rowCount(server, passkeys);
    const opts = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), me.cookie));
    const challenge = cookiePair(setCookieFor(opts.headers, CHALLENGE)!);
    const authenticator = new VirtualAuthenticator(server.url);

    const wrong = authenticator.create(opts.body, { challenge: b64u(randomBytes(32)) });
    const refused = await call(
      server,
      "/api/auth/passkeys/register",
      withCookie(json("POST", { response: wrong }), both(me.cookie, challenge)),
    );
    expectApiError(refused, 400, "passkey_invalid");

    // The challenge went with the refused answer: the right answer now finds none.
    const late = authenticator.create(opts.body);
    const replayed = await call(
      server,
      "/api/auth/passkeys/register",
      withCookie(json("POST", { response: late }), both(me.cookie, challenge)),
    );
    expectApiError(replayed, 400, "challenge_expired");
    const without = await call(server, "/api/auth/passkeys/register", withCookie(json("POST", { response: late }), me.cookie));
    expectApiError(without, 400, "challenge_expired");
    expect(await rowCount(server, passkeys)).toBe(before);
  });

  it("refuses another account's challenge, and one from another origin", async () => {
    const me = await newAccount();
    const other = await newAccount();
    const opts = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), other.cookie));
    const challenge = cookiePair(setCookieFor(opts.headers, CHALLENGE)!);
    const res = await call(
      server,
      "/api/auth/passkeys/register",
      withCookie(json("POST", { response: new VirtualAuthenticator(server.url).create(opts.body) }), both(me.cookie, challenge)),
    );
    expectApiError(res, 400, "challenge_expired");

    const mine = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), me.cookie));
    const phished = new VirtualAuthenticator("https://casa-brezza.example.net").create(mine.body);
    const refused = await call(
      server,
      "/api/auth/passkeys/register",
      withCookie(json("POST", { response: phished }), both(me.cookie, cookiePair(setCookieFor(mine.headers, CHALLENGE)!))),
    );
    expectApiError(refused, 400, "passkey_invalid");
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, me.id))).toEqual([]);
  });

  it("refuses a malformed answer or a name too long with 400 naming the field, and needs a session", async () => {
    const me = await newAccount();
    expectFieldError(await call(server, "/api/auth/passkeys/register", withCookie(json("POST", {}), me.cookie)), "response");
    expectFieldError(
      await call(server, "/api/auth/passkeys/register", withCookie(json("POST", { response: { id: "a b", rawId: 1 } }), me.cookie)),
      "response.id",
    );
    const opts = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), me.cookie));
    const response = new VirtualAuthenticator(server.url).create(opts.body);
    const long = await call(
      server,
      "/api/auth/passkeys/register",
      withCookie(json("POST", { response, name: "x".repeat(101) }), both(me.cookie, cookiePair(setCookieFor(opts.headers, CHALLENGE)!))),
    );
    expect(expectFieldError(long, "name")).toMatch(/100/);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, me.id))).toEqual([]);
    expectApiError(await call(server, "/api/auth/passkeys/register/options", json("POST")), 401, "unauthorized");
    expectApiError(await call(server, "/api/auth/passkeys"), 401, "unauthorized");
  });

  it("is open to an account that the owner's policy holds back until it has a second factor, and then lets it through", async () => {
    const me = await newAccount("housekeeping");
    await setSecondFactorRequired(true);
    try {
      expectApiError(await call(server, "/api/rooms/status", withCookie({}, me.cookie)), 403, "second_factor_required");
      await register(me.cookie);
      expect((await call(server, "/api/auth/passkeys", withCookie({}, me.cookie))).status).toBe(200);
      expect((await call(server, "/api/rooms/status", withCookie({}, me.cookie))).status).toBe(200);
    } finally {
      await setSecondFactorRequired(false);
    }
  });
});

describe("signing in with a passkey", () => {
  it("opens a full session that works on a staff endpoint, updates the counter and writes the audit row", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const { options, challenge } = await loginOptions();
    expect(options.rpId).toBe("127.0.0.1");
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const sessionsBefore = await rowCount(server, sessions);

    const res = await signIn(authenticator.get(options), challenge);
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toEqual({ id: me.id, username: me.username, role: "manager" });
    const session = setCookieFor(res.headers, "bb_admin")!;
    expect(session).toMatch(/HttpOnly/i);
    expect(setCookieFor(res.headers, "bb_device")).toMatch(/Path=\/api\/auth/);
    expect(await rowCount(server, sessions)).toBe(sessionsBefore + 1);

    const quotes = await call(server, "/api/quotes", withCookie({}, cookiePair(session)));
    expect(quotes.status, quotes.text).toBe(200);
    const row = await stored(authenticator.credentialId);
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    const audit = await auditRows("auth.sign-in", me.username);
    expect(audit.map((a) => a.target)).toContain("passkey");
    expect(audit[0]!.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lists the account's credentials when a username is given", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const { options, challenge } = await loginOptions(me.username);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentialId]);
    expect((await signIn(authenticator.get(options), challenge)).status).toBe(200);
  });

  it("refuses a wrong signature with 401 and changes nothing but the audit trail", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const { options, challenge } = await loginOptions();
    const sessionsBefore = await rowCount(server, sessions);
    const failedBefore = (await auditRows("auth.sign-in-failed", me.username)).length;

    const res = await signIn(authenticator.get(options, { tamper: true }), challenge);
    expectApiError(res, 401, "invalid_credentials");
    expect(setCookieFor(res.headers, "bb_admin")).toBeUndefined();
    expect(await rowCount(server, sessions)).toBe(sessionsBefore);
    const row = await stored(authenticator.credentialId);
    expect(row!.counter).toBe(0);
    expect(row!.lastUsedAt).toBeNull();
    const failed = await auditRows("auth.sign-in-failed", me.username);
    expect(failed).toHaveLength(failedBefore + 1);
    expect(failed.at(-1)!.target).toBe("passkey");
  });

  it("refuses an assertion without user verification, and an unknown credential", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const first = await loginOptions();
    expectApiError(await signIn(authenticator.get(first.options, { flags: UP }), first.challenge), 401, "invalid_credentials");
    const second = await loginOptions();
    const stranger = new VirtualAuthenticator(server.url);
    expectApiError(await signIn(stranger.get(second.options), second.challenge), 401, "invalid_credentials");
    expect((await stored(authenticator.credentialId))!.lastUsedAt).toBeNull();
  });

  it("takes a challenge once: the same assertion sent again is refused", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const { options, challenge } = await loginOptions();
    const assertion = authenticator.get(options);
    expect((await signIn(assertion, challenge)).status).toBe(200);
    const sessionsBefore = await rowCount(server, sessions);
    expectApiError(await signIn(assertion, challenge), 401, "invalid_credentials");
    // A newer counter over the old challenge is refused too: the challenge is gone, not just the counter.
    expectApiError(await signIn(authenticator.get(options), challenge), 401, "invalid_credentials");
    expect(await rowCount(server, sessions)).toBe(sessionsBefore);
    // A registration's challenge is not a sign-in's.
    const reg = await call<CreationOptions>(server, "/api/auth/passkeys/register/options", withCookie(json("POST"), me.cookie));
    const regChallenge = cookiePair(setCookieFor(reg.headers, CHALLENGE)!);
    expectApiError(
      await signIn(authenticator.get({ challenge: reg.body.challenge, rpId: "127.0.0.1" }), regChallenge),
      401,
      "invalid_credentials",
    );
  });

  it("refuses a disabled account's passkey", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    await server.db.update(users).set({ status: "disabled" }).where(eq(users.id, me.id));
    const { options, challenge } = await loginOptions();
    expectApiError(await signIn(authenticator.get(options), challenge), 401, "invalid_credentials");
    expect((await stored(authenticator.credentialId))!.lastUsedAt).toBeNull();
  });

  it("counts wrong assertions against the address's sign-in limit: 429 past it, for the password too", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const { options, challenge } = await loginOptions();
      last = (await signIn(authenticator.get(options, { tamper: true }), challenge)).status;
    }
    expect(last).toBe(429);
    const { options, challenge } = await loginOptions();
    const right = await signIn(authenticator.get(options), challenge);
    expectApiError(right, 429, "too_many_attempts");
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expectApiError(await call(server, "/api/auth/login", json("POST", TEST_ADMIN)), 429, "too_many_attempts");
  });
});

describe("removing a passkey", () => {
  it("cannot remove another account's passkey", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    const other = await newAccount("owner");
    const res = await call(server, `/api/auth/passkeys/${authenticator.credentialId}`, withCookie(json("DELETE", {}), other.cookie));
    expectApiError(res, 404, "not_found");
    expect(await stored(authenticator.credentialId)).toBeDefined();
    expect(await auditRows("auth.passkey-removed", other.username)).toEqual([]);
  });

  it("removes one of several without a fresh check", async () => {
    const me = await newAccount();
    const first = await register(me.cookie);
    const second = await register(me.cookie);
    await staleSession(me.cookie);
    const res = await call(server, `/api/auth/passkeys/${first.credentialId}`, withCookie(json("DELETE"), me.cookie));
    expect(res.status, res.text).toBe(200);
    expect(await stored(first.credentialId)).toBeUndefined();
    expect(await stored(second.credentialId)).toBeDefined();
    expect(await auditRows("auth.passkey-removed", me.username)).toHaveLength(1);
  });

  it("asks for a fresh check before removing the last factor: the password, then it goes", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    await staleSession(me.cookie);
    const path = `/api/auth/passkeys/${authenticator.credentialId}`;
    expectApiError(await call(server, path, withCookie(json("DELETE", {}), me.cookie)), 403, "fresh_check_required");
    expectFieldError(await call(server, path, withCookie(json("DELETE", { password: "non-è-questa-123" }), me.cookie)), "password");
    expect(await stored(authenticator.credentialId)).toBeDefined();
    expect(await auditRows("auth.passkey-removed", me.username)).toEqual([]);

    const res = await call(server, path, withCookie(json("DELETE", { password: me.password }), me.cookie));
    expect(res.status, res.text).toBe(200);
    expect(await stored(authenticator.credentialId)).toBeUndefined();
    expect(await auditRows("auth.passkey-removed", me.username)).toHaveLength(1);
  });

  it("takes the passkey itself as the fresh check, and refuses a wrong assertion", async () => {
    const me = await newAccount();
    const authenticator = await register(me.cookie);
    await staleSession(me.cookie);
    const path = `/api/auth/passkeys/${authenticator.credentialId}`;
    const reauth = async () => {
      const res = await call<RequestOptions>(server, "/api/auth/passkeys/reauth/options", withCookie(json("POST"), me.cookie));
      expect(res.status, res.text).toBe(200);
      expect(res.body.allowCredentials?.map((c) => c.id)).toEqual([authenticator.credentialId]);
      return { options: res.body, challenge: cookiePair(setCookieFor(res.headers, CHALLENGE)!) };
    };

    const bad = await reauth();
    const refused = await call(
      server,
      path,
      withCookie(
        json("DELETE", { passkey: { response: authenticator.get(bad.options, { tamper: true }) } }),
        both(me.cookie, bad.challenge),
      ),
    );
    expectFieldError(refused, "passkey");
    expect(await stored(authenticator.credentialId)).toBeDefined();

    // A sign-in's challenge is not a fresh check's.
    const login = await loginOptions();
    const wrongKind = await call(
      server,
      path,
      withCookie(json("DELETE", { passkey: { response: authenticator.get(login.options) } }), both(me.cookie, login.challenge)),
    );
    expectFieldError(wrongKind, "passkey");

    const good = await reauth();
    const res = await call(
      server,
      path,
      withCookie(json("DELETE", { passkey: { response: authenticator.get(good.options) } }), both(me.cookie, good.challenge)),
    );
    expect(res.status, res.text).toBe(200);
    expect(await stored(authenticator.credentialId)).toBeUndefined();
    // The check renewed the session's: the next sensitive step within 5 minutes needs nothing more.
    const [row] = await server.db
      .select({ verifiedAt: sessions.verifiedAt })
      .from(sessions)
      .where(eq(sessions.id, sha(me.cookie.slice(me.cookie.indexOf("=") + 1)).toString("hex")));
    expect(Date.now() - row!.verifiedAt.getTime()).toBeLessThan(60_000);
  });

  it("another account's passkey is no fresh check for this one", async () => {
    const me = await newAccount();
    const mine = await register(me.cookie);
    const other = await newAccount();
    const theirs = await register(other.cookie);
    await staleSession(me.cookie);
    const res = await call<RequestOptions>(server, "/api/auth/passkeys/reauth/options", withCookie(json("POST"), me.cookie));
    const challenge = cookiePair(setCookieFor(res.headers, CHALLENGE)!);
    const refused = await call(
      server,
      `/api/auth/passkeys/${mine.credentialId}`,
      withCookie(json("DELETE", { passkey: { response: theirs.get(res.body) } }), both(me.cookie, challenge)),
    );
    expectFieldError(refused, "passkey");
    expect(await stored(mine.credentialId)).toBeDefined();
    expect((await stored(theirs.credentialId))!.counter).toBe(0);
  });

  it("needs no fresh check when the authenticator app remains, and none within 5 minutes of signing in", async () => {
    const me = await newAccount();
    const first = await register(me.cookie);
    // A fresh sign-in is itself the check.
    expect((await call(server, `/api/auth/passkeys/${first.credentialId}`, withCookie(json("DELETE"), me.cookie))).status).toBe(200);

    const second = await register(me.cookie);
    await server.db.update(users).set({ totpSealed: "sealed-key" }).where(eq(users.id, me.id));
    await staleSession(me.cookie);
    expect((await call(server, `/api/auth/passkeys/${second.credentialId}`, withCookie(json("DELETE"), me.cookie))).status).toBe(200);
  });

  it("answers 404 for an id that is not a credential's, and 409 for a fresh check by passkey without one", async () => {
    const me = await newAccount();
    expectApiError(await call(server, "/api/auth/passkeys/nessuna", withCookie(json("DELETE"), me.cookie)), 404, "not_found");
    expectApiError(await call(server, "/api/auth/passkeys/a.b", withCookie(json("DELETE"), me.cookie)), 404, "not_found");
    expectApiError(await call(server, "/api/auth/passkeys/reauth/options", withCookie(json("POST"), me.cookie)), 409, "no_passkey");
  });
});
