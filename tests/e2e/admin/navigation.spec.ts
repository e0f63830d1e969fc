import { expect, test, type Request } from "@playwright/test";

import { expectToast, futureDate, openPanel, TABS, unique } from "./admin-helpers";

test.describe("the panel's sections", () => {
  test("each has its own address: the tabs move between them, back and reload keep them", async ({ page }) => {
    await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("tab", { name: "Gestione Prezzi" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("tab", { name: /^Recensioni/ }).click();
    await expect(page).toHaveURL(/\/admin\/recensioni$/);
    await expect(page.getByRole("heading", { level: 2, name: "Recensioni" })).toBeVisible();
    await expect(page).toHaveTitle(/^Recensioni \| Pannello amministratore/);
    await page.getByRole("tab", { name: "Struttura" }).click();
    await expect(page).toHaveURL(/\/admin\/struttura$/);
    await expect(page.getByRole("tabpanel", { name: "Struttura" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/recensioni$/);
    await expect(page.getByRole("tab", { name: /^Recensioni/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Recensioni" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Gestione Prezzi" })).toBeVisible();

    await page.goto("/admin/disponibilita");
    await page.reload();
    await expect(page.getByRole("tab", { name: "Disponibilità" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Disponibilità" })).toBeVisible();
  });

  test("one request has its own address, and the single-page panel's addresses in e-mails already sent still work", async ({
    page,
  }, testInfo) => {
    await openPanel(page);
    const lastName = unique("Indirizzo", testInfo.project.name);
    const quote = await page.request.post("/api/quotes", {
      data: {
        firstName: "Ada",
        lastName,
        email: `ada.${Date.now().toString(36)}@example.com`,
        phone: null,
        checkIn: futureDate(200).iso,
        checkOut: futureDate(202).iso,
        guests: 2,
        preferredRoom: null,
        specialRequests: null,
        additionalServices: [],
      },
    });
    expect(quote.status()).toBe(201);
    const { id } = (await quote.json()) as { id: number };

    await page.goto(`/admin/richieste/${id}`);
    const history = page.getByRole("dialog", { name: `Cronologia della richiesta di Ada ${lastName}` });
    await expect(history).toContainText("Richiesta ricevuta");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tab", { name: /^Richieste Preventivo/ })).toHaveAttribute("aria-current", "page");

    await page.goto(`/admin?scheda=richieste&richiesta=${id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/richieste/${id}$`));
    await page.goto("/admin?stato=pending&richieste=1");
    await expect(page).toHaveURL(/\/admin\/richieste\?stato=pending&richieste=1$/);
    await expect(page.getByRole("navigation", { name: "Mostra le richieste" }).getByRole("link", { name: /^In attesa/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/admin?in-attesa=1");
    await expect(page).toHaveURL(/\/admin\/recensioni\?in-attesa=1$/);
    await page.goto("/admin?scheda=struttura");
    await expect(page).toHaveURL(/\/admin\/struttura$/);
    await expect(page.getByRole("heading", { level: 2, name: "Struttura" })).toBeVisible();
    expect((await page.request.delete(`/api/quotes/${id}`)).ok()).toBe(true);
  });

  test("after a save only the open section's data is read again", async ({ page }) => {
    await openPanel(page);
    const reads: URL[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) reads.push(url);
    };
    page.on("request", onRequest);
    const input = page.getByRole("textbox", { name: "Alta – prezzo a notte di Camera Uno" });
    const before = await input.inputValue();
    await input.fill("86");
    await page.getByRole("button", { name: "Aggiorna" }).first().click();
    await expectToast(page, "Prezzo aggiornato");
    await expect.poll(() => reads.length).toBeGreaterThan(0);
    page.off("request", onRequest);
    const routes = reads.map((url) => url.searchParams.get("_routes") ?? "every route");
    // The prices' loader (and the root's, the business details); not the panel's badges, the requests' or the reviews'.
    expect(routes).toEqual(["root,routes/admin/prices"]);
    // Put it back.
    await input.fill(before);
    await page.getByRole("button", { name: "Aggiorna" }).first().click();
    await expectToast(page, "Prezzo aggiornato");
  });

  test("the tabs answer the keyboard: arrows, Home and End open a section, one tab stop", async ({ page }) => {
    await openPanel(page);
    await page.getByRole("tab", { name: TABS[0] }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: TABS[1] })).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/gallerie$/);
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Il mio account" })).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole("heading", { level: 2, name: "Il mio account" })).toBeVisible();
    // Only the open tab is in the Tab order.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/admin\/prezzi$/);
    await expect(page.getByRole("tab", { name: TABS[0] })).toBeFocused();
  });

  test("on a phone the section starts right below the navigation", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "the phone's layout");
    // The invitation to set up a second factor, once dismissed on this browser, stays away: the section alone.
    await page.addInitScript(() => localStorage.setItem(`bb-second-factor-notice:admin`, new Date().toISOString()));
    await openPanel(page, "Richieste Preventivo");
    const heading = await page.getByRole("heading", { level: 2, name: "Richieste Preventivo" }).boundingBox();
    const viewport = page.viewportSize();
    expect(heading && viewport && heading.y < viewport.height / 4).toBe(true);
    // The open tab is in view, even when it is not the first.
    await openPanel(page, "Struttura");
    await expect(page.getByRole("tab", { name: "Struttura" })).toBeInViewport();
    // The row scrolls inside itself: nothing in it (a badge's words for screen readers) widens the page.
    await openPanel(page, "Recensioni");
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths).toEqual({ page: 390, viewport: 390 });
  });
});
