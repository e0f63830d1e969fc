import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { expectToast, HOUSEKEEPER, openPanel } from "./admin-helpers";

/**
 * "Utenti": the owner invites a person (each role explained), changes her role, disables and
 * enables her, deletes her; every step at 390 and 1366 px, axe-clean. The invitation's page says
 * so when its link no longer works. The journeys' server sends no e-mail: the panel shows the
 * link for the owner to pass on (owners-keys.spec.ts follows it to the password and the sign-in).
 */

const item = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("the owner invites a person, changes her role, disables, enables and deletes her", async ({ page }, testInfo) => {
  test.slow(); // several changes, two axe runs
  const errors = collectErrors(page);
  const name = `Lucia ${testInfo.project.name}`;
  const email = `lucia.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;

  await openPanel(page, "Utenti");
  await expect(page.getByRole("heading", { level: 2, name: "Utenti" })).toBeVisible();
  // The set-up account and the seeded housekeeper are listed; the owner's own cannot be changed.
  await expect(item(page, "admin")).toContainText("creato all'installazione");
  await expect(item(page, HOUSEKEEPER.username)).toContainText("Pulizie");

  const form = page.getByRole("region", { name: "Invita una persona" });
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Indirizzo e-mail").fill(email.toUpperCase());
  await expect(form.getByText("Non gli account, i backup, le coordinate bancarie")).toBeVisible();
  await form.getByRole("radio", { name: /^Gestione/ }).check();
  await expectNoAxeViolations(page, "Utenti with the invitation filled in");
  await form.getByRole("button", { name: "Invia l'invito" }).click();
  await expectToast(page, `Invito pronto per ${email}`, "Le e-mail non partono");
  await expect(form.getByLabel("Nome")).toHaveValue("");
  const firstLink = await form.getByRole("textbox", { name: "Link d'invito" }).inputValue();

  const person = item(page, email);
  await expect(person).toContainText("Invitato");
  await expect(person).toContainText("Gestione");
  await person.getByLabel(`Ruolo di ${name}`).selectOption({ label: "Pulizie" });
  await person.getByRole("button", { name: "Cambia ruolo" }).click();
  await expectToast(page, "Ruolo cambiato");
  await expect(item(page, email)).toContainText("Pulizie");

  await item(page, email).getByRole("button", { name: "Manda di nuovo l'invito" }).click();
  await expectToast(page, "Nuovo link pronto: mandalo tu");
  // The fresh link shows beside the account, and only there: the first one works no more.
  const fresh = item(page, email).getByRole("textbox", { name: "Link d'invito" });
  await expect(fresh).not.toHaveValue(firstLink);
  await expect(page.getByRole("textbox", { name: "Link d'invito" })).toHaveCount(1);

  await item(page, email).getByRole("button", { name: "Disattiva" }).click();
  const disable = page.getByRole("dialog", { name: `Disattivare l'account di ${name}?` });
  await expectNoAxeViolations(page, "Utenti with the disable dialog");
  await disable.getByRole("button", { name: "Disattiva" }).click();
  await expectToast(page, "Account disattivato: le sue sessioni sono chiuse");
  await expect(item(page, email)).toContainText("Disattivato");
  // Disabling voided the link: it is shown no more, not even once she is enabled again.
  await expect(page.getByRole("textbox", { name: "Link d'invito" })).toHaveCount(0);
  await item(page, email).getByRole("button", { name: "Riattiva" }).click();
  await expectToast(page, "Account riattivato");
  // She never set her password: she is waiting for an invitation again.
  await expect(item(page, email)).toContainText("Invitato");
  await expect(page.getByRole("textbox", { name: "Link d'invito" })).toHaveCount(0);

  await item(page, email)
    .getByRole("button", { name: `Elimina l'account di ${name}` })
    .click();
  await page
    .getByRole("dialog", { name: `Eliminare l'account di ${name}?` })
    .getByRole("button", { name: "Elimina" })
    .click();
  await expectToast(page, "Account eliminato");
  await expect(item(page, email)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an invitation's link that no longer works says so, signed out, and sends no Referer", async ({ page }) => {
  const res = await page.goto("/admin/invito/not-a-link-that-was-ever-sent-0123456789");
  expect(res?.status()).toBe(410);
  expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: "Invito non valido" })).toBeVisible();
  await expect(page.getByText("Chiedi al titolare di mandarti un nuovo invito.")).toBeVisible();
  await expectNoAxeViolations(page, "the invitation's page, link not valid");
});
