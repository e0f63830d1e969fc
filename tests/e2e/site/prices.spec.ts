import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { setPrice, signInAsAdmin, withoutConsentBanner } from "./rooms-helpers";

test.beforeEach(async ({ page }) => {
  await withoutConsentBanner(page);
});

const ROOMS = ["Camera Uno", "Camera Due", "Camera Tre", "Camera Quattro"];
const season = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a high-season and a low-season card each list the four rooms with a price per night", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/prezzi");
  await expect(page.getByRole("heading", { level: 1, name: "Prezzi" })).toBeVisible();
  const high = season(page, "Alta stagione");
  const low = season(page, "Bassa stagione");
  await expect(high).toContainText("giugno – settembre");
  await expect(low).toContainText("ottobre – maggio");
  for (const card of [high, low]) {
    await expect(card.getByRole("listitem")).toHaveCount(4);
    await expect(card.getByRole("link")).toHaveText(ROOMS);
  }
  await expect(high.getByRole("listitem")).toHaveText([
    /Camera Uno\s*85 €\s*a notte/,
    /Camera Due\s*140 €\s*a notte/,
    /Camera Tre\s*95 €/,
    /Camera Quattro\s*90 €/,
  ]);
  await expect(low.getByRole("listitem")).toHaveText([/60 €\s*a notte/, /100 €/, /70 €/, /65 €/]);
  await expect(high.getByRole("link", { name: "Camera Due" })).toHaveAttribute("href", "/camere/due");
  expect(errors).toEqual([]);
});

test("in English, with the season months and 'per night'", async ({ page }) => {
  await page.goto("/rates");
  const high = season(page, "High season");
  await expect(high).toContainText("June – September");
  await expect(high.getByRole("listitem").first()).toHaveText(/Camera Uno\s*€85\s*per night/);
  await expect(season(page, "Low season").getByRole("listitem")).toHaveCount(4);
  await expect(high.getByRole("link", { name: "Camera Uno" })).toHaveAttribute("href", "/rooms/uno");
});

test("a price range set by the owner reads '70–85 €'", async ({ page, request }) => {
  await signInAsAdmin(request);
  await setPrice(request, "uno", "high", "70-85");
  try {
    await page.goto("/tariffe");
    await expect(season(page, "Alta stagione").getByRole("listitem").first()).toHaveText(/Camera Uno\s*70–85 €\s*a notte/);
    await page.goto("/camere/uno");
    await expect(page.getByRole("region", { name: "Prezzi a notte" }).getByRole("definition").first()).toHaveText(/70–85 €\s*a notte/);
    await page.goto("/camere");
    await expect(page.getByRole("article").first()).toContainText("da 60 € a notte");
  } finally {
    await setPrice(request, "uno", "high", 85);
  }
});

test("included services and the four additional services", async ({ page }) => {
  await page.goto("/prezzi");
  await expect(page.getByRole("region", { name: "Incluso in ogni camera" }).getByRole("listitem")).toHaveCount(4);
  const extras = page.getByRole("region", { name: "Servizi aggiuntivi" });
  await expect(extras.getByRole("heading", { level: 3 })).toHaveText([
    "Navetta aeroporto",
    "Noleggio bici",
    "Pranzo al sacco",
    "Deposito bagagli",
  ]);
});

test("the prices page has no accessibility violations", async ({ page }) => {
  await page.goto("/prezzi");
  await expectNoAxeViolations(page, "/prezzi");
  await page.goto("/preise");
  await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
  await expectNoAxeViolations(page, "/preise");
});
