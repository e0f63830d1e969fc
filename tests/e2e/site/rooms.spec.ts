import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { openHydrated, withoutConsentBanner } from "./rooms-helpers";

test.beforeEach(async ({ page }) => {
  await withoutConsentBanner(page);
});

const ROOM_NAMES = ["Camera Uno", "Camera Due", "Camera Tre", "Camera Quattro"];

function cards(page: Page) {
  return page.getByRole("region", { name: /Scegli la tua camera|Choose your room/ }).getByRole("article");
}

test("the rooms page shows the four rooms as cards, each with its first 3 amenities and a starting price", async ({ page }) => {
  const errors = collectErrors(page);
  await openHydrated(page, "/camere");
  await expect(page.getByRole("heading", { level: 1, name: "Le nostre camere" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  for (const [i, name] of ROOM_NAMES.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card.getByRole("list", { name: "Servizi principali" }).getByRole("listitem")).toHaveCount(3);
    await expect(card).toContainText(/Fino a \d ospiti/);
    await expect(card).toContainText(/da \d+ € a notte/);
  }
  const uno = cards(page).first();
  await expect(uno.getByRole("listitem")).toHaveText(["Bagno privato", "Vista giardino", "Wi-Fi gratuito"]);
  await expect(uno).toContainText("da 60 € a notte");
  await expect(cards(page).nth(1)).toContainText("Fino a 4 ospiti");
  await expect(uno.getByRole("img")).toHaveAttribute("alt", /\S/);
  expect(errors).toEqual([]);
});

test("in English the cards speak English, prices included", async ({ page }) => {
  await page.goto("/rooms");
  await expect(page.getByRole("heading", { level: 1, name: "Our rooms" })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  const uno = cards(page).first();
  await expect(uno.getByRole("list", { name: "Main amenities" }).getByRole("listitem")).toHaveText([
    "Private bathroom",
    "Garden view",
    "Free WiFi",
  ]);
  await expect(uno).toContainText("from €60 per night");
  await expect(uno).toContainText("A cosy, bright double room");
  await expect(cards(page).nth(1)).toContainText("Up to 4 guests");
});

test("a card leads to its room, in the page's language", async ({ page }) => {
  await openHydrated(page, "/camere");
  await cards(page).nth(1).getByRole("link", { name: "Camera Due" }).click();
  await expect(page).toHaveURL(/\/camere\/due$/);
  await expect(page.getByRole("heading", { level: 1, name: "Camera Due" })).toBeVisible();

  await openHydrated(page, "/rooms");
  await cards(page).nth(2).getByRole("link", { name: "Camera Tre" }).click();
  await expect(page).toHaveURL(/\/rooms\/tre$/);
  await expect(page.getByText("per night").first()).toBeVisible();
});

test("the four included services are listed", async ({ page }) => {
  await page.goto("/camere");
  const included = page.getByRole("region", { name: "Incluso in ogni camera" });
  await expect(included.getByRole("listitem")).toHaveCount(4);
  for (const name of ["Biancheria di qualità", "TV con streaming", "Aria condizionata", "Wi-Fi gratuito"]) {
    await expect(included.getByRole("heading", { name })).toBeVisible();
  }
});

test("the rooms page has no accessibility violations", async ({ page }) => {
  await page.goto("/camere");
  await expectNoAxeViolations(page, "/camere");
  await page.goto("/zimmer");
  await expect(page.getByRole("heading", { level: 1, name: "Unsere Zimmer" })).toBeVisible();
  await expectNoAxeViolations(page, "/zimmer");
});
