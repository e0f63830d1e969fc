import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { ADMIN, expectToast, openTab } from "./admin-helpers";

// WebAuthn wants the site's name, never a numeric address: this journey runs on localhost (the
// same server), where the panel offers passkeys; on 127.0.0.1 it does not.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3211}` });

const card = (page: Page) => page.getByRole("region", { name: "Passkey" });
const passkeyButton = (page: Page) => page.getByRole("button", { name: "Accedi con una passkey" });

/** Chromium's own virtual authenticator: a platform one with user verification, holding discoverable credentials. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/** Removes every passkey of the signed-in owner, so that the other journeys still sign in with the password alone. */
async function removeOwnerPasskeys(page: Page): Promise<void> {
  const list = await page.request.get("/api/auth/passkeys");
  if (list.status() !== 200) return;
  for (const { id } of ((await list.json()) as { items: { id: string }[] }).items) {
    await page.request.delete(`/api/auth/passkeys/${id}`, { data: { password: ADMIN.password } });
  }
}

test.describe("Passkey", () => {
  test("the owner adds a passkey in the panel, signs out, and signs in with it alone; then removes it", async ({ page }) => {
    // Three sign-ins, a registration and three axe passes.
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    await addVirtualAuthenticator(page);
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(passkeyButton(page)).toBeVisible();
    await expectNoAxeViolations(page, "the sign-in with the passkey button");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Accedi", exact: true }).click();
    await expectToast(page, "Login effettuato");
    try {
      await openTab(page, "Il mio account");
      await expect(card(page)).toBeVisible();
      await expect(card(page).getByText("Nessuna passkey registrata.")).toBeVisible();

      await card(page).getByLabel("Nome della passkey").fill("Computer di prova");
      await card(page).getByRole("button", { name: "Aggiungi una passkey" }).click();
      await expectToast(page, "Passkey aggiunta", "Da ora puoi accedere con questa passkey.");
      const item = card(page).getByRole("listitem").filter({ hasText: "Computer di prova" });
      await expect(item).toBeVisible();
      await expect(item).toContainText("mai usata per accedere");
      await expectNoAxeViolations(page, "Il mio account with a passkey");

      await page.getByRole("button", { name: "Esci", exact: true }).click();
      await expect(passkeyButton(page)).toBeVisible();
      expect((await page.request.get("/api/quotes")).status()).toBe(401);

      // With a passkey, the password alone leads only to the second step, where the passkey finishes the sign-in.
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
      await page.getByRole("button", { name: "Accedi", exact: true }).click();
      await expect(passkeyButton(page)).toBeVisible();
      await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
      expect((await page.request.get("/api/quotes")).status()).toBe(401);
      await passkeyButton(page).click();
      await expectToast(page, "Login effettuato");
      await page.getByRole("button", { name: "Esci", exact: true }).click();
      await expect(passkeyButton(page)).toBeVisible();

      // No username, no password: the device offers the passkey it holds for this site.
      await passkeyButton(page).click();
      await expectToast(page, "Login effettuato", "Benvenuto nel pannello amministratore");
      await expect(page.getByRole("tab", { name: "Gestione Prezzi" })).toBeVisible();
      expect((await page.request.get("/api/quotes")).status()).toBe(200);

      await openTab(page, "Il mio account");
      await expect(item).toContainText("ultimo accesso il");
      // Signed in moments ago: removing the last passkey needs no password again.
      await item.getByRole("button", { name: "Rimuovi la passkey Computer di prova" }).click();
      const dialog = page.getByRole("dialog", { name: "Rimuovere la passkey?" });
      await expectNoAxeViolations(page, "the removal's dialog");
      await dialog.getByRole("button", { name: "Rimuovi passkey" }).click();
      await expectToast(page, "Passkey rimossa", "Computer di prova");
      await expect(card(page).getByText("Nessuna passkey registrata.")).toBeVisible();
    } finally {
      await removeOwnerPasskeys(page);
    }
    expect((await (await page.request.get("/api/auth/passkeys")).json()) as unknown).toEqual({ items: [] });
    expect(errors).toEqual([]);
  });

  test("on a numeric address the sign-in offers no passkey", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 3211}/admin`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("button", { name: "Accedi", exact: true })).toBeVisible();
    await expect(passkeyButton(page)).toHaveCount(0);
  });
});
