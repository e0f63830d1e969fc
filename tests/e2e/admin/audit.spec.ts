import { expect, test } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { openPanel, openTab } from "./admin-helpers";

/**
 * "Registro accessi": the owner reads who did what, filters it by action, on a phone as on a desk,
 * the rows in the page as it arrives.
 */
test.describe("Registro accessi: the audit trail", () => {
  test("shows a change just made, filters by action, fits a phone; axe finds nothing", async ({ page }) => {
    // Two axe runs over a long list, on a machine that may be busy.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await openPanel(page);
    for (const value of ["false", "true"]) {
      const res = await page.request.put("/api/settings/show_reviews_section", { data: { value } });
      expect(res.status()).toBe(200);
    }

    // Loaded as a document: its rows are in the HTML the server sent.
    const html = await (await page.request.get("/admin/registro")).text();
    expect(html).toContain("Sezione recensioni sul sito: attivata");

    await openTab(page, "Registro accessi");
    await expect(page.getByRole("heading", { level: 2, name: "Registro accessi" })).toBeVisible();
    const rows = page.getByRole("list", { name: "Righe del registro" }).getByRole("listitem");
    await expect(rows.first()).toContainText("Impostazioni modificate");
    await expect(rows.first()).toContainText("Sezione recensioni sul sito: attivata");
    await expect(rows.first()).toContainText("admin");
    await expectNoAxeViolations(page, "Registro accessi");

    await page.getByLabel("Azione").selectOption({ label: "Impostazioni modificate" });
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page).toHaveURL(/azione=settings\.updated/);
    // Both projects share one server: the phone's two changes, then the desk's, newest first.
    await expect(rows.first()).toContainText("Sezione recensioni sul sito: attivata");
    await expect(rows.nth(1)).toContainText("Sezione recensioni sul sito: disattivata");
    for (const row of await rows.all()) await expect(row).toContainText("Impostazioni modificate");
    await expect(page.getByRole("link", { name: "Azzera i filtri" })).toBeVisible();

    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByLabel("Dal giorno", { exact: true }).fill("2030-01-02");
    await page.getByLabel("Al giorno", { exact: true }).fill("2030-01-01");
    await page.getByRole("button", { name: "Filtra" }).click();
    await expect(page.getByText("La data di fine non può essere prima di quella di inizio")).toBeVisible();
    await expectNoAxeViolations(page, "Registro accessi, a wrong filter");
    expect(errors).toEqual([]);
  });
});
