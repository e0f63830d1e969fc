import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { siteSettings } from "~/db/schema";

import { call, expectApiError, expectFieldError, json, rowCount, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

type Setting = { key: string; value: string };

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminCookie();
});
afterAll(() => server.close());

const KEY = "show_reviews_section";

async function storedValue(): Promise<string | undefined> {
  const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.key, KEY));
  return row?.value;
}

const put = (value: unknown, cookie = admin, key = KEY) =>
  call<Setting>(server, `/api/settings/${key}`, withCookie(json("PUT", { value }), cookie));

describe("GET /api/settings/:key", () => {
  it("answers the seeded show_reviews_section as {key, value}", async () => {
    const res = await call<Setting>(server, `/api/settings/${KEY}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ key: KEY, value: "true" });
    expect(await storedValue()).toBe("true");
  });

  it("answers 404 for an unknown key", async () => {
    expectApiError(await call(server, "/api/settings/not_a_setting"), 404, "not_found");
    expectApiError(await call(server, "/api/settings/__proto__"), 404, "not_found");
  });
});

describe("PUT /api/settings/:key", () => {
  it("lets the admin turn the reviews section off, and GET shows it", async () => {
    const res = await put("false");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ key: KEY, value: "false" });
    expect(await storedValue()).toBe("false");
    const read = await call<Setting>(server, `/api/settings/${KEY}`);
    expect(read.body).toMatchObject({ key: KEY, value: "false" });
  });

  it("and back on", async () => {
    expect((await put("true")).status).toBe(200);
    expect((await call<Setting>(server, `/api/settings/${KEY}`)).body.value).toBe("true");
    expect((await put("false")).status).toBe(200);
    expect((await call<Setting>(server, `/api/settings/${KEY}`)).body.value).toBe("false");
  });

  it.each(["maybe", true, false, 1, "", null, "TRUE"])("refuses the value %j and keeps the stored one", async (value) => {
    const before = await storedValue();
    const rows = await rowCount(server, siteSettings);
    expect(expectFieldError(await put(value), "value")).toBe("Valore non valido");
    expect(await storedValue()).toBe(before);
    expect(await rowCount(server, siteSettings)).toBe(rows);
  });

  it("refuses a body without value", async () => {
    const before = await storedValue();
    const res = await call(server, `/api/settings/${KEY}`, withCookie(json("PUT", {}), admin));
    expectFieldError(res, "value");
    expect(await storedValue()).toBe(before);
  });

  it("answers 404 for an unknown key and stores nothing", async () => {
    const rows = await rowCount(server, siteSettings);
    expectApiError(await put("true", admin, "site_offline"), 404, "not_found");
    expect(await rowCount(server, siteSettings)).toBe(rows);
  });

  it("is refused without an admin session", async () => {
    const before = await storedValue();
    const target = before === "true" ? "false" : "true";
    expectApiError(await call(server, `/api/settings/${KEY}`, json("PUT", { value: target })), 401, "unauthorized");
    expectApiError(await put(target, "bb_admin=forged-session-token"), 401, "unauthorized");
    expect(await storedValue()).toBe(before);
  });

  it("does not accept a super-admin session in place of an admin one", async () => {
    const before = await storedValue();
    const superCookie = await server.superAdminCookie();
    const target = before === "true" ? "false" : "true";
    expectApiError(await put(target, superCookie), 401, "unauthorized");
    // Even with the super-admin token presented under the admin cookie name.
    const token = superCookie.split("=")[1]!;
    expectApiError(await put(target, `bb_admin=${token}`), 401, "unauthorized");
    expect(await storedValue()).toBe(before);
  });
});
