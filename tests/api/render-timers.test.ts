import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagesHandler } from "../../server/pages";
import { loadPages } from "../setup/pages";
import { startTestServer, type TestServer } from "../setup/test-server";

/**
 * A rendered page leaves nothing behind: the renderer's safety timer is cleared once the page is
 * written (issue 13, point 2). A pending timer per page kept each render's whole state alive for
 * six seconds: at 60 pages a second, 360 renders held in memory.
 */
let pages: Awaited<ReturnType<typeof loadPages>>;
let server: TestServer;

beforeAll(async () => {
  pages = await loadPages();
  server = await startTestServer({}, { pages: { handler: pagesHandler(pages.build, undefined), clientDir: pages.clientDir } });
  await pages.share(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("page renders", () => {
  it("leave no timer pending after the page is sent", async () => {
    const warm = await server.fetch("/rooms");
    expect(warm.status).toBe(200);
    await warm.text();
    const before = pendingTimers();
    for (const path of ["/", "/rooms", "/zimmer", "/prezzi", "/nowhere", "/", "/contact", "/breakfast", "/quote", "/privacy"]) {
      const res = await server.fetch(path);
      expect(await res.text()).toContain("</html>");
    }
    // Ten renders; other timers of the server may come and go, but not one per page.
    expect(pendingTimers() - before).toBeLessThan(3);
  });
});
