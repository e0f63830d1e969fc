import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { apiRoom, expectToast, jpeg, openPanel, openTab } from "./admin-helpers";

type PricingEntry = { roomId: number; season: string; pricePerNight: string; room: { slug: string; name: string } };

async function price(page: Page, slug: string, season: string): Promise<string | undefined> {
  const list = (await (await page.request.get("/api/pricing")).json()) as PricingEntry[];
  return list.find((p) => p.room.slug === slug && p.season === season)?.pricePerNight;
}

/**
 * The public pages' journeys run after these on the same data and expect the seeded rooms:
 * whatever a journey here changes, it puts back.
 */
async function restorePrice(page: Page, slug: string, season: string, value: string): Promise<void> {
  const room = await apiRoom(page, slug);
  expect((await page.request.patch(`/api/pricing/${room.id}/${season}`, { data: { pricePerNight: value } })).status()).toBe(200);
}

async function restoreGallery(page: Page, slug: string, images: string[]): Promise<void> {
  const room = await apiRoom(page, slug);
  expect((await page.request.put(`/api/rooms/${room.id}/images`, { data: { images } })).status()).toBe(200);
}

const roomCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** Uploads photos until the room has at least `min`, whatever earlier journeys did to it. */
async function ensurePhotos(page: Page, name: string, slug: string, min: number): Promise<string[]> {
  while ((await apiRoom(page, slug)).images.length < min) {
    await roomCard(page, name)
      .locator('input[type="file"]')
      .setInputFiles({ name: "extra.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
    await expectToast(page, "Foto caricata con successo!");
  }
  return (await apiRoom(page, slug)).images;
}

test.describe("Gestione Prezzi", () => {
  test("rooms grouped by name, one row per season; an edited price is saved, listed by the API and shown on /prezzi", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    await openPanel(page);
    const uno = roomCard(page, "Camera Uno");
    await expect(uno.getByRole("textbox")).toHaveCount(2);
    await expect(uno.getByRole("textbox", { name: /^Alta/ })).toBeVisible();
    await expect(uno.getByRole("textbox", { name: /^Bassa/ })).toBeVisible();
    await expect(uno.getByText("€/notte")).toHaveCount(2);

    const input = page.getByRole("textbox", { name: /^Alta – prezzo a notte di Camera Uno/ });
    const update = input.locator("xpath=ancestor::form").getByRole("button", { name: "Aggiorna" });
    const seeded = (await price(page, "uno", "high"))!;
    await expect(input).toHaveAttribute("placeholder", /70-85/);
    // "Aggiorna" waits for an edit, and goes back to waiting when the edit is undone.
    await expect(update).toBeDisabled();
    const original = await input.inputValue();
    await input.fill(`${original}5`);
    await expect(update).toBeEnabled();
    await input.fill(original);
    await expect(update).toBeDisabled();

    // A range, typed as the owner would (with the euro sign); each project its own value.
    const [low, high] = testInfo.project.name === "phone" ? [72, 88] : [74, 90];
    await input.fill(`${low} - ${high}€`);
    await update.click();
    await expectToast(page, "Prezzo aggiornato", `Camera Uno, stagione Alta: ${low}-${high} €/notte`);
    await expect(input).toHaveValue(`${low}-${high}`);
    await expect(update).toBeDisabled();
    expect(await price(page, "uno", "high")).toBe(`${low}-${high}`);

    try {
      await page.goto("/prezzi");
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: "Camera Uno" })
          .filter({ hasText: `${low}–${high}` }),
      ).toHaveCount(1);
    } finally {
      await restorePrice(page, "uno", "high", seeded);
    }
    expect(errors).toEqual([]);
  });

  test("a price the server refuses shows its message and changes nothing", async ({ page }) => {
    await openPanel(page);
    const before = await price(page, "tre", "low");
    const input = page.getByRole("textbox", { name: /^Bassa – prezzo a notte di Camera Tre/ });
    await input.fill("a buon prezzo");
    await input.press("Enter");
    await expectToast(page, "Errore", "Inserisci un prezzo, ad esempio 70 oppure 70-85");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/Inserisci un prezzo, ad esempio 70 oppure 70-85/);
    expect(await price(page, "tre", "low")).toBe(before);
  });
});

