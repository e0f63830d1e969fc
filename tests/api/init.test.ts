import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pricing, rooms, siteSettings, superAdminSettings, users } from "~/db/schema";
import { SITE_SETTINGS } from "~/features/settings/settings.schema";

import { seed } from "../../server/seed";
import { call, json, rowCount, withCookie } from "../setup/api-helpers";
import { TEST_ADMIN, TEST_SUPER_ADMIN_KEY } from "../setup/constants";
import { startTestServer, type TestServer } from "../setup/test-server";

/** Every site setting has its row, with its default (the reviews switch, the stay's two e-mails). */
const SETTINGS = Object.keys(SITE_SETTINGS).length;

type InitBody = { success: boolean; message: string; created: { rooms: number; prices: number; settings: number; adminCreated: boolean } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const init = () => call<InitBody>(server, "/api/init", json("POST"));

async function counts() {
  return {
    rooms: await rowCount(server, rooms),
    pricing: await rowCount(server, pricing),
    users: await rowCount(server, users),
    settings: await rowCount(server, siteSettings),
    superAdmin: await rowCount(server, superAdminSettings),
  };
}

describe("POST /api/init", () => {
  it("on the seeded database creates nothing, however often it is called", async () => {
    const [adminBefore] = await server.db.select().from(users);
    for (let i = 0; i < 2; i++) {
      const res = await init();
      expect(res.status, res.text).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.created).toEqual({ rooms: 0, prices: 0, settings: 0, adminCreated: false });
      expect(await counts()).toEqual({ rooms: 4, pricing: 8, users: 1, settings: SETTINGS, superAdmin: 1 });
    }
    const [adminAfter] = await server.db.select().from(users);
    expect(adminAfter!.password).toBe(adminBefore!.password);
    const text = (await init()).text;
    expect(text).not.toContain(TEST_ADMIN.password);
    expect(text).not.toContain("scrypt");
  });

  it("never changes the admin password: the same password still logs in", async () => {
    await init();
    const res = await call(server, "/api/auth/login", json("POST", TEST_ADMIN));
    expect(res.status, res.text).toBe(200);
  });

  it("never overwrites a price the owner edited", async () => {
    const cookie = await server.adminCookie();
    const [uno] = await server.db.select().from(rooms).where(eq(rooms.slug, "uno"));
    const patch = await call(server, `/api/pricing/${uno!.id}/high`, withCookie(json("PATCH", { pricePerNight: 123 }), cookie));
    expect(patch.status, patch.text).toBe(200);
    const stored = async () =>
      (
        await server.db
          .select()
          .from(pricing)
          .where(and(eq(pricing.roomId, uno!.id), eq(pricing.season, "high")))
      )[0]!.pricePerNight;
    expect(await stored()).toBe("123");

    expect((await init()).status).toBe(200);
    expect(await stored()).toBe("123");
    expect(await rowCount(server, pricing)).toBe(8);
  });

  it("never overwrites an owner's setting", async () => {
    const cookie = await server.adminCookie();
    const put = await call(server, "/api/settings/show_reviews_section", withCookie(json("PUT", { value: "false" }), cookie));
    expect(put.status, put.text).toBe(200);
    await init();
    const [row] = await server.db.select().from(siteSettings).where(eq(siteSettings.key, "show_reviews_section"));
    expect(row!.value).toBe("false");
  });

  it("restores a missing base row without touching the rest", async () => {
    const [quattro] = await server.db.select().from(rooms).where(eq(rooms.slug, "quattro"));
    await server.db.delete(pricing).where(and(eq(pricing.roomId, quattro!.id), eq(pricing.season, "low")));
    expect(await rowCount(server, pricing)).toBe(7);
    const res = await init();
    expect(res.body.created.prices).toBe(1);
    expect(await counts()).toEqual({ rooms: 4, pricing: 8, users: 1, settings: SETTINGS, superAdmin: 1 });
  });

  it("does not create a second administrator, even when configured with another username", async () => {
    const result = await seed({
      adminUsername: "intruder",
      adminPassword: "another-password-123",
      superAdminKey: TEST_SUPER_ADMIN_KEY,
      production: false,
      log: () => {},
    });
    expect(result.adminCreated).toBe(false);
    expect(await rowCount(server, users)).toBe(1);
    const res = await call(server, "/api/auth/login", json("POST", { username: "intruder", password: "another-password-123" }));
    expect(res.status).toBe(401);
  });
});
