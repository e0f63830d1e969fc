import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessions, superAdminSettings } from "~/db/schema";

import {
  cookiePair,
  expectApiError,
  expectFieldError,
  json,
  call as rawCall,
  setCookieFor,
  withCookie,
  type ApiResponse,
} from "../setup/api-helpers";
import { TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

type Settings = {
  siteOffline: boolean;
  trackingCode: string | null;
  bannerFooter: string | null;
  bannerMidSite: string | null;
  bannerMobileTop: string | null;
  bannerMobileMid1: string | null;
  bannerMobileMid2: string | null;
  bannerMobileBottom: string | null;
};

const BANNER_FIELDS = [
  "bannerFooter",
  "bannerMidSite",
  "bannerMobileTop",
  "bannerMobileMid1",
  "bannerMobileMid2",
  "bannerMobileBottom",
] as const;

let server: TestServer;
/** Every response this file receives: none may ever echo the key. */
const seen: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const text of seen) expect(text).not.toContain(TEST_SUPER_ADMIN_KEY);
  await server.close();
});

async function call<T = unknown>(path: string, init?: RequestInit): Promise<ApiResponse<T>> {
  const res = await rawCall<T>(server, path, init);
  seen.push(res.text, JSON.stringify([...res.headers]));
  expect(res.text).not.toContain(TEST_SUPER_ADMIN_KEY);
  return res;
}

async function stored(): Promise<Settings> {
  const [row] = await server.db.select().from(superAdminSettings).where(eq(superAdminSettings.id, 1));
  const { id: _id, updatedAt: _u, ...settings } = row!;
  return settings;
}

const getSettings = () => call<Settings>("/api/super-admin/settings");
const putSettings = (body: unknown, cookie?: string) =>
  call<Settings>("/api/super-admin/settings", cookie ? withCookie(json("PUT", body), cookie) : json("PUT", body));

describe("GET /api/super-admin/settings", () => {
  it("is public and starts online with empty banners", async () => {
    const res = await getSettings();
    expect(res.status, res.text).toBe(200);
    expect(res.body.siteOffline).toBe(false);
    expect(res.body).toHaveProperty("trackingCode");
    for (const field of BANNER_FIELDS) expect(res.body).toHaveProperty(field);
    expect(res.body).toMatchObject(await stored());
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});

describe("PUT /api/super-admin/settings", () => {
  it("with the right key: 200 and the settings change", async () => {
    const current = (await getSettings()).body;
    const next = {
      ...current,
      siteOffline: true,
      bannerFooter: '<a href="https://example.com"><img src="/banner.png" alt="Offerta"></a>',
      trackingCode: "<script>/* analytics */</script>",
    };
    const res = await putSettings({ ...next, superAdminKey: TEST_SUPER_ADMIN_KEY });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ siteOffline: true, bannerFooter: next.bannerFooter, trackingCode: next.trackingCode });
    expect(await stored()).toMatchObject({ siteOffline: true, bannerFooter: next.bannerFooter, trackingCode: next.trackingCode });
    const read = await getSettings();
    expect(read.body.siteOffline).toBe(true);
    expect(read.body.bannerFooter).toBe(next.bannerFooter);
  });

  it("an empty banner is stored as no banner", async () => {
    const current = (await getSettings()).body;
    const res = await putSettings({ ...current, bannerFooter: "", superAdminKey: TEST_SUPER_ADMIN_KEY });
    expect(res.status, res.text).toBe(200);
    expect((await stored()).bannerFooter).toBeNull();
  });

  it("with a wrong key: 403 and nothing changes", async () => {
    const before = await stored();
    const res = await putSettings({ ...before, siteOffline: !before.siteOffline, superAdminKey: "wrong-key-wrong-key" });
    const error = expectApiError(res, 403, "invalid_key");
    expect(error.message).toBe("Chiave Super Admin non valida");
    expect(await stored()).toEqual(before);
  });

  it("with an empty key: 403 and nothing changes", async () => {
    const before = await stored();
    expectApiError(await putSettings({ ...before, siteOffline: !before.siteOffline, superAdminKey: "" }), 403, "invalid_key");
    expect(await stored()).toEqual(before);
  });

  it("with neither a key nor a session: 401 and nothing changes", async () => {
    const before = await stored();
    expectApiError(await putSettings({ ...before, siteOffline: !before.siteOffline }), 401, "unauthorized");
    expectApiError(await putSettings({ ...before, siteOffline: !before.siteOffline }, "bb_super=forged"), 401, "unauthorized");
    expect(await stored()).toEqual(before);
  });

  it("an admin session is not a super-admin session", async () => {
    const before = await stored();
    const admin = await server.adminCookie();
    expectApiError(await putSettings({ ...before, siteOffline: !before.siteOffline }, admin), 401, "unauthorized");
    expectApiError(
      await putSettings({ ...before, siteOffline: !before.siteOffline }, `bb_super=${admin.split("=")[1]}`),
      401,
      "unauthorized",
    );
    expect(await stored()).toEqual(before);
  });

  it("with a super-admin session and no key: 200 and the settings change", async () => {
    const cookie = await server.superAdminCookie();
    const before = await stored();
    const res = await putSettings({ ...before, siteOffline: false, bannerMobileTop: "<p>Estate 2026</p>" }, cookie);
    expect(res.status, res.text).toBe(200);
    expect(await stored()).toMatchObject({ siteOffline: false, bannerMobileTop: "<p>Estate 2026</p>" });
  });

  it.each([
    ["siteOffline as text", { siteOffline: "yes" }, "siteOffline"],
    ["siteOffline missing", { siteOffline: undefined }, "siteOffline"],
    ["a banner over 20000 characters", { bannerMidSite: "x".repeat(20_001) }, "bannerMidSite"],
    ["tracking code over 20000 characters", { trackingCode: "x".repeat(20_001) }, "trackingCode"],
    ["a banner that is a number", { bannerFooter: 12 }, "bannerFooter"],
  ])("refuses %s with 400 and changes nothing", async (_label, change, field) => {
    const before = await stored();
    const res = await putSettings({ ...before, siteOffline: !before.siteOffline, ...change, superAdminKey: TEST_SUPER_ADMIN_KEY });
    expectFieldError(res, field);
    expect(await stored()).toEqual(before);
  });

  it("accepts a banner of exactly 20000 characters", async () => {
    const before = await stored();
    const res = await putSettings({ ...before, bannerMidSite: "y".repeat(20_000), superAdminKey: TEST_SUPER_ADMIN_KEY });
    expect(res.status, res.text).toBe(200);
    expect((await stored()).bannerMidSite).toHaveLength(20_000);
  });
});

