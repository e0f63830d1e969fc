import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import axe from "axe-core";

import { collectErrors, expectNoAxeViolations } from "../helpers";

/** The key scripts/e2e-server.mjs starts the server with. */
const SUPER_KEY = "e2e-super-admin-key-0123456789";
const MAINTENANCE_TEXT = "Il nostro sito è temporaneamente offline per aggiornamenti e miglioramenti.";
const BANNER = `<a href="https://example.com"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Promo" width="1" height="1"></a>`;

type Settings = Record<string, unknown>;

async function currentSettings(request: APIRequestContext): Promise<Settings> {
  const { id: _id, updatedAt: _u, ...settings } = (await (await request.get("/api/super-admin/settings")).json()) as Settings;
  return settings;
}

/** Puts settings back through the API (with the key), whatever state the panel was left in. */
async function restoreSettings(request: APIRequestContext, changes: Settings): Promise<void> {
  const res = await request.put("/api/super-admin/settings", {
    data: { ...(await currentSettings(request)), ...changes, superAdminKey: SUPER_KEY },
  });
  expect(res.status()).toBe(200);
}

/**
 * axe on the panel itself. A banner preview is a frame with no rights at all (sandbox=""),
 * where no script can run: AxeBuilder waits forever trying to inject axe into it, so here
 * axe runs in the page only (same rules as the shared helper). The frame element itself,
 * its title included, is still checked.
 */
async function expectNoAxeViolationsOutsideFrames(page: Page, context: string): Promise<void> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe: runner } = window as unknown as { axe: typeof axe };
    const results = await runner.run(document, {
      iframes: false,
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  });
  expect(violations, `axe violations on ${context}`).toEqual([]);
}

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

async function openKeyScreen(page: Page): Promise<void> {
  await page.goto("/super-admin");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Pannello Super Admin" })).toBeVisible();
}

async function logIn(page: Page): Promise<void> {
  await openKeyScreen(page);
  await page.getByLabel("Chiave Super Admin").fill(SUPER_KEY);
  await page.getByRole("button", { name: "Accedi al Pannello" }).click();
  await expect(toasts(page).getByText("Accesso autorizzato")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Controllo Generale" })).toBeVisible();
}

async function expectSaved(page: Page): Promise<void> {
  await expect(toasts(page).getByText("Impostazioni aggiornate con successo!")).toBeVisible();
}

test.describe("the key screen", () => {
  test("a wrong key is refused with a toast; show/hide toggles what the field shows", async ({ page }) => {
    const errors = collectErrors(page);
    await openKeyScreen(page);
    await expect(page).toHaveTitle(/Pannello Super Admin/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const field = page.getByLabel("Chiave Super Admin");
    await expect(field).toHaveAttribute("type", "password");

    const show = page.getByRole("button", { name: "Mostra chiave" });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(field).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Nascondi chiave" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(field).toHaveAttribute("type", "password");

    await field.fill("not-the-right-key-000000");
    await page.getByRole("button", { name: "Accedi al Pannello" }).click();
    await expect(toasts(page).getByText("Errore di accesso")).toBeVisible();
    await expect(toasts(page).getByText("Chiave Super Admin non valida")).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Accedi al Pannello" })).toBeVisible();
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
  });

  test("an empty key is not sent; the field says what is missing", async ({ page }) => {
    let sent = 0;
    page.on("request", (r) => r.url().endsWith("/api/super-admin/login") && sent++);
    await openKeyScreen(page);
    await page.getByRole("button", { name: "Accedi al Pannello" }).click();
    const field = page.getByLabel("Chiave Super Admin");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.getByText("Inserisci la chiave Super Admin.")).toBeVisible();
    expect(sent).toBe(0);
  });

  test("too many attempts and a lost connection each get a clear message", async ({ page }) => {
    await openKeyScreen(page);
    await page.route("**/api/super-admin/login", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "900" },
        contentType: "application/json",
        body: '{"error":{"code":"too_many_attempts"}}',
      }),
    );
    await page.getByLabel("Chiave Super Admin").fill("any-key-at-all-0000");
    await page.getByRole("button", { name: "Accedi al Pannello" }).click();
    await expect(toasts(page).getByText("Troppi tentativi", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/Riprova tra 15 minuti/)).toBeVisible();

    await page.unroute("**/api/super-admin/login");
    await page.route("**/api/super-admin/login", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Accedi al Pannello" }).click();
    await expect(toasts(page).getByText("Errore di connessione")).toBeVisible();
  });

  test("the key screen has no accessibility violations", async ({ page }) => {
    await openKeyScreen(page);
    await expectNoAxeViolations(page, "super-admin key screen");
  });
});

