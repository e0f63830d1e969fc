import { expect, test, type APIRequestContext } from "@playwright/test";

import { collectErrors, dismissConsent, expectNoAxeViolations, waitForHydration } from "../helpers";

const SUPER_KEY = "e2e-super-admin-key-0123456789";

async function superAdminSettings(request: APIRequestContext) {
  return (await (await request.get("/api/super-admin/settings")).json()) as Record<string, unknown>;
}

async function updateSuperAdmin(request: APIRequestContext, changes: Record<string, unknown>) {
  const { id: _id, updatedAt: _u, ...current } = await superAdminSettings(request);
  const res = await request.put("/api/super-admin/settings", { data: { ...current, ...changes, superAdminKey: SUPER_KEY } });
  expect(res.status()).toBe(200);
}

test.describe("navigation and language", () => {
  test("the top navigation reaches every screen and the quote call to action", async ({ page, isMobile }) => {
    await page.goto("/");
    await dismissConsent(page);
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Navigazione principale" }).filter({ visible: true }).first();
    for (const [name, path] of [
      ["Camere", "/camere"],
      ["Colazione", "/colazione"],
      ["Prezzi", "/prezzi"],
      ["Chi siamo", "/chi-siamo"],
      ["Contatti", "/contatti"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
    await expect(page.getByRole("link", { name: "Richiedi preventivo" }).filter({ visible: true }).first()).toHaveAttribute(
      "href",
      "/preventivo",
    );
  });

  test("the language switcher keeps the screen and changes the path and texts", async ({ page, isMobile }) => {
    await page.goto("/camere/due");
    await dismissConsent(page);
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Lingua" }).filter({ visible: true }).first().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/rooms\/due$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("bb-language"))).toBe("en");
    // The home page has no language in its path: the stored choice decides, on the server too.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain('<html lang="en"');
  });

  test("a language chosen before the page has hydrated is kept", async ({ page, isMobile }) => {
    // No script ever runs but the inline head ones: the state of a slow phone before hydration.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/camere/due");
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Lingua" }).filter({ visible: true }).first().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/rooms\/due$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    // The server stored the choice in the cookie; the head script copies it into localStorage
    // as the head is parsed, which may be just after <html lang> is already in place.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("bb-language"))).toBe("en");
    expect(await (await page.request.get("/")).text()).toContain('<html lang="en"');
  });

  test("a returning visitor whose cookie is gone gets the language kept in localStorage", async ({ page, context }) => {
    await page.goto("/privacy");
    await page.evaluate(() => localStorage.setItem("bb-language", "de"));
    await context.clearCookies();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator('nav[aria-label="Sprache"]').first()).toBeAttached();
    expect((await context.cookies()).find((c) => c.name === "bb-language")?.value).toBe("de");
    // A page whose path names its language is left as it is.
    await context.clearCookies();
    await page.goto("/camere");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    expect(await page.evaluate(() => localStorage.getItem("bb-language"))).toBe("de");
  });

  test("the mobile menu opens below 768 px and closes after navigating", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone only");
    await page.goto("/");
    await dismissConsent(page);
    const menu = page.locator("details").filter({ hasText: "Menu" });
    await page.getByText("Menu", { exact: true }).click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "Prezzi", exact: true }).click();
    await expect(page).toHaveURL(/\/prezzi$/);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("the footer links home, rooms, about, prices, quote, privacy, terms and Admin", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "Camere", "Chi siamo", "Prezzi", "Preventivo", "Privacy", "Termini e condizioni", "Admin"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  test("the footer's Admin link loads the panel as a new document: nothing the public page ran goes on running", async ({ page }) => {
    await page.goto("/");
    await dismissConsent(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Stands for a consented tracking script: state that lives as long as the document does.
    await page.evaluate(() => Object.assign(window, { __publicPageScript: "still here" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await page.evaluate(() => (window as { __publicPageScript?: string }).__publicPageScript)).toBeUndefined();
  });
});

test.describe("language choice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switcher's link stores the choice, and a later visit with JavaScript mirrors it into localStorage", async ({
    page,
    context,
    browser,
    isMobile,
  }) => {
    await page.goto("/camere/due");
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Lingua" }).filter({ visible: true }).first().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/rooms\/due$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // The test's options (JavaScript off) apply to new contexts too unless said otherwise.
    const withScripts = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
    try {
      await withScripts.addCookies(await context.cookies());
      const next = await withScripts.newPage();
      await next.goto("/privacy");
      await expect(next.locator("html")).toHaveAttribute("lang", "en");
      expect(await next.evaluate(() => localStorage.getItem("bb-language"))).toBe("en");
    } finally {
      await withScripts.close();
    }
  });
});

test.describe("cookie consent", () => {
  const TRACKING = `<script>window.__tracked = (window.__tracked || 0) + 1;</script>`;

  test.beforeEach(async ({ request }) => {
    await updateSuperAdmin(request, { trackingCode: TRACKING });
  });
  test.afterEach(async ({ request }) => {
    await updateSuperAdmin(request, { trackingCode: null });
  });

  test("nothing tracks before consent; accepting all runs the tracking code under the CSP", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    const banner = page.getByRole("dialog", { name: "Rispettiamo la tua privacy" });
    await expect(banner).toBeVisible();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __tracked?: number }).__tracked)).toBeUndefined();
    await banner.getByRole("button", { name: "Accetta tutti" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tracked?: number }).__tracked)).toBe(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!);
    expect(stored.preferences).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(Date.parse(stored.timestamp)).not.toBeNaN();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Rispettiamo la tua privacy" })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("rejecting all stores the choice and never runs the tracking code", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Rifiuta tutti" }).click();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!);
    expect(stored.preferences).toEqual({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __tracked?: number }).__tracked)).toBeUndefined();
  });

  test("customize shows the toggles, necessary cannot be changed, save stores the choice", async ({ page }) => {
    await page.goto("/rooms");
    await waitForHydration(page);
    const banner = page.getByRole("dialog", { name: "We respect your privacy" });
    await banner.getByRole("button", { name: "Customize" }).click();
    await expect(banner.getByRole("switch", { name: /Necessary/ })).toBeDisabled();
    await expect(banner.getByRole("switch", { name: /Necessary/ })).toBeChecked();
    await banner.getByRole("switch", { name: /Analytics/ }).check();
    await banner.getByRole("button", { name: "Save preferences" }).click();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!);
    expect(stored.preferences).toEqual({ necessary: true, analytics: true, marketing: false });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tracked?: number }).__tracked)).toBe(1);
  });

  test.describe("before the JavaScript has run", () => {
    // The scripts never arrive: what shows is what the server sent, as on a slow phone.
    test.beforeEach(async ({ page }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
    });

    test("a first visit sees the banner painted with the page", async ({ page, request }) => {
      expect(await (await request.get("/")).text()).toContain('data-consent-banner="ssr"');
      await page.goto("/");
      await expect(page.getByRole("dialog", { name: "Rispettiamo la tua privacy" })).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    });

    test("a visitor who already chose never sees it, not even for a moment", async ({ page }) => {
      await page.addInitScript(() =>
        localStorage.setItem(
          "cookie-consent",
          JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
        ),
      );
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Rispettiamo la tua privacy" })).toBeHidden();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("no banner whose buttons could not work", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Rispettiamo la tua privacy" })).toBeHidden();
    });
  });
});

