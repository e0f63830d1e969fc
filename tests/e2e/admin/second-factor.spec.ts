import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { ADMIN, expectToast, loginWithForm, openPanel } from "./admin-helpers";

/** The code an authenticator app shows for this key, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const card = (page: Page) => page.getByRole("region", { name: "Verifica in due passaggi" });

type SessionBody = { authenticated: boolean; factors?: string[] };

/**
 * Leaves the owner's account as the other journeys expect it, signing in with the password alone:
 * if the journey stopped with TOTP on, it signs in with a fresh code and turns it off.
 */
async function turnTotpOff(request: APIRequestContext, secret: string): Promise<void> {
  let session = (await (await request.get("/api/auth/session")).json()) as SessionBody;
  if (session.authenticated && !session.factors?.includes("totp")) return;
  if (!session.authenticated) {
    const login = await request.post("/api/auth/login", { data: ADMIN });
    const answer = (await login.json()) as { secondFactor?: string[] };
    if (!answer.secondFactor) return;
    // A step no code of the journey used: the code two steps ahead is outside the window, so one step ahead, then later.
    let second = await request.post("/api/auth/login/second-factor", { data: { code: codeFor(secret, 1) } });
    if (second.status() === 401) {
      await new Promise((resolve) => setTimeout(resolve, 31_000));
      second = await request.post("/api/auth/login/second-factor", { data: { code: codeFor(secret, 1) } });
    }
    expect(second.status()).toBe(200);
  }
  expect((await request.delete("/api/auth/totp", { data: { password: ADMIN.password } })).status()).toBe(200);
  session = (await (await request.get("/api/auth/session")).json()) as SessionBody;
  expect(session.factors).toEqual([]);
}

test.describe("Verifica in due passaggi", () => {
  test("the owner sets up an authenticator app, signs out, signs in with her password and a code, then turns it off", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await openPanel(page, "Impostazioni");
    // Without a second factor the panel invites her to set one up, and never stands in the way.
    const notice = page.getByText(/^Proteggi il tuo accesso/);
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "Attiva la verifica" }).click();
    await expect(page).toHaveURL(/\/admin\/account#verifica-due-passaggi$/);
    await expect(page.getByRole("heading", { level: 2, name: "Il mio account" })).toBeVisible();

    let secret = "";
    try {
      await card(page).getByRole("button", { name: "Configura l'app di autenticazione" }).click();
      await expect(card(page).getByRole("img", { name: "Codice QR da inquadrare con l'app di autenticazione" })).toBeVisible();
      secret = (await card(page).getByTestId("totp-key").innerText()).replace(/\s/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page, "the set-up of the authenticator app");

      // A wrong code is told under the field; the app's code turns it on.
      const code = card(page).getByLabel("Codice di verifica");
      await code.fill("000000");
      await card(page).getByRole("button", { name: "Attiva la verifica" }).click();
      await expect(card(page).getByText("Codice non valido")).toBeVisible();
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await expectToast(page, "Errore", "Errore durante l'attivazione");
      await code.fill(codeFor(secret));
      await card(page).getByRole("button", { name: "Attiva la verifica" }).click();
      await expectToast(page, "Verifica in due passaggi attiva");

      // The ten recovery codes, shown this once.
      const codes = card(page).getByRole("list", { name: "I tuoi codici di recupero" }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await expect(card(page).getByRole("link", { name: "Scarica i codici" })).toHaveAttribute("download", "codici-di-recupero.txt");
      await expectNoAxeViolations(page, "the recovery codes");
      await card(page).getByRole("button", { name: "Ho salvato i codici" }).click();
      await expect(codes).toHaveCount(0);
      await expect(card(page).getByText("Attiva", { exact: true })).toBeVisible();
      await expect(notice).toHaveCount(0);

      // Signed out, the password alone leads to the second step.
      await page.getByRole("button", { name: "Esci", exact: true }).click();
      await expect(page.getByRole("button", { name: "Accedi" })).toBeVisible();
      await loginWithForm(page);
      const second = page.getByLabel("Codice di verifica");
      await expect(page.getByRole("heading", { name: "Verifica in due passaggi" })).toBeVisible();
      await expect(second).toBeFocused();
      await expect(second).toHaveAttribute("inputmode", "numeric");
      await expect(second).toHaveAttribute("autocomplete", "one-time-code");
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expectNoAxeViolations(page, "the sign-in's second step");

      await second.fill("000000");
      await page.getByRole("button", { name: "Verifica e accedi" }).click();
      await expect(second).toHaveAttribute("aria-invalid", "true");
      await expect(second).toHaveAccessibleDescription(/Codice non valido/);
      await expectToast(page, "Errore di login", "Codice non valido");
      // The recovery code's way in is one tap away, and back.
      await page.getByRole("button", { name: "Non hai il telefono? Usa un codice di recupero" }).click();
      await expect(page.getByLabel("Codice di recupero")).toBeVisible();
      await page.getByRole("button", { name: "Usa il codice dell'app" }).click();

      // The code that turned it on is spent: the app's next one signs in.
      await page.getByLabel("Codice di verifica").fill(codeFor(secret, 1));
      await page.getByRole("button", { name: "Verifica e accedi" }).click();
      await expectToast(page, "Login effettuato");
      await expect(page.getByRole("tab", { name: "Il mio account" })).toBeVisible();

      // Turning it off asks for the password.
      await page.goto("/admin/account");
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await card(page).getByRole("button", { name: "Disattiva la verifica" }).click();
      await expect(card(page).getByText("Password richiesta")).toBeVisible();
      await card(page).getByLabel("Password", { exact: true }).fill(ADMIN.password);
      await card(page).getByRole("button", { name: "Disattiva la verifica" }).click();
      await expectToast(page, "Verifica in due passaggi disattivata");
      await expect(card(page).getByRole("button", { name: "Configura l'app di autenticazione" })).toBeVisible();
    } finally {
      if (secret) await turnTotpOff(page.request, secret);
    }
    expect(((await (await page.request.post("/api/auth/login", { data: ADMIN })).json()) as { success?: boolean }).success).toBe(true);

    // The notice comes back, and dismissed it stays away on this browser.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(notice).toBeVisible();
    await page.getByRole("button", { name: "Nascondi l'avviso" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Il mio account" })).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(errors.filter((e) => !/status of 400|status of 401/.test(e))).toEqual([]);
  });
});
