import { expect, test, type APIRequestContext } from "@playwright/test";

import { ADMIN } from "../admin/admin-helpers";
import { waitForHydration } from "../helpers";

/**
 * A tracking script the super-admin pastes runs on the public pages with the
 * owner's session cookie in the browser. Whatever it tries — fetch or XHR on the owner's API or
 * the panel, a popup on /admin or on the API, a form aimed at a window — it reads nothing of hers.
 */

const SUPER_KEY = "e2e-super-admin-key-0123456789";

/** The hostile tracking code: each attempt records what it read, or how it failed, in window.__stolen. */
const THIEF = `<script>
window.__stolen = [];
const note = (how, what) => window.__stolen.push(how + ": " + String(what).slice(0, 20000));
for (const url of ["/api/quotes", "/api/quotes?page=1", "/api/outbox?status=sent", "/admin", "/admin.data", "/api/business"]) {
  fetch(url, { credentials: "include" }).then((r) => r.text()).then((t) => note("fetch " + url, t), (e) => note("fetch " + url + " failed", e));
}
try {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "/api/quotes");
  xhr.onload = () => note("xhr", xhr.responseText);
  xhr.onerror = () => note("xhr failed", "error");
  xhr.send();
} catch (e) { note("xhr threw", e); }
document.addEventListener("click", () => {
  for (const url of ["/admin", "/api/quotes"]) {
    const w = window.open(url, "thief-" + url.length);
    if (!w) { note("popup " + url + " blocked", "null"); continue; }
    setTimeout(() => {
      try { note("popup " + url, w.closed ? "closed" : w.document.documentElement.outerHTML); } catch (e) { note("popup " + url + " unreadable", e); }
    }, 2500);
  }
}, { once: true });
</script>`;

async function superAdmin(request: APIRequestContext, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { id: _id, updatedAt: _u, ...current } = (await (await request.get("/api/super-admin/settings")).json()) as Record<string, unknown>;
  const res = await request.put("/api/super-admin/settings", { data: { ...current, ...changes, superAdminKey: SUPER_KEY } });
  expect(res.status(), await res.text()).toBe(200);
  return current;
}

test("a tracking script on a public page reads nothing of the owner's, though she is signed in", async ({ page, context, request }) => {
  const secret = `thief-target-${Date.now()}@example.com`;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post("/api/quotes", {
    data: {
      firstName: "Sara",
      lastName: "Segreta",
      email: secret,
      phone: null,
      checkIn: day(60),
      checkOut: day(63),
      guests: 2,
      preferredRoom: null,
      specialRequests: null,
      additionalServices: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const saved = await superAdmin(request, { trackingCode: THIEF });
  try {
    // The owner is signed in in this browser: her panel shows the request.
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    expect(await (await page.request.get("/api/quotes")).text()).toContain(secret);

    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Rispettiamo la tua privacy" }).getByRole("button", { name: "Accetta tutti" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __stolen?: string[] }).__stolen?.length ?? 0)).toBeGreaterThanOrEqual(7);
    // A click gives the script the user activation popups need.
    const popups: Promise<unknown>[] = [];
    context.on("page", (p) => popups.push(p.waitForLoadState().catch(() => undefined)));
    await page.getByRole("heading", { level: 1 }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { __stolen?: string[] }).__stolen?.length ?? 0), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(9);
    await Promise.all(popups);

    const stolen = await page.evaluate(() => (window as { __stolen?: string[] }).__stolen ?? []);
    for (const entry of stolen) {
      expect(entry).not.toContain(secret);
      expect(entry).not.toContain("Segreta");
    }
    // Every fetch of her API and of the panel was refused by the page's policy (not merely empty).
    for (const url of ["/api/quotes", "/api/quotes?page=1", "/api/outbox?status=sent", "/admin", "/admin.data"]) {
      expect(
        stolen.some((e) => e.startsWith(`fetch ${url} failed`)),
        `${url}: ${stolen.join("\n")}`,
      ).toBe(true);
    }
    expect(stolen.some((e) => e.startsWith("xhr failed"))).toBe(true);
    // The popup on the panel was moved to a browsing context group of its own (COEP): the handle is dead.
    expect(stolen.find((e) => e.startsWith("popup /admin"))).toMatch(/^popup \/admin(: closed| unreadable)/);
    // The popup on the API got a refusal, not her data.
    expect(stolen.find((e) => e.startsWith("popup /api/quotes"))).toMatch(/"forbidden"|unreadable|blocked/);
  } finally {
    await superAdmin(request, { trackingCode: saved.trackingCode ?? null });
  }
});

test("the owner's API opened as a page answers 403, and the panel keeps working by fetch", async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const answer = await page.goto("/api/quotes");
  expect(answer?.status()).toBe(403);
  expect(await page.content()).not.toContain("@example.com");
  const panel = await page.goto("/admin");
  expect(panel?.headers()["cross-origin-embedder-policy"]).toBe("require-corp");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: /^Richieste Preventivo/ })).toBeVisible();
});
