import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { apiRoom, expectToast, futureDate, openPanel, openTab, unique } from "./admin-helpers";

/**
 * The "Camere" tab: the owner edits a room's texts and sees them on the site, adds a
 * room and finds it on the site and in the quote form, and is told why a room with requests
 * cannot be deleted. The public journeys run later on the same data: whatever a test here
 * changes, it puts back (the rooms it adds, it deletes).
 */

type FullRoom = Awaited<ReturnType<typeof apiRoom>> & Record<string, unknown>;

async function openRooms(page: Page): Promise<void> {
  await openPanel(page, "Camere");
  await expect(page.getByRole("heading", { level: 2, name: "Camere" })).toBeVisible();
}

const roomCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function putRoom(page: Page, room: FullRoom): Promise<void> {
  const res = await page.request.put(`/api/rooms/${room.id}`, { data: room });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("Camere: the owner edits the rooms", () => {
  test("changes a room's English description, saves, and sees it on the English page through «Vedi sul sito»", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await openRooms(page);
    const original = (await apiRoom(page, "uno")) as FullRoom;
    const text = `A bright double room, repainted this spring (${testInfo.project.name} ${Date.now().toString(36)}).`;
    try {
      const card = roomCard(page, "Camera Uno");
      await expect(card).toContainText("Visibile sul sito");
      // "Modifica" while closed, "Chiudi" while open.
      const edit = card.getByRole("button", { name: /^(Modifica|Chiudi) Camera Uno$/ });
      await expect(edit).toHaveAccessibleName("Modifica Camera Uno");
      await edit.click();
      await expect(edit).toHaveAccessibleName("Chiudi Camera Uno");
      await expect(edit).toHaveAttribute("aria-expanded", "true");
      const save = card.getByRole("button", { name: "Salva", exact: true });
      await expect(save).toBeDisabled();

      await card.getByRole("tab", { name: /^Inglese/ }).click();
      await expect(card.getByRole("tabpanel", { name: /^Inglese/ })).toBeVisible();
      const field = card.getByLabel(/^Descrizione completa \(inglese\)/);
      await expect(field).toHaveValue(original.descriptionEn as string);
      await field.fill(text);
      await expect(card.getByText("Modifiche non salvate")).toBeVisible();
      await save.click();
      await expectToast(page, "Camera aggiornata", "Le modifiche a Camera Uno sono sul sito.");
      await expect(save).toBeDisabled();
      expect((await apiRoom(page, "uno")).slug).toBe("uno");

      const link = card.getByRole("link", { name: "Vedi sul sito in inglese" });
      await expect(link).toHaveAttribute("href", "/rooms/uno");
      await link.click();
      await expect(page).toHaveURL(/\/rooms\/uno$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: "Camera Uno" })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await putRoom(page, original);
    }
  });

  test("adds a room, finds it at /rooms/{slug} and in the quote form, then deletes it", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await openRooms(page);
    const name = unique("Camera E2E", testInfo.project.name).slice(0, 50);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

    const add = page.getByRole("button", { name: "Aggiungi camera" });
    await add.click();
    await expect(add).toHaveAttribute("aria-expanded", "true");
    const form = page.getByRole("form", { name: "Nuova camera" });
    // Sent empty: each required field says so, under itself.
    await form.getByRole("button", { name: "Crea camera" }).click();
    const nameInput = form.getByLabel("Nome della camera");
    await expect(nameInput).toHaveAttribute("aria-invalid", "true");
    await expect(nameInput).toBeFocused();
    await expect(form.getByText("Campo obbligatorio").first()).toBeVisible();
    await expectToast(page, "Errore");

    await nameInput.fill(name);
    await expect(form.getByText(`Indirizzo della pagina: /camere/${slug}`)).toBeVisible();
    await form.getByLabel(/^Descrizione breve \(italiano\)/).fill("Camera nuova al piano terra, con ingresso indipendente.");
    await form
      .getByLabel(/^Descrizione completa \(italiano\)/)
      .fill("Camera nuova al piano terra, con ingresso indipendente e un piccolo patio.");
    await expect(form.getByRole("tab", { name: /^Inglese.*traduzione mancante/ })).toBeVisible();
    await form.getByLabel("Ospiti al massimo").selectOption("3");
    await form.getByLabel("Wi-Fi gratuito").check();
    await form.getByLabel("Aria condizionata").check();
    await form.getByRole("button", { name: "Crea camera" }).click();
    await expect(form).toBeHidden();
    const card = roomCard(page, name);
    await expect(card).toBeVisible();
    // The keyboard goes to the new room's card (closing the toast below then moves it, as it would for her).
    await expect(card.getByRole("heading", { name })).toBeFocused();
    await expectToast(page, "Camera aggiunta");
    await expect(card).toContainText("Fino a 3 ospiti");
    await expect(card).toContainText("Inglese: traduzione mancante");

    // On the site at once: its page in English (the Italian text in place of the missing translation).
    await page.goto(`/rooms/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Camera nuova al piano terra, con ingresso indipendente e un piccolo patio.")).toBeVisible();
    await page.goto("/quote");
    const select = page.getByLabel(/^Preferred room/);
    await expect(select.locator(`option[value="${slug}"]`)).toHaveText(`${name} · up to 3 guests`);

    // Deleted from the panel: it has no requests.
    await openRooms(page);
    await roomCard(page, name)
      .getByRole("button", { name: /^Elimina/ })
      .click();
    const dialog = page.getByRole("dialog", { name: `Eliminare ${name}?` });
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expectToast(page, "Camera eliminata");
    await expect(roomCard(page, name)).toHaveCount(0);
    expect((await page.request.get(`/api/rooms/${slug}`)).status()).toBe(404);
    // The browser logs the 400 of the empty form sent on purpose above; nothing else.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });

  test("a room with a quote request cannot be deleted: the panel says why", async ({ page }, testInfo) => {
    await openPanel(page);
    const name = unique("Camera Storica", testInfo.project.name).slice(0, 50);
    const created = await page.request.post("/api/rooms", {
      data: { name, shortDescription: "Breve.", description: "Lunga.", maxGuests: 2, amenities: [] },
    });
    expect(created.status()).toBe(201);
    const room = (await created.json()) as FullRoom;
    const quote = await page.request.post("/api/quotes", {
      data: {
        firstName: "Ada",
        lastName: "Storica",
        email: `ada.${testInfo.project.name}.${Date.now().toString(36)}@example.com`,
        phone: null,
        checkIn: futureDate(60).iso,
        checkOut: futureDate(62).iso,
        guests: 2,
        preferredRoom: room.slug,
        specialRequests: null,
        additionalServices: [],
      },
    });
    expect(quote.status()).toBe(201);
    const { id: quoteId } = (await quote.json()) as { id: number };
    try {
      await page.reload();
      await openTab(page, "Camere");
      const card = roomCard(page, name);
      await card.getByRole("button", { name: /^Elimina/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Elimina" }).click();
      await expectToast(page, "Errore", /disattivala/);
      await expect(card).toContainText("Questa camera non può essere eliminata");
      await expect(card).toContainText("disattivala per toglierla dal sito");
      expect((await page.request.get(`/api/rooms/${room.slug}`)).status()).toBe(200);
    } finally {
      expect((await page.request.delete(`/api/quotes/${quoteId}`)).status()).toBeLessThan(300);
      expect((await page.request.delete(`/api/rooms/${room.id}`)).status()).toBe(204);
    }
  });

  test("the Camere tab, an open form with errors and the delete dialog have no axe violations", async ({ page }) => {
    test.slow(); // several full-page axe runs
    await openRooms(page);
    await expectNoAxeViolations(page, "tab Camere");

    const card = roomCard(page, "Camera Due");
    await card.getByRole("button", { name: /^Modifica/ }).click();
    await card.getByRole("tab", { name: /^Tedesco/ }).click();
    await expectNoAxeViolations(page, "room form, German");

    await page.getByRole("button", { name: "Aggiungi camera" }).click();
    const form = page.getByRole("form", { name: "Nuova camera" });
    await form.getByRole("button", { name: "Crea camera" }).click();
    await expectToast(page, "Errore");
    await expect(form.getByLabel("Nome della camera")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "new room form with errors");
    await form.getByRole("button", { name: "Annulla" }).click();
    await expect(form).toBeHidden();

    await card.getByRole("button", { name: /^Elimina/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "delete dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Annulla" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    // Nothing was changed: the form is closed without a draft left behind.
    await card.getByRole("button", { name: /^Chiudi/ }).click();
    expect((await apiRoom(page, "due")).name).toBe("Camera Due");
  });
});