test.describe("offline mode and banners", () => {
  test("offline: every public route shows the maintenance screen with 503; the panels stay reachable", async ({ page, request }) => {
    await updateSuperAdmin(request, { siteOffline: true });
    try {
      for (const path of ["/", "/camere", "/rooms/due", "/privacy", "/preventivo"]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(503);
        expect(res.headers()["retry-after"]).toBeTruthy();
        expect(await res.text()).toContain("Il nostro sito è temporaneamente offline per aggiornamenti e miglioramenti.");
      }
      expect((await request.get("/admin")).status()).toBe(200);
      expect((await request.get("/super-admin")).status()).toBe(200);
      await page.goto("/camere");
      await expect(page.getByText("Il nostro sito è temporaneamente offline per aggiornamenti e miglioramenti.")).toBeVisible();
      await expect(page.getByRole("link", { name: "+39 085 123 4567" })).toBeVisible();
    } finally {
      await updateSuperAdmin(request, { siteOffline: false });
    }
    expect((await request.get("/camere")).status()).toBe(200);
  });

  test("an open page follows the offline switch within the 30 s poll", async ({ page, request }) => {
    await page.clock.install();
    await page.goto("/camere");
    await dismissConsent(page);
    // The poll starts once the page has hydrated.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await updateSuperAdmin(request, { siteOffline: true });
    try {
      await page.clock.runFor(31_000);
      await expect(page.getByText("Il nostro sito è temporaneamente offline per aggiornamenti e miglioramenti.")).toBeVisible({
        timeout: 10_000,
      });
      // The maintenance screen is a new document: its poll starts once its own script has run.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    } finally {
      await updateSuperAdmin(request, { siteOffline: false });
    }
    await page.clock.runFor(31_000);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/manutenzione/);
  });

  test("a banner slot shows only when filled", async ({ page, request, isMobile }) => {
    await page.goto("/");
    await expect(page.locator("[data-banner]")).toHaveCount(0);
    const banner = `<a href="https://example.com/offerta"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Offerta speciale" width="1" height="1"></a>`;
    await updateSuperAdmin(request, { bannerFooter: banner, bannerMobileTop: banner });
    try {
      await page.reload();
      const visible = page.locator(`[data-banner="${isMobile ? "mobile-top" : "footer"}"]`);
      await expect(visible).toBeVisible();
      await expect(visible.getByRole("img", { name: "Offerta speciale" })).toBeAttached();
    } finally {
      await updateSuperAdmin(request, { bannerFooter: null, bannerMobileTop: null });
    }
  });
});

test.describe("being found", () => {
  test("each page has a localized title, description, canonical and hreflang alternates", async ({ page }) => {
    await page.goto("/rooms/due");
    await expect(page).toHaveTitle(/Casa Brezza Adriatica/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/rooms/due`);
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute("href", `${origin}/camere/due`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", `${origin}/zimmer/due`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/camere/due`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  });

  test("the home page describes the business as schema.org BedAndBreakfast", async ({ page }) => {
    await page.goto("/");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json["@type"]).toBe("BedAndBreakfast");
    expect(json.address.addressLocality).toBe("Pescara");
    expect(json.geo.latitude).toBeGreaterThan(40);
    expect(json.checkinTime).toBe("15:00");
  });

  test("sitemap.xml lists every localized URL; robots.txt keeps the panels out", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/camere",
      "/rooms",
      "/zimmer",
      "/habitaciones",
      "/camere/uno",
      "/habitaciones/quattro",
      "/privacy",
      "/fruhstuck",
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /super-admin");
  });
});

test.describe("visits and notifications", () => {
  test("one visit is recorded per browser session", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/visits") && posts.push(r.url()));
    await page.goto("/");
    await expect.poll(() => posts.length).toBe(1);
    await page.goto("/camere");
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem("visit_recorded"))).toBeTruthy();
    await expect(page.getByRole("contentinfo").getByText(/Visite totali: \d+/)).toBeVisible();
  });

  test("F8 focuses the notifications region", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")))
      .toBe("Notifications (F8)");
  });
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await dismissConsent(page);
  await page.reload();
  await expectNoAxeViolations(page, "home");
});
