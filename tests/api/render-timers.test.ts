import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startSiteServer } from "../setup/pages";
import type { TestServer } from "../setup/test-server";

/**
 * A rendered page leaves nothing behind: the renderer's safety timer is cleared once the page is
 * written. A pending timer per page kept each render's whole state alive for
 * six seconds: at 60 pages a second, 360 renders held in memory.
 */
let site: Awaited<ReturnType<typeof startSiteServer>>;
let server: TestServer;

beforeAll(async () => {
  site = await startSiteServer();
  server = site.server;
}, 120_000);
afterAll(() => site?.close());

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("page renders", () => {
  it("leave no timer pending after the page is sent", async () => {
    const warm = await server.fetch("/rooms");
    expect(warm.status).toBe(200);
    await warm.text();
    const before = pendingTimers();
    for (const path of ["/", "/zimmer", "/prezzi", "/nowhere", "/?lang=en", "/contact", "/breakfast", "/quote", "/privacy", "/about"]) {
      const res = await server.fetch(path);
      expect(await res.text()).toContain("</html>");
    }
    // Ten renders (ten different pages, so the page cache renders each); other timers of the server may come and go, but not one per page.
    expect(pendingTimers() - before).toBeLessThan(3);
  });
});