describe("super-admin login, session and logout", () => {
  it("POST /api/super-admin/login with a wrong key: 403 and no cookie, no session", async () => {
    const sessionsBefore = await server.db.select().from(sessions).where(eq(sessions.kind, "super_admin"));
    const res = await call("/api/super-admin/login", json("POST", { key: "not-the-key-at-all" }));
    const error = expectApiError(res, 403, "invalid_key");
    expect(error.message).toBe("Chiave Super Admin non valida");
    expect(setCookieFor(res.headers, "bb_super")).toBeUndefined();
    const sessionsAfter = await server.db.select().from(sessions).where(eq(sessions.kind, "super_admin"));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
  });

  it("POST /api/super-admin/login without a key: 400", async () => {
    expectFieldError(await call("/api/super-admin/login", json("POST", {})), "key");
  });

  it("the right key opens a session in an HttpOnly, SameSite=Lax cookie", async () => {
    const login = await call<{ success: boolean }>("/api/super-admin/login", json("POST", { key: TEST_SUPER_ADMIN_KEY }));
    expect(login.status, login.text).toBe(200);
    expect(login.body.success).toBe(true);
    const setCookie = setCookieFor(login.headers, "bb_super");
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const cookie = cookiePair(setCookie!);
    // The cookie carries a random token, not the key.
    expect(cookie).not.toContain(TEST_SUPER_ADMIN_KEY);

    const session = await call<{ authenticated: boolean }>("/api/super-admin/session", withCookie({}, cookie));
    expect(session.status).toBe(200);
    expect(session.body.authenticated).toBe(true);

    const anonymous = await call<{ authenticated: boolean }>("/api/super-admin/session");
    expect(anonymous.body.authenticated).toBe(false);

    const logout = await call<{ success: boolean }>("/api/super-admin/logout", withCookie({ method: "POST" }, cookie));
    expect(logout.status).toBe(200);
    const cleared = setCookieFor(logout.headers, "bb_super");
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);

    // The old cookie is dead on the server, not only in the browser.
    const after = await call<{ authenticated: boolean }>("/api/super-admin/session", withCookie({}, cookie));
    expect(after.body.authenticated).toBe(false);
    const before = await stored();
    expectApiError(await putSettings({ ...before, siteOffline: !before.siteOffline }, cookie), 401, "unauthorized");
    expect(await stored()).toEqual(before);
  });
});