test.describe("Gallerie Camere", () => {
  test("an uploaded photo shows progress, then appears at the end of the gallery", async ({ page }) => {
    const errors = collectErrors(page);
    await openPanel(page, "Gallerie Camere");
    await expect(page.getByRole("heading", { name: "Come gestire le foto" })).toBeVisible();
    const before = await apiRoom(page, "tre");
    const card = roomCard(page, "Camera Tre");
    await expect(card.getByText(`${before.images.length} foto`, { exact: true })).toBeVisible();

    const upload = card.locator('input[type="file"]');
    await expect(upload).toHaveAttribute("accept", "image/*");
    await upload.setInputFiles({ name: "camera-tre.jpg", mimeType: "image/jpeg", buffer: await jpeg(2400, 1600) });
    await expectToast(page, "Foto caricata con successo!", "Camera Tre");
    await expect(card.getByText(`${before.images.length + 1} foto`, { exact: true })).toBeVisible();

    const after = await apiRoom(page, "tre");
    expect(after.images.slice(0, -1)).toEqual(before.images);
    expect(after.images.at(-1)).toMatch(/^\/uploads\/rooms\/[a-f0-9]+-\d+\.jpg$/);
    const last = card.getByRole("img", { name: `Camera Tre, foto ${after.images.length}` });
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await restoreGallery(page, "tre", before.images);
    expect(errors).toEqual([]);
  });

  test("a file that is not an image is refused with the spec's error", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const before = await apiRoom(page, "uno");
    await roomCard(page, "Camera Uno")
      .locator('input[type="file"]')
      .setInputFiles({ name: "note.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") });
    await expectToast(page, "Errore", /Errore durante il caricamento della foto/);
    expect((await apiRoom(page, "uno")).images).toEqual(before.images);
  });

  test("edit mode: move, make cover and remove on a copy; Salva stores the new order", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const card = roomCard(page, "Camera Tre");
    const initial = await ensurePhotos(page, "Camera Tre", "tre", 4);
    const n = initial.length;

    await card.getByRole("button", { name: "Modifica" }).click();
    await expect(card.getByText("Stai modificando la galleria")).toBeVisible();
    const rows = card.getByRole("listitem");
    await expect(rows).toHaveCount(n);
    await expect(rows.first().getByText("Copertina")).toBeVisible();
    await expect(rows.first().getByRole("button", { name: "Sposta prima" })).toBeDisabled();
    await expect(rows.last().getByRole("button", { name: "Sposta dopo" })).toBeDisabled();

    await rows.last().getByRole("button", { name: "Rendi copertina" }).click();
    await rows.nth(1).getByRole("button", { name: "Sposta dopo" }).click();
    // The keyboard stays on the photo that moved.
    await expect(rows.nth(2).getByRole("button", { name: "Sposta dopo" })).toBeFocused();
    await rows.nth(2).getByRole("button", { name: "Rimuovi foto" }).click();
    await expect(rows).toHaveCount(n - 1);

    const expected = [initial[n - 1]!, initial[1]!, ...initial.slice(2, n - 1)];
    expect(await rows.evaluateAll((items) => items.map((li) => li.getAttribute("data-path")))).toEqual(expected);
    // Nothing is stored before Salva.
    expect((await apiRoom(page, "tre")).images).toEqual(initial);
    await card.getByRole("button", { name: "Salva", exact: true }).click();
    await expectToast(page, "Galleria aggiornata con successo!");
    await expect(card.getByRole("button", { name: "Modifica" })).toBeVisible();
    await expect(card.getByText(`${n - 1} foto`, { exact: true })).toBeVisible();
    expect((await apiRoom(page, "tre")).images).toEqual(expected);
    // A removed upload is deleted for good; a built-in photo can be put back.
    await restoreGallery(page, "tre", initial[0]!.startsWith("/images/") ? initial : initial.slice(1));
  });

  test("edit mode: Annulla discards the copy", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const before = await ensurePhotos(page, "Camera Quattro", "quattro", 2);
    const card = roomCard(page, "Camera Quattro");
    await card.getByRole("button", { name: "Modifica" }).click();
    const rows = card.getByRole("listitem");
    await rows.first().getByRole("button", { name: "Rimuovi foto" }).click();
    await rows.last().getByRole("button", { name: "Rendi copertina" }).click();
    await expect(rows).toHaveCount(before.length - 1);
    await card.getByRole("button", { name: "Annulla" }).click();
    await expect(card.getByRole("button", { name: "Modifica" })).toBeVisible();
    await expect(card.getByText(`${before.length} foto`, { exact: true })).toBeVisible();
    expect((await apiRoom(page, "quattro")).images).toEqual(before);
  });

  test("an unfinished edit survives a reload", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const before = await ensurePhotos(page, "Camera Due", "due", 2);
    const card = roomCard(page, "Camera Due");
    await card.getByRole("button", { name: "Modifica" }).click();
    await card.getByRole("listitem").nth(1).getByRole("button", { name: "Rendi copertina" }).click();
    await page.reload();
    await openTab(page, "Gallerie Camere");
    await expect(card.getByText("Stai modificando la galleria")).toBeVisible();
    await expect(card.getByRole("listitem").first()).toHaveAttribute("data-path", before[1]!);
    await card.getByRole("button", { name: "Annulla" }).click();
    expect((await apiRoom(page, "due")).images).toEqual(before);
  });

  test("booking links: saved together, refused when not a web address", async ({ page }, testInfo) => {
    await openPanel(page, "Gallerie Camere");
    const card = roomCard(page, "Camera Quattro");
    const original = await apiRoom(page, "quattro");
    const booking = card.getByRole("textbox", { name: "Link Booking.com" });
    const airbnb = card.getByRole("textbox", { name: "Link Airbnb" });
    const save = card.getByRole("button", { name: "Salva Link" });
    await expect(booking).toHaveAttribute("type", "url");

    await booking.fill("booking punto com");
    await save.click();
    await expectToast(page, "Errore", /Errore durante l'aggiornamento dei link/);
    await expect(booking).toHaveAccessibleDescription(/indirizzo web valido/);

    const bookingUrl = `https://www.booking.com/hotel/it/casa-brezza-${testInfo.project.name}.html`;
    const airbnbUrl = `https://www.airbnb.it/rooms/${testInfo.project.name}-4`;
    await booking.fill(bookingUrl);
    await airbnb.fill(airbnbUrl);
    await save.click();
    await expectToast(page, "Link di prenotazione aggiornati con successo!");
    await expect(save).toBeDisabled();
    const room = await apiRoom(page, "quattro");
    expect(room.bookingUrl).toBe(bookingUrl);
    expect(room.airbnbUrl).toBe(airbnbUrl);

    // Emptying a field removes that link.
    await airbnb.fill("");
    await save.click();
    await expectToast(page, "Link di prenotazione aggiornati con successo!");
    expect((await apiRoom(page, "quattro")).airbnbUrl).toBeNull();

    const links = { bookingUrl: original.bookingUrl, airbnbUrl: original.airbnbUrl };
    expect((await page.request.put(`/api/rooms/${original.id}/booking-links`, { data: links })).status()).toBe(200);
  });
});

test.describe("A room without photos", () => {
  test("shows the coming-soon section in place of its gallery, in the page's language", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const before = (await apiRoom(page, "quattro")).images;
    await restoreGallery(page, "quattro", []);
    try {
      await page.goto("/camere/quattro");
      await expect(page.getByRole("heading", { level: 2, name: "Prossimamente" })).toBeVisible();
      await expect(page.getByText("Le foto di questa camera arriveranno a breve.")).toBeVisible();
      await expect(page.getByRole("button", { name: /foto 1 di/i })).toHaveCount(0);
      await expectNoAxeViolations(page, "/camere/quattro without photos");
      await page.goto("/rooms/quattro");
      await expect(page.getByRole("heading", { level: 2, name: "Coming soon" })).toBeVisible();
      await expect(page.getByText("Photos of this room are coming soon.")).toBeVisible();
    } finally {
      await restoreGallery(page, "quattro", before);
    }
    await page.goto("/camere/quattro");
    await expect(page.getByRole("heading", { name: "Prossimamente" })).toHaveCount(0);
  });
});
