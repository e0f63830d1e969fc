import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { collectErrors, waitForHydration } from "../helpers";

/**
 * An analytics tag pasted in the Tracking tab reaches its host after consent
 * (script, fetch, sendBeacon and pixel), because the public pages' CSP allows the hosts the code
 * names in connect-src; before consent nothing is sent, and the panels run no tracking code.
 */

const SUPER_KEY = "e2e-super-admin-key-0123456789";
const HOST = "https://analytics.example";

/** A tag as the services write them: a loader script from the analytics host, which then reports. */
const TRACKING = `<script async src="${HOST}/t.js?id=E2E"></script>`;
const TAG_SCRIPT = `
fetch("${HOST}/collect", { method: "POST", mode: "no-cors", body: "page=" + location.pathname, keepalive: true });
navigator.sendBeacon("${HOST}/beacon", "page=" + location.pathname);
new Image().src = "${HOST}/pixel.gif?page=" + encodeURIComponent(location.pathname);
`;
// The smallest transparent GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

type Kind = "script" | "fetch" | "beacon" | "pixel";

async function settings(request: APIRequestContext) {
  const { id: _id, updatedAt: _u, ...current } = (await (await request.get("/api/super-admin/settings")).json()) as Record<string, unknown>;
  return current;
}

async function updateSuperAdmin(request: APIRequestContext, changes: Record<string, unknown>) {
  const res = await request.put("/api/super-admin/settings", {
    data: { ...(await settings(request)), ...changes, superAdminKey: SUPER_KEY },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Stands in for the analytics host: every request the page makes to it is counted by kind. */
async function stubAnalytics(page: Page): Promise<Record<Kind, number>> {
  const seen: Record<Kind, number> = { script: 0, fetch: 0, beacon: 0, pixel: 0 };
  await page.route(`${HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    const method = route.request().method();
    if (url.pathname === "/t.js" && method === "GET") {
      seen.script++;
      return route.fulfill({ status: 200, contentType: "application/javascript", body: TAG_SCRIPT });
    }
    if (url.pathname === "/collect" && method === "POST") {
      seen.fetch++;
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === "/beacon" && method === "POST") {
      seen.beacon++;
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === "/pixel.gif" && method === "GET") {
      seen.pixel++;
      return route.fulfill({ status: 200, contentType: "image/gif", body: PIXEL });
    }
    return route.fulfill({ status: 404 });
  });
  return seen;
}

/** The connect-src directive, our own public paths (https?://host/…) shown as one token. */
function connectSrc(csp: string | undefined): string | undefined {
  const directive = csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src"));
  if (!directive) return undefined;
  const sources = directive.split(/\s+/).slice(1);
  const own = sources.filter((s) => /^http:\/\/(127\.0\.0\.1|localhost):\d+\//.test(s));
  return ["connect-src", ...(own.length ? ["<public paths>"] : []), ...sources.filter((s) => !own.includes(s))].join(" ");
}

test.describe("the tracking code's analytics host", () => {
  let saved: Record<string, unknown>;

  test.beforeEach(async ({ request }) => {
    saved = await settings(request);
    await updateSuperAdmin(request, { trackingCode: TRACKING, trackingHosts: null });
  });
  test.afterEach(async ({ request }) => {
    await updateSuperAdmin(request, { trackingCode: saved.trackingCode ?? null, trackingHosts: saved.trackingHosts ?? null });
  });

  test("receives nothing before consent, then the script, fetch, sendBeacon and pixel after Accept all, with no CSP error", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const seen = await stubAnalytics(page);
    const answer = await page.goto("/");
    expect(connectSrc(answer?.headers()["content-security-policy"])).toBe(`connect-src <public paths> ${HOST}`);
    const banner = page.getByRole("dialog", { name: "Rispettiamo la tua privacy" });
    await expect(banner).toBeVisible();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(seen).toEqual({ script: 0, fetch: 0, beacon: 0, pixel: 0 });

    await banner.getByRole("button", { name: "Accetta tutti" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => ({ ...seen })).toEqual({ script: 1, fetch: 1, beacon: 1, pixel: 1 });

    // A cached page (same policy replayed) with consent stored: the tag runs again at once.
    const again = await page.goto("/camere");
    expect(connectSrc(again?.headers()["content-security-policy"])).toBe(`connect-src <public paths> ${HOST}`);
    await expect.poll(() => ({ ...seen })).toEqual({ script: 2, fetch: 2, beacon: 2, pixel: 2 });
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("is never contacted from the admin panel, whose policy stays connect-src 'self'", async ({ page }) => {
    const seen = await stubAnalytics(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Rispettiamo la tua privacy" }).getByRole("button", { name: "Accetta tutti" }).click();
    await expect.poll(() => ({ ...seen })).toEqual({ script: 1, fetch: 1, beacon: 1, pixel: 1 });

    for (const panel of ["/admin", "/super-admin"]) {
      const before = { ...seen };
      const answer = await page.goto(panel);
      expect(connectSrc(answer?.headers()["content-security-policy"])).toBe("connect-src 'self'");
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(seen, panel).toEqual(before);
      expect(await page.locator(`script[src^="${HOST}"]`).count()).toBe(0);
    }
  });
});
