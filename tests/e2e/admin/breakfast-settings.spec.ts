import { expect, test, type Page } from "@playwright/test";

import { collectErrors } from "../helpers";
import { expectToast, jpeg, openPanel, unique } from "./admin-helpers";

async function breakfastCount(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/breakfast-images")).json()) as unknown[]).length;
}

test.describe("Foto Colazione", () => {
  test("no file chosen: 'Seleziona prima una foto' and no request", async ({ page }) => {
    await openPanel(page, "Foto Colazione");
    const uploads: string[] = [];
    page.on("request", (r) => r.url().includes("/api/breakfast-images") && r.method() === "POST" && uploads.push(r.url()));
    await page.getByRole("button", { name: "Carica foto" }).click();
    await expectToast(page, "Errore", "Seleziona prima una foto");
    await expect(page.getByRole("button", { name: "Scegli foto" })).toHaveAccessibleDescription(/Seleziona prima una foto/);
    expect(uploads).toEqual([]);
  });

  test("upload with a description → the grid grows by one → delete (confirmed) → gone", async ({ page, isMobile }, testInfo) => {
    const errors = collectErrors(page);
    await openPanel(page, "Foto Colazione");
    const before = await breakfastCount(page);
    const count = page.getByTestId("breakfast-count");
    await expect(count).toHaveText(`${before} foto`);

    const description = unique("Crostata alle albicocche", testInfo.project.name);
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveAttribute("accept", "image/*");
    await input.setInputFiles({ name: "crostata.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
    await expect(page.getByText("crostata.jpg")).toBeVisible();
    await page.getByLabel(/^Descrizione/).fill(description);
    await page.getByRole("button", { name: "Carica foto" }).click();
    await expectToast(page, "Foto caricata con successo!", description);
    await expect(count).toHaveText(`${before + 1} foto`);
    await expect(page.getByText("Nessuna foto selezionata")).toBeVisible();
    await expect(page.getByLabel(/^Descrizione/)).toHaveValue("");
    const photo = page.getByRole("img", { name: description });
    await expect(photo).toBeVisible();
    expect(await breakfastCount(page)).toBe(before + 1);

    // The delete button shows on hover, on keyboard focus, and always on a touch screen.
    const remove = page.getByRole("button", { name: `Elimina foto ${description}` });
    if (isMobile) {
      await expect(remove).toHaveCSS("opacity", "1");
    } else {
      await expect(remove).toHaveCSS("opacity", "0");
      await photo.hover();
      await expect(remove).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);
      await expect(remove).toHaveCSS("opacity", "0");
      await remove.focus();
      await expect(remove).toHaveCSS("opacity", "1");
    }
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Eliminare questa foto?" });
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expectToast(page, "Foto eliminata con successo!");
    await expect(page.getByRole("img", { name: description })).toHaveCount(0);
    await expect(count).toHaveText(`${before} foto`);
    expect(await breakfastCount(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  test("a file that is not an image: the spec's error and nothing stored", async ({ page }) => {
    await openPanel(page, "Foto Colazione");
    const before = await breakfastCount(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Carica foto" }).click();
    await expectToast(page, "Errore", /Errore durante il caricamento della foto/);
    await expect(page.getByText("Il file non è un'immagine valida").first()).toBeVisible();
    expect(await breakfastCount(page)).toBe(before);
  });
});

test.describe("Impostazioni", () => {
  test("the homepage reviews checkbox switches Attivo/Disattivo and the setting follows", async ({ page }) => {
    const errors = collectErrors(page);
    await openPanel(page, "Impostazioni");
    const setting = async () => ((await (await page.request.get("/api/settings/show_reviews_section")).json()) as { value: string }).value;
    const box = page.getByRole("checkbox", { name: "Mostra la sezione recensioni nella homepage" });
    const start = await setting();
    await expect(box).toBeChecked({ checked: start === "true" });
    await expect(page.getByText(start === "true" ? "Attivo" : "Disattivo", { exact: true })).toBeVisible();

    await box.click();
    await expectToast(page, "Impostazione aggiornata con successo!");
    await expect(page.getByText(start === "true" ? "Disattivo" : "Attivo", { exact: true })).toBeVisible();
    await expect(box).toBeChecked({ checked: start !== "true" });
    expect(await setting()).toBe(start === "true" ? "false" : "true");

    await box.click();
    await expectToast(page, "Impostazione aggiornata con successo!");
    await expect(page.getByText(start === "true" ? "Attivo" : "Disattivo", { exact: true })).toBeVisible();
    expect(await setting()).toBe(start);
    expect(errors).toEqual([]);
  });
});