test.describe("the panel", () => {
  test("the right key opens the three tabs; a reload keeps the session; logout locks it", async ({ page }) => {
    const errors = collectErrors(page);
    await logIn(page);
    for (const name of ["Controllo Generale", "Tracking", "Banner Pubblicitari"]) {
      await expect(page.getByRole("tab", { name })).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "Controllo Generale" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Pannello Super Admin" })).toBeFocused();

    await page.reload();
    await expect(page.getByRole("tab", { name: "Tracking" })).toBeVisible();
    expect((await page.request.get("/api/super-admin/session")).ok()).toBe(true);
    expect(await (await page.request.get("/api/super-admin/session")).json()).toEqual({ authenticated: true });

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Accedi al Pannello" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Accedi al Pannello" })).toBeVisible();
    expect(await (await page.request.get("/api/super-admin/session")).json()).toEqual({ authenticated: false });
    expect(errors).toEqual([]);
  });

  test("the tabs work by keyboard", async ({ page }) => {
    await logIn(page);
    // The tabs as the server wrote them, then brought alive in the browser.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("tab", { name: "Controllo Generale" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Tracking" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Tracking" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Codice di tracciamento" })).toBeVisible();
    // A panel opened after the page came alive is named by its tab, and the tab points to it: ids
    // the server wrote and ids the browser makes must agree.
    const panel = page.getByRole("tabpanel", { name: "Tracking" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("tab", { name: "Tracking" })).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 2, name: "Banner pubblicitari" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Controllo Generale" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Controllo Generale" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Banner Pubblicitari" })).toHaveAttribute("aria-selected", "true");
  });

  test("the offline switch takes the public site offline and back online", async ({ page }) => {
    await logIn(page);
    const toggle = page.getByRole("switch", { name: "Sito offline (manutenzione)" });
    const status = page.getByTestId("site-status");
    await expect(toggle).not.toBeChecked();
    await expect(status).toHaveText("ONLINE");
    try {
      // By keyboard: the switch keeps the focus while the change is saved.
      await toggle.focus();
      await page.keyboard.press("Space");
      await expectSaved(page);
      await expect(toggle).toBeChecked();
      await expect(status).toHaveText("OFFLINE");
      await expect(toggle).toBeFocused();
      const offline = await page.request.get("/");
      expect(offline.status()).toBe(503);
      expect(await offline.text()).toContain(MAINTENANCE_TEXT);
      // The panel itself stays reachable while the site is offline.
      await page.reload();
      await expect(page.getByTestId("site-status")).toHaveText("OFFLINE");

      await page.getByRole("switch", { name: "Sito offline (manutenzione)" }).click();
      await expectSaved(page);
      await expect(page.getByTestId("site-status")).toHaveText("ONLINE");
      await expect(page.getByRole("switch", { name: "Sito offline (manutenzione)" })).not.toBeChecked();
      expect((await page.request.get("/")).status()).toBe(200);
    } finally {
      await restoreSettings(page.request, { siteOffline: false });
    }
  });

  test("the tracking code is saved, read back by the API, then cleared", async ({ page }) => {
    const code = `<script>window.__e2eTracking = ${Date.now()};</script>`;
    await logIn(page);
    await page.getByRole("tab", { name: "Tracking" }).click();
    await expect(page.getByText(/parte solo dopo che il visitatore ha accettato i cookie analitici o di marketing/)).toBeVisible();
    const field = page.getByRole("textbox", { name: /Codice di tracciamento/ });
    const save = page.getByRole("button", { name: "Salva codice di tracciamento" });
    try {
      await field.fill(code);
      await expect(page.getByText("Modifiche non salvate")).toBeVisible();
      await save.focus();
      await page.keyboard.press("Enter");
      await expectSaved(page);
      // The tab has two fields (code, then extra hosts), each with its own status: the code's is first.
      await expect(page.getByText("Salvato", { exact: true }).first()).toBeVisible();
      await expect(save).toBeFocused();
      expect((await currentSettings(page.request)).trackingCode).toBe(code);
      await page.reload();
      await expect(page.getByRole("textbox", { name: /Codice di tracciamento/ })).toHaveValue(code);

      await page.getByRole("textbox", { name: /Codice di tracciamento/ }).fill("");
      await page.getByRole("button", { name: "Salva codice di tracciamento" }).click();
      await expectSaved(page);
      expect((await currentSettings(page.request)).trackingCode).toBeNull();
    } finally {
      await restoreSettings(page.request, { trackingCode: null });
    }
  });

  test("the Tracking tab shows the analytics hosts the public pages allow, and refuses a listed host that is not an https origin", async ({
    page,
  }) => {
    await logIn(page);
    await page.getByRole("tab", { name: "Tracking" }).click();
    const allowed = page.getByTestId("tracking-allowed-hosts");
    await expect(allowed).toContainText("Nessuno");
    const hosts = page.getByRole("textbox", { name: /Indirizzi aggiuntivi/ });
    try {
      await page
        .getByRole("textbox", { name: /Codice di tracciamento/ })
        .fill('<script async src="https://plausible.io/js/script.js"></script>');
      await expect(allowed.getByRole("listitem")).toHaveText(["https://plausible.io"]);
      await page.getByRole("button", { name: "Salva codice di tracciamento" }).click();
      await expectSaved(page);

      await hosts.fill("https://stats.example.com/collect");
      await expect(page.getByText(/Non validi \(verranno rifiutati\)/)).toBeVisible();
      await page.getByRole("button", { name: "Salva indirizzi" }).click();
      await expect(toasts(page).getByText(/Indirizzi non salvati: ognuno deve essere un'origine https/)).toBeVisible();
      expect((await currentSettings(page.request)).trackingHosts).toBeNull();

      await hosts.fill("https://Stats.Example.com/\nhttps://region1.google-analytics.com");
      await expect(allowed.getByRole("listitem")).toHaveText([
        "https://plausible.io",
        "https://stats.example.com",
        "https://region1.google-analytics.com",
      ]);
      await page.getByRole("button", { name: "Salva indirizzi" }).click();
      await expectSaved(page);
      expect((await currentSettings(page.request)).trackingHosts).toBe("https://stats.example.com\nhttps://region1.google-analytics.com");
      const csp = (await page.request.get("/")).headers()["content-security-policy"];
      expect(csp).toMatch(
        /connect-src [^;]*\/api\/visits [^;]* https:\/\/plausible\.io https:\/\/stats\.example\.com https:\/\/region1\.google-analytics\.com;/,
      );
    } finally {
      await restoreSettings(page.request, { trackingCode: null, trackingHosts: null });
    }
  });

  test("a banner shows in its preview and on the public site, and goes away when cleared", async ({ page, context }) => {
    await logIn(page);
    await page.getByRole("tab", { name: "Banner Pubblicitari" }).click();
    await expect(page.getByText("Uno spazio vuoto non viene mostrato sul sito.")).toBeVisible();
    const slot = page.locator('[data-slot="bannerFooter"]');
    const field = slot.getByRole("textbox", { name: "Banner piè di pagina" });
    const site = await context.newPage();
    await site.setViewportSize({ width: 1366, height: 768 });
    try {
      await field.fill(BANNER);
      const preview = slot.locator('iframe[title="Anteprima: Banner piè di pagina"]');
      await expect(preview).toHaveAttribute("sandbox", "");
      await expect(slot.frameLocator("iframe").getByRole("img", { name: "Promo" })).toBeVisible();
      await slot.getByRole("button", { name: "Salva banner" }).click();
      await expectSaved(page);
      expect((await currentSettings(page.request)).bannerFooter).toBe(BANNER);

      await site.goto("/");
      const banner = site.locator('[data-banner="footer"]');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("img", { name: "Promo" })).toBeAttached();

      await field.fill("");
      await expect(slot.getByText("Spazio vuoto: questo banner non viene mostrato sul sito.")).toBeVisible();
      await slot.getByRole("button", { name: "Salva banner" }).click();
      await expectSaved(page);
      await site.reload();
      await expect(site.locator('[data-banner="footer"]')).toHaveCount(0);
    } finally {
      await site.close();
      await restoreSettings(page.request, { bannerFooter: null });
    }
  });

  test("an expired session returns to the key screen and keeps the unsaved text", async ({ page, context }) => {
    const draft = "<!-- bozza non salvata -->";
    await logIn(page);
    await page.getByRole("tab", { name: "Tracking" }).click();
    await page.getByRole("textbox", { name: /Codice di tracciamento/ }).fill(draft);
    await context.clearCookies();
    await page.getByRole("button", { name: "Salva codice di tracciamento" }).click();
    await expect(toasts(page).getByText("Sessione scaduta")).toBeVisible();
    await expect(page.getByRole("button", { name: "Accedi al Pannello" })).toBeVisible();
    expect((await currentSettings(page.request)).trackingCode).toBeNull();

    await page.getByLabel("Chiave Super Admin").fill(SUPER_KEY);
    await page.getByRole("button", { name: "Accedi al Pannello" }).click();
    await expect(page.getByRole("tab", { name: "Tracking" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("textbox", { name: /Codice di tracciamento/ })).toHaveValue(draft);
    await expect(page.getByText(/Abbiamo recuperato le modifiche/)).toBeVisible();
    await page.getByRole("button", { name: "Annulla modifiche" }).click();
    await expect(page.getByRole("textbox", { name: /Codice di tracciamento/ })).toHaveValue("");
  });

  test("a draft outlives a reload, blank text is nothing to save, and a save waits for the one on its way", async ({ page }) => {
    await logIn(page);
    await page.getByRole("tab", { name: "Banner Pubblicitari" }).click();
    const footer = page.locator('[data-slot="bannerFooter"]');
    const mid = page.locator('[data-slot="bannerMidSite"]');
    const midField = mid.getByRole("textbox", { name: "Banner a metà sito" });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      // A space typed in an empty slot stays in the box, but the server would store nothing: already saved.
      await midField.press("Space");
      await expect(midField).toHaveValue(" ");
      await expect(mid.getByText("Salvato", { exact: true })).toBeVisible();
      await expect(mid.getByRole("button", { name: "Salva banner" })).toHaveAttribute("aria-disabled", "true");

      await footer.getByRole("textbox").fill(BANNER);
      await midField.fill(BANNER);
      await page.reload();
      await expect(page.getByText(/Abbiamo recuperato le modifiche/)).toBeVisible();
      await expect(footer.getByRole("textbox")).toHaveValue(BANNER);
      await expect(footer.getByText("Modifiche non salvate")).toBeVisible();
      await expect(midField).toHaveValue(BANNER);

      // The footer's save is held on its way: meanwhile the other slot can neither save nor discard.
      await page.route("**/api/super-admin/settings", async (route) => {
        await held;
        await route.continue();
      });
      await footer.getByRole("button", { name: "Salva banner" }).click();
      await expect(footer.getByRole("button", { name: "Salvataggio…" })).toBeVisible();
      await expect(mid.getByRole("button", { name: "Salva banner" })).toHaveAttribute("aria-disabled", "true");
      // By keyboard: Playwright's click would wait for an aria-disabled button to be enabled.
      const discard = mid.getByRole("button", { name: "Annulla modifiche" });
      await expect(discard).toHaveAttribute("aria-disabled", "true");
      await discard.focus();
      await page.keyboard.press("Enter");
      await expect(midField).toHaveValue(BANNER);
      release();
      await expectSaved(page);
      await expect(mid.getByRole("button", { name: "Salva banner" })).not.toHaveAttribute("aria-disabled");

      // Only the footer was sent; the other slot's draft is still a draft until discarded.
      const saved = await currentSettings(page.request);
      expect(saved.bannerFooter).toBe(BANNER);
      expect(saved.bannerMidSite).toBeNull();
      await expect(footer.getByText("Salvato", { exact: true })).toBeVisible();
      await expect(mid.getByText("Modifiche non salvate")).toBeVisible();
      await mid.getByRole("button", { name: "Annulla modifiche" }).click();
      await expect(midField).toHaveValue("");
      await expect(midField).toBeFocused();
    } finally {
      release();
      await page.unroute("**/api/super-admin/settings");
      await restoreSettings(page.request, { bannerFooter: null, bannerMidSite: null });
    }
  });

  for (const [tab, fill] of [
    ["Controllo Generale", false],
    ["Tracking", false],
    ["Banner Pubblicitari", true],
  ] as const) {
    test(`the ${tab} tab has no accessibility violations`, async ({ page }) => {
      // axe on a long page is slow on a busy machine.
      test.setTimeout(90_000);
      await logIn(page);
      await page.getByRole("tab", { name: tab }).click();
      await expectNoAxeViolations(page, tab);
      if (fill) {
        // A filled slot shows its preview frame.
        await page.locator('[data-slot="bannerMidSite"]').getByRole("textbox").fill(BANNER);
        await expect(page.locator('iframe[title="Anteprima: Banner a metà sito"]')).toBeVisible();
        await expectNoAxeViolationsOutsideFrames(page, `${tab} with a preview`);
      }
    });
  }
});

test("the super-admin key is in nothing the browser downloads", async ({ page }) => {
  test.setTimeout(90_000);
  const bodies: { url: string; type: string; text: string }[] = [];
  const unread: string[] = [];
  let reads: Promise<void>[] = [];
  // Page code, styles and HTML, and the panel's own API answers. (The route data arrives as a
  // stream whose body Chromium does not keep for inspection; it is fetched again below.)
  const watched = (type: string, url: string) =>
    ["document", "script", "stylesheet"].includes(type) || (type === "fetch" && url.includes("/api/super-admin/"));
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (!watched(type, response.url())) return;
    reads.push(
      response
        .text()
        .then((text) => void bodies.push({ url: response.url(), type, text }))
        .catch((e: Error) => void unread.push(`${type} ${response.url()} ${response.status()} ${e.message.split("\n")[0]}`)),
    );
  });
  // Bodies are read before the next navigation, which would discard them.
  const settle = async () => {
    const pending = reads;
    reads = [];
    await Promise.all(pending);
  };

  await logIn(page);
  await page.getByRole("tab", { name: "Tracking" }).click();
  await page.getByRole("tab", { name: "Banner Pubblicitari" }).click();
  await settle();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Tracking" })).toBeVisible();
  await settle();
  const routeData = await page.request.get("/super-admin.data");
  expect(await routeData.text()).toContain("bannerFooter");
  bodies.push({ url: routeData.url(), type: "route data", text: await routeData.text() });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await settle();

  const seen = (type: string) => bodies.filter((b) => b.type === type);
  expect(seen("document").map((b) => new URL(b.url).pathname)).toEqual(["/super-admin", "/super-admin", "/"]);
  expect(seen("script").length, "scripts").toBeGreaterThan(3);
  expect(seen("stylesheet").length, "stylesheets").toBeGreaterThan(0);
  expect(
    bodies.some((b) => b.url.includes("/api/super-admin/login")),
    "the login answer",
  ).toBe(true);
  expect(unread, "every body could be read").toEqual([]);
  const leaks = bodies.filter((b) => b.text.includes(SUPER_KEY)).map((b) => `${b.type} ${b.url}`);
  expect(leaks).toEqual([]);
});
