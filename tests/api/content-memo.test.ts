import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentChanged, enableContentMemo, memoBriefly, memoContent } from "~/db/content-memo.server";
import { bumpContentVersion, readContentVersion } from "~/db/content-version.server";
import { business, visitTotals } from "~/db/schema";
import { SEED_BUSINESS } from "~/db/seed-data";
import { VISIT_TOTALS_FRESH_MS, visitStats } from "~/features/visits/visits.server";
import type { Business } from "~/lib/business";

import { ContentWatch } from "../../server/content-changes";
import { call, json, withCookie } from "../setup/api-helpers";
import { startTestServer, type TestServer } from "../setup/test-server";

describe("memoContent", () => {
  beforeAll(() => enableContentMemo());
  afterAll(() => enableContentMemo(false));

  it("reads once per content version and per arguments", async () => {
    let reads = 0;
    const read = memoContent(async (lang: string) => `${lang}:${++reads}`);
    expect(await read("it")).toBe("it:1");
    expect(await read("it")).toBe("it:1");
    expect(await read("en")).toBe("en:2");
    contentChanged();
    expect(await read("it")).toBe("it:3");
    expect(await read("en")).toBe("en:4");
  });

  it("never keeps past a change a read that started before it", async () => {
    let reads = 0;
    let release!: () => void;
    const read = memoContent(async () => {
      const n = ++reads;
      if (n === 1) await new Promise<void>((resolve) => (release = resolve));
      return n;
    });
    const first = read();
    contentChanged(); // a write lands while the first read is on its way
    release();
    expect(await first).toBe(1);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    let reads = 0;
    const read = memoContent(async () => {
      if (++reads === 1) throw new Error("database unavailable");
      return reads;
    });
    await expect(read()).rejects.toThrow("database unavailable");
    expect(await read()).toBe(2);
  });

  it("is off unless the server turns it on, so a direct write is read at once", async () => {
    enableContentMemo(false);
    let reads = 0;
    const read = memoContent(async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    enableContentMemo();
  });
});

describe("memoBriefly", () => {
  beforeAll(() => enableContentMemo());
  afterAll(() => enableContentMemo(false));

  it("reads once per period, again after it or after forget, and keeps no failed read", async () => {
    let reads = 0;
    const memo = memoBriefly(40, async () => {
      if (++reads === 4) throw new Error("database unavailable");
      return reads;
    });
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await memo.get()).toBe(2);
    memo.forget();
    expect(await memo.get()).toBe(3);
    memo.forget();
    await expect(memo.get()).rejects.toThrow("database unavailable");
    expect(await memo.get()).toBe(5);
  });

  it("is off unless the server turns it on", async () => {
    enableContentMemo(false);
    let reads = 0;
    const memo = memoBriefly(60_000, async () => ++reads);
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(2);
    enableContentMemo();
  });
});

describe("remembered content with a real database", () => {
  let server: TestServer;
  let admin: string;
  const phoneOnSite = async () => (await call<Business>(server, "/api/business")).body.phone;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.adminCookie();
    enableContentMemo();
  });
  afterAll(async () => {
    enableContentMemo(false);
    await server?.close();
  });

  it("shows the owner's change at once in the process that made it, and tells the others (no page cache here)", async () => {
    expect(await phoneOnSite()).toBe(SEED_BUSINESS.phone);
    const version = await readContentVersion();
    const res = await call(server, "/api/business", withCookie(json("PUT", { ...SEED_BUSINESS, phone: "+39 0541 111111" }), admin));
    expect(res.status).toBe(200);
    expect(await phoneOnSite()).toBe("+39 0541 111111");
    expect(await readContentVersion()).not.toBe(version);
  });

  it("shows another process's change when its content version is seen, not before", async () => {
    const watch = new ContentWatch(contentChanged);
    watch.observe(await readContentVersion());
    expect(await phoneOnSite()).toBe("+39 0541 111111");
    // Another process writes and bumps the shared version.
    await server.db
      .update(business)
      .set({ details: { ...SEED_BUSINESS, phone: "+39 0541 222222" } })
      .where(eq(business.id, 1));
    expect(await phoneOnSite()).toBe("+39 0541 111111");
    watch.observe(await bumpContentVersion());
    expect(await phoneOnSite()).toBe("+39 0541 222222");
  });

  it("shows the visit totals this process records at once, another process's within a second", async () => {
    const totalNow = async () => (await call<{ totalVisits: number }>(server, "/api/visits/count")).body.totalVisits;
    const start = await totalNow();
    expect((await call(server, "/api/visits", json("POST", {}))).status).toBe(201);
    expect(await totalNow()).toBe(start + 1);
    // Another process records a visit: the totals change in the database only.
    await server.db
      .update(visitTotals)
      .set({ total: start + 1001 })
      .where(eq(visitTotals.id, 1));
    expect(await totalNow()).toBe(start + 1);
    await new Promise((resolve) => setTimeout(resolve, VISIT_TOTALS_FRESH_MS + 50));
    expect(await totalNow()).toBe(start + 1001);
    expect((await visitStats()).totalVisits).toBe(start + 1001);
  });
});
