import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loginAttempts } from "~/db/schema";
import { SUPER_ADMIN_GLOBAL_MAX_FAILURES } from "~/features/auth/auth.server";

import { call, cookiePair, expectApiError, json, setCookieFor } from "../setup/api-helpers";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * Behind one reverse proxy (TRUST_PROXY=1). The proxy appends the address it saw to
 * X-Forwarded-For; what comes before it is written by the client and may be anything.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.delete(loginAttempts);
});

/** A request as it reaches us through the proxy: `forged` is what the client wrote, `seen` what the proxy saw. */
const through = (seen: string, forged?: string) => ({ "x-forwarded-for": forged ? `${forged}, ${seen}` : seen });
const adminLogin = (password: string, headers: Record<string, string>) =>
  call(server, "/api/auth/login", json("POST", { username: TEST_ADMIN.username, password }, headers));
const superLogin = (key: string, headers: Record<string, string>) => call(server, "/api/super-admin/login", json("POST", { key }, headers));
let n = 0;
const fakeAddress = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;

describe("per-address limits behind a proxy", () => {
  it("a new forged X-Forwarded-For address per request does not get around the login limit", async () => {
    for (let i = 0; i < 10; i++)
      expectApiError(await adminLogin(`wrong-${i}`, through("203.0.113.9", fakeAddress())), 401, "invalid_credentials");
    expectApiError(await adminLogin(TEST_ADMIN.password, through("203.0.113.9", fakeAddress())), 429, "too_many_attempts");
  });

  it("nor the super-admin key's", async () => {
    for (let i = 0; i < 10; i++)
      expectApiError(await superLogin(`wrong-key-${i}-xxxxxxxx`, through("203.0.113.10", fakeAddress())), 403, "invalid_key");
    expectApiError(await superLogin(TEST_SUPER_ADMIN_KEY, through("203.0.113.10", fakeAddress())), 429, "too_many_attempts");
  });
});

describe("wrong super-admin keys from many addresses", () => {
  it(`are limited together too: after ${SUPER_ADMIN_GLOBAL_MAX_FAILURES} anywhere, even a new address gets 429`, async () => {
    for (let i = 0; i < SUPER_ADMIN_GLOBAL_MAX_FAILURES; i++) {
      expectApiError(await superLogin(`wrong-key-${i}-xxxxxxxx`, through(`198.18.0.${i + 1}`)), 403, "invalid_key");
    }
    expectApiError(await superLogin(TEST_SUPER_ADMIN_KEY, through("198.18.1.1")), 429, "too_many_attempts");
  });

  it("the right key from an address in good standing, below the global limit, gets in and takes nothing from it", async () => {
    for (let i = 0; i < 5; i++) expect((await superLogin(`wrong-key-${i}-xxxxxxxx`, through(`198.18.2.${i + 1}`))).status).toBe(403);
    const res = await superLogin(TEST_SUPER_ADMIN_KEY, through("198.18.3.1"));
    expect(res.status, res.text).toBe(200);
  });
});

describe("the owner is not locked out by guesses on her username", () => {
  it("guesses from elsewhere block the username for unknown devices, but her device still gets in", async () => {
    // She signed in from her phone before: it keeps a device cookie (HttpOnly, for /api/auth only).
    const first = await adminLogin(TEST_ADMIN.password, through("198.51.100.7"));
    expect(first.status, first.text).toBe(200);
    const device = setCookieFor(first.headers, "bb_device");
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/auth/);

    // An attacker spreads 10 guesses over 10 addresses (each under its own limit).
    for (let i = 0; i < 10; i++) expectApiError(await adminLogin(`guess-${i}`, through(`192.0.2.${i + 1}`)), 401, "invalid_credentials");

    // The username's limit holds against guessing from anywhere new, even with the right password…
    expectApiError(await adminLogin(TEST_ADMIN.password, through("192.0.2.99")), 429, "too_many_attempts");
    // …but her device, with the right password, gets in.
    const owner = await adminLogin(TEST_ADMIN.password, { ...through("198.51.100.7"), cookie: cookiePair(device!) });
    expect(owner.status, owner.text).toBe(200);
    expect(setCookieFor(owner.headers, "bb_admin")).toBeDefined();
    // Her device does not let a wrong password through either.
    expectApiError(
      await adminLogin("not-her-password", { ...through("198.51.100.7"), cookie: cookiePair(setCookieFor(owner.headers, "bb_device")!) }),
      401,
      "invalid_credentials",
    );
  });

  it("a device cookie is good only once per sign-in: the one replaced at the next sign-in no longer exempts", async () => {
    const first = await adminLogin(TEST_ADMIN.password, through("198.51.100.8"));
    const old = cookiePair(setCookieFor(first.headers, "bb_device")!);
    const second = await adminLogin(TEST_ADMIN.password, { ...through("198.51.100.8"), cookie: old });
    expect(second.status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await adminLogin(`guess-${i}`, through(`192.0.2.${i + 20}`))).status).toBe(401);
    expectApiError(await adminLogin(TEST_ADMIN.password, { ...through("198.51.100.8"), cookie: old }), 429, "too_many_attempts");
  });
});
