import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";

const PAGES = [
  { lang: "it", path: "/chi-siamo", title: "Chi siamo", rating: "9,6", station: "2 km", taxi: "Chiama il servizio taxi" },
  { lang: "en", path: "/about", title: "About us", rating: "9.6", station: "2 km", taxi: "Call the taxi service" },
] as const;

async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
    ),
  );
}

for (const p of PAGES) {
  test.describe(`about (${p.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await skipConsent(page);
    });

    test("tells the story and shows the figures, the taxi phone and the photos", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("lang", p.lang);
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();

      await expect(page.getByTestId("stat-rating")).toContainText(p.rating);
      await expect(page.getByTestId("stat-rating")).toContainText("10");
      await expect(page.getByTestId("stat-reviews")).toContainText("123");
      await expect(page.getByTestId("stat-rooms")).toContainText("4");
      // One value per fact: the station distance of the constants, not the spec's 750 m.
      await expect(page.getByTestId("stat-station")).toContainText(p.station);
      await expect(page.getByRole("main")).not.toContainText("750");

      const taxi = page.getByRole("link", { name: new RegExp(p.taxi) });
      await expect(taxi).toHaveAttribute("href", "tel:+390857654321");
      await expect(taxi).toContainText("+39 085 765 4321");

      // The house, the garden, the beach and the seafront, each described.
      const photos = page.getByRole("main").locator("img");
      await expect(photos).toHaveCount(4);
      for (const alt of await photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? "")))
        expect(alt.length).toBeGreaterThan(15);

      // Three or more values, each with a heading.
      const values = page
        .getByRole("region", { name: p.lang === "it" ? "In cosa crediamo" : "What we believe in" })
        .getByRole("heading", { level: 3 });
      await expect(values).toHaveCount(4);
      expect(errors).toEqual([]);
    });

    test("no accessibility violations", async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expectNoAxeViolations(page, p.path);
    });
  });
}
