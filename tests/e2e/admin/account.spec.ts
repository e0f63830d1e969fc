import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { ADMIN, expectToast, openPanel } from "./admin-helpers";

const section = (page: Page) => page.getByRole("region", { name: "Sicurezza dell'account" });

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await section(page).getByLabel("Password attuale").fill(current);
  await section(page).getByLabel("Nuova password").fill(next);
  await section(page).getByRole("button", { name: "Cambia password" }).click();
}

test.describe("Sicurezza dell'account", () => {
  test("the owner changes her password: wrong or short ones are refused under their field, the right one is taken and the old one stops working", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openPanel(page, "Il mio account");
    await expect(section(page)).toBeVisible();
    // The owner's rule for every account sits beside her own second factor (housekeeping.spec.ts: not for the others).
    await expect(page.getByRole("checkbox", { name: "Verifica in due passaggi obbligatoria per tutti gli account" })).toBeVisible();
    await expectNoAxeViolations(page, "Il mio account with Sicurezza dell'account");

    await changePassword(page, "not-the-password", "a-new-password-2026");
    await expect(section(page).getByText("La password attuale non è corretta")).toBeVisible();
    await expect(section(page).getByLabel("Password attuale")).toHaveAttribute("aria-invalid", "true");
    await expectToast(page, "Errore", /cambio della password/);

    await changePassword(page, ADMIN.password, "too-short");
    await expect(section(page).getByText("La nuova password deve avere almeno 12 caratteri")).toBeVisible();
    await expectToast(page, "Errore", /cambio della password/);

    const next = `owner-${Date.now().toString(36)}-pass`;
    await changePassword(page, ADMIN.password, next);
    await expectToast(page, "Password cambiata", "Gli altri dispositivi sono stati disconnessi.");
    try {
      expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(401);
      // Still signed in here: put the password back for the other journeys.
    } finally {
      await changePassword(page, next, ADMIN.password);
      await expectToast(page, "Password cambiata");
    }
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    expect(errors.filter((e) => !/status of 400|status of 401/.test(e))).toEqual([]);
  });

  test("Esci da tutti i dispositivi asks first, then closes the panel here and on every other device", async ({ page, browser }) => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await openPanel(otherPage, "Il mio account");
      await openPanel(page, "Il mio account");
      await section(page).getByRole("button", { name: "Esci da tutti i dispositivi" }).click();
      const dialog = page.getByRole("dialog", { name: "Uscire da tutti i dispositivi?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Esci ovunque" }).click();
      await expectToast(page, "Sei uscita da tutti i dispositivi");
      await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
      const elsewhere = await otherPage.request.get("/api/auth/session");
      expect(((await elsewhere.json()) as { authenticated: boolean }).authenticated).toBe(false);
    } finally {
      await other.close();
    }
  });
});
