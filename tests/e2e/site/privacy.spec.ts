import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";

const PAGES = [
  {
    lang: "it",
    path: "/privacy",
    title: "Informativa sulla privacy",
    updated: "Ultimo aggiornamento",
    sections: [
      "Informazioni generali",
      "Dati che raccogliamo",
      "Finalità del trattamento",
      "Base giuridica",
      "Conservazione dei dati",
      "Condivisione dei dati",
      "I tuoi diritti",
      "Cookie e memoria del browser",
      "Sicurezza",
      "Contatti",
      "Modifiche a questa informativa",
    ],
    retention: ["2 anni", "13 mesi", "al massimo 60 giorni"],
    terms: "Termini e condizioni",
  },
  {
    lang: "en",
    path: "/privacy?lang=en",
    title: "Privacy policy",
    updated: "Last updated",
    sections: [
      "General information",
      "Data we collect",
      "Why we use your data",
      "Legal basis",
      "How long we keep data",
      "Sharing your data",
      "Your rights",
      "Cookies and browser storage",
      "Security",
      "Contact",
      "Changes to this policy",
    ],
    retention: ["2 years", "13 months", "for at most 60 days"],
    terms: "Terms and conditions",
  },
] as const;

async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
    ),
  );
}

const today = (lang: string) => new Intl.DateTimeFormat(lang, { timeZone: "Europe/Rome", dateStyle: "long" }).format(new Date());

for (const p of PAGES) {
  test.describe(`privacy (${p.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await skipConsent(page);
    });

    test("has the eleven sections in order, today's date, the retention periods and the terms", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();

      const headings = page.locator("[data-policy-section] > h2");
      await expect(headings).toHaveCount(11);
      for (const [i, name] of p.sections.entries()) await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\.\\s*${name}$`));

      await expect(page.getByTestId("privacy-updated")).toHaveText(`${p.updated}: ${today(p.lang)}`);
      const retention = page.locator("#retention");
      for (const period of p.retention) await expect(retention).toContainText(period);

      await expect(page.locator("#cookies")).toContainText("bb-language");
      await expect(page.locator("#cookies")).toContainText("cookie-consent");
      const terms = page.locator("#terms");
      await expect(terms.getByRole("heading", { level: 2, name: p.terms })).toBeVisible();
      await expect(terms).toContainText("15:00");
      expect(errors).toEqual([]);
    });

    test("the #cookies and #terms anchors land on their sections", async ({ page }) => {
      await page.goto(`${p.path}#cookies`);
      await expect(page.locator("#cookies h2")).toBeInViewport();
      await page.goto(`${p.path}#terms`);
      await expect(page.locator("#terms h2")).toBeInViewport();
      // Not hidden under the sticky header.
      const top = await page.locator("#terms h2").evaluate((el) => el.getBoundingClientRect().top);
      const headerBottom = await page
        .locator("body > header, header.sticky")
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(headerBottom);
    });

    test("no accessibility violations", async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expectNoAxeViolations(page, p.path);
    });
  });
}

test("the footer's terms link and the cookie banner's policy link reach their sections", async ({ page }) => {
  await page.goto("/contatti");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("dialog", { name: "Rispettiamo la tua privacy" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expect(page.locator("#cookies h2")).toBeInViewport();

  await page.getByRole("button", { name: "Rifiuta tutti" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Termini e condizioni" }).click();
  await expect(page).toHaveURL(/\/privacy#terms$/);
  await expect(page.locator("#terms h2")).toBeInViewport();
});
