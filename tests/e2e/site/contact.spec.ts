import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";

const PAGES = [
  {
    lang: "it",
    path: "/contatti",
    title: "Contatti",
    show: "Mostra mappa interattiva",
    open: "Apri in OpenStreetMap",
    byAppointment: "su appuntamento",
    plane: "In aereo",
    train: "In treno",
    car: "In auto",
  },
  {
    lang: "en",
    path: "/contact",
    title: "Contact",
    show: "Show interactive map",
    open: "Open in OpenStreetMap",
    byAppointment: "by appointment",
    plane: "By plane",
    train: "By train",
    car: "By car",
  },
] as const;

async function chooseConsent(page: Page, optional: boolean): Promise<void> {
  await page.addInitScript((on) => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: on, marketing: on }, timestamp: new Date().toISOString() }),
    );
  }, optional);
}

/** Tests never leave the machine: OpenStreetMap answers with a stand-in page. */
async function stubOpenStreetMap(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://www.openstreetmap.org/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" });
  });
  return requested;
}

for (const p of PAGES) {
  test.describe(`contact (${p.lang})`, () => {
    test("shows address, phone and e-mail links, the hours and directions by plane, train and car", async ({ page }) => {
      await chooseConsent(page, false);
      const errors = collectErrors(page);
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
      const main = page.getByRole("main");

      await expect(main.locator("address")).toContainText("Via delle Tamerici 14");
      await expect(main.locator("address")).toContainText("65121 Pescara");
      await expect(main.getByRole("link", { name: "+39 085 123 4567" })).toHaveAttribute("href", "tel:+390851234567");
      await expect(main.getByRole("link", { name: "info@casabrezza.example" })).toHaveAttribute("href", "mailto:info@casabrezza.example");

      const hours = page.getByTestId("contact-hours");
      await expect(hours).toContainText("08:00–22:00");
      await expect(hours).toContainText(p.byAppointment);
      await expect(hours).toContainText("15:00–23:30");
      await expect(hours).toContainText("06:00–10:00");

      for (const name of [p.plane, p.train, p.car]) await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
      await expect(main).toContainText(/2 km/);
      expect(errors).toEqual([]);
    });

    test("the interactive map loads from OpenStreetMap only after the click", async ({ page }) => {
      await chooseConsent(page, false);
      const requested = await stubOpenStreetMap(page);
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(page.getByRole("img", { name: /./ }).and(page.locator('img[src="/images/contact/map.svg"]'))).toBeVisible();
      await expect(page.getByRole("link", { name: p.open })).toHaveAttribute(
        "href",
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=42\.4643&mlon=14\.2142/,
      );
      expect(requested).toEqual([]);

      await page.getByRole("button", { name: p.show }).click();
      const frame = page.locator("iframe");
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute(
        "src",
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=42\.4643%2C14\.2142/,
      );
      await expect(frame).toHaveAttribute("title", /OpenStreetMap/);
      await expect.poll(() => requested.length).toBeGreaterThan(0);
    });

    test("a visitor who accepted optional cookies gets the interactive map straight away", async ({ page }) => {
      await chooseConsent(page, true);
      await stubOpenStreetMap(page);
      await page.goto(p.path);
      await expect(page.locator("iframe")).toHaveCount(1);
      await expect(page.getByRole("button", { name: p.show })).toHaveCount(0);
    });

    test("no accessibility violations", async ({ page }) => {
      await chooseConsent(page, false);
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expectNoAxeViolations(page, p.path);
    });
  });
}
