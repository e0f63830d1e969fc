import { expect, test, type Page } from "@playwright/test";

import type { Business } from "~/lib/business";

import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers";
import { ADMIN, expectToast } from "./admin-helpers";

/** The "Struttura" tab: the owner edits her business details, the site shows them. */

async function readBusiness(page: Page): Promise<Business> {
  const res = await page.request.get("/api/business");
  expect(res.status()).toBe(200);
  return (await res.json()) as Business;
}

/** Puts the details back as they were: one data folder serves every journey of the run. */
async function restore(page: Page, business: Business): Promise<void> {
  const res = await page.request.put("/api/business", { data: business });
  expect(res.status()).toBe(200);
}

/** Signs in through the API and opens /admin on the Struttura tab, as a link to it would. */
async function openBusinessTab(page: Page): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.status()).toBe(200);
  await page.goto("/admin?scheda=struttura");
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Struttura" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Struttura" })).toBeVisible();
}

test.describe("Struttura: the business details", () => {
  test("every section and input is labelled, and axe finds no violations", async ({ page }) => {
    const errors = collectErrors(page);
    await openBusinessTab(page);
    const business = await readBusiness(page);
    for (const section of ["Dati della struttura", "Indirizzo", "Contatti", "Posizione sulla mappa", "Codici di legge", "Orari"]) {
      await expect(page.getByRole("group", { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Nome della struttura")).toHaveValue(business.name);
    await expect(page.getByLabel("Via e numero civico")).toHaveValue(business.streetAddress);
    await expect(page.getByLabel("Telefono", { exact: true })).toHaveValue(business.phone);
    await expect(page.getByLabel("Latitudine")).toHaveValue(String(business.coordinates.latitude));
    await expect(page.getByLabel("CIN – Codice Identificativo Nazionale")).toHaveAccessibleDescription(
      /IT \+ 6 cifre \+ 2 caratteri \+ fino a 8 lettere o cifre/,
    );
    const checkIn = page.getByLabel("Check-in, dalle");
    await expect(checkIn).toHaveAttribute("type", "time");
    await expect(checkIn).toHaveValue(business.hours.checkIn.from);
    await expect(page.getByRole("link", { name: /Controlla il punto su OpenStreetMap/ })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/?mlat=${business.coordinates.latitude}&mlon=${business.coordinates.longitude}#map=17/${business.coordinates.latitude}/${business.coordinates.longitude}`,
    );
    // Nothing wider than the screen (390 px on the phone project).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "Struttura tab");

    // The tagline's missing translations are named.
    await page.getByLabel("Tedesco").fill("");
    await expect(page.getByText("Manca la traduzione in tedesco: in questa lingua il sito mostra il testo italiano.")).toBeVisible();
    await page.getByRole("button", { name: "Annulla modifiche" }).click();
    await expect(page.getByLabel("Tedesco")).toHaveValue(business.tagline.de ?? "");
    expect(errors).toEqual([]);
  });

  test("bad input: each field says what is wrong, the first one takes focus, nothing is stored", async ({ page }) => {
    await openBusinessTab(page);
    const before = await readBusiness(page);
    const phone = page.getByLabel("Telefono", { exact: true });
    const latitude = page.getByLabel("Latitudine");
    const cin = page.getByLabel("CIN – Codice Identificativo Nazionale");
    await phone.fill("abc");
    await latitude.fill("123");
    await cin.fill("IT123");
    await expect(page.getByText("Modifiche non salvate")).toBeVisible();
    await page.getByRole("button", { name: "Salva", exact: true }).click();

    // In page order, the phone comes first: it takes focus (before the toast is closed, which moves it).
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();
    await expectToast(page, "Errore", /Dati della struttura non salvati/);
    await expect(phone).toHaveAccessibleDescription(/Inserisci un numero di telefono valido/);
    await expect(latitude).toHaveAttribute("aria-invalid", "true");
    await expect(latitude).toHaveAccessibleDescription(/La latitudine deve essere un numero tra -90 e 90/);
    await expect(cin).toHaveAttribute("aria-invalid", "true");
    await expect(cin).toHaveAccessibleDescription(/Il CIN ha la forma IT \+ 6 cifre/);
    await expect(page.getByLabel("Via e numero civico")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "Struttura tab with errors");

    // Correcting a field clears its message.
    await phone.fill(before.phone);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");

    // Reloaded: nothing was stored. The unsaved edits wait in this browser tab (the panel's drafts) until discarded.
    await page.reload();
    await waitForHydration(page);
    expect(await readBusiness(page)).toEqual(before);
    await expect(latitude).toHaveValue("123");
    await expect(page.getByText("Modifiche non salvate")).toBeVisible();
    await page.getByRole("button", { name: "Annulla modifiche" }).click();
    await expect(phone).toHaveValue(before.phone);
    await expect(latitude).toHaveValue(String(before.coordinates.latitude));
    await expect(cin).toHaveValue(before.cin ?? "");
    await page.reload();
    await waitForHydration(page);
    await expect(cin).toHaveValue(before.cin ?? "");
    await expect(page.getByText("Modifiche non salvate")).toBeHidden();
  });

  test("the owner changes the address and the phone, saves, and sees them on the English contact page and in the footer", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await openBusinessTab(page);
    const before = await readBusiness(page);
    const street = `Via dei Gabbiani ${testInfo.project.name === "phone" ? 7 : 9}`;
    const newPhone = "+39 085 987 6543";
    try {
      await page.getByLabel("Via e numero civico").fill(street);
      await page.getByLabel("Telefono", { exact: true }).fill(newPhone);
      await page.getByRole("button", { name: "Salva", exact: true }).click();
      await expectToast(page, "Dati della struttura salvati");

      // The tab shows what was stored, and nothing waits to be saved.
      await expect(page.getByLabel("Via e numero civico")).toHaveValue(street);
      await expect(page.getByLabel("Telefono", { exact: true })).toHaveValue(newPhone);
      await expect(page.getByText("Modifiche non salvate")).toBeHidden();
      const stored = await readBusiness(page);
      expect(stored).toEqual({ ...before, streetAddress: street, phone: newPhone });

      const view = page.getByRole("status").filter({ hasText: "Vedi sul sito:" });
      await expect(view.getByRole("link")).toHaveText(["Italiano", "English", "Deutsch", "Español"]);
      await expect(view.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/kontakt");
      await view.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const main = page.getByRole("main");
      await expect(main).toContainText(street);
      await expect(main.getByRole("link", { name: newPhone })).toHaveAttribute("href", "tel:+390859876543");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(street);
      await expect(footer.getByRole("link", { name: newPhone })).toBeVisible();

      // Back in the panel after a reload: still the saved values.
      await page.goto("/admin?scheda=struttura");
      await waitForHydration(page);
      await expect(page.getByLabel("Via e numero civico")).toHaveValue(street);
      expect(errors).toEqual([]);
    } finally {
      await restore(page, before);
    }
  });

  test("an empty CIN shows the legal warning; saving without it is allowed", async ({ page }) => {
    await openBusinessTab(page);
    const before = await readBusiness(page);
    const cin = page.getByLabel("CIN – Codice Identificativo Nazionale");
    const warning = page.getByRole("alert").filter({ hasText: "Manca il CIN" });
    try {
      if (before.cin) await expect(warning).toHaveCount(0);
      await cin.fill("");
      await expect(warning).toBeVisible();
      await expect(warning).toContainText("ogni annuncio");
      await expect(warning).toContainText("sanzione");
      await expectNoAxeViolations(page, "Struttura tab without CIN");

      await page.getByRole("button", { name: "Salva", exact: true }).click();
      await expectToast(page, "Dati della struttura salvati");
      expect((await readBusiness(page)).cin).toBeNull();
      await page.reload();
      await waitForHydration(page);
      await expect(cin).toHaveValue("");
      await expect(warning).toBeVisible();

      // Typed with spaces and in lower case, stored as the law writes it; the warning goes.
      await cin.fill("it 068028 b4 casa0001");
      await expect(warning).toHaveCount(0);
      await page.getByRole("button", { name: "Salva", exact: true }).click();
      await expectToast(page, "Dati della struttura salvati");
      await expect(cin).toHaveValue("IT068028B4CASA0001");
    } finally {
      await restore(page, before);
    }
  });
});
