import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel } from "./admin-helpers";

/**
 * The deposit, the owner's side: her account entered in Struttura (a mistyped IBAN refused under
 * its field), an answer that asks for a deposit, "Caparra ricevuta" confirming the request, and
 * the stay with its deposit in "Arrivi e partenze".
 */

const shown = (date: string) => date.split("-").reverse().join("/");

async function clearAccount(page: Page): Promise<void> {
  const current = (await (await page.request.get("/api/business")).json()) as Record<string, unknown>;
  await page.request.put("/api/business", { data: { ...current, accountHolder: null, iban: null, bankName: null } });
}

test("the account in Struttura, an answer asking for a deposit, the deposit received, the stay on its day", async ({ page }, testInfo) => {
  test.slow(); // four axe runs, two sections
  const errors = collectErrors(page);
  const checkIn = addDays(todayInItaly(), testInfo.project.name === "phone" ? 230 : 245);
  const lastName = `Weber ${testInfo.project.name}`;
  const created = await page.request.post("/api/quotes?lang=de", {
    data: {
      firstName: "Klara",
      lastName,
      email: `klara.${testInfo.project.name}@example.com`,
      phone: null,
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 2,
      preferredRoom: "uno",
      specialRequests: null,
      additionalServices: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let stayId: number | undefined;
  try {
    // Struttura: the account deposits are paid to.
    await openPanel(page, "Struttura");
    const bank = page.getByRole("group", { name: "Conto per le caparre" });
    await bank.getByLabel(/^Intestatario del conto/).fill("Anna Bianchi");
    const iban = bank.getByLabel(/^IBAN/);
    await iban.fill("IT60 X054 2811 1010 0000 0123 457");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expect(iban).toHaveAttribute("aria-invalid", "true");
    await expect(bank.getByText("IBAN non valido: controlla lettere e cifre")).toBeVisible();
    await iban.fill("IT60 X054 2811 1010 0000 0123 456");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await expectToast(page, "Dati della struttura salvati");
    await expectNoAxeViolations(page, "Struttura with the deposit account");

    // Rispondi with a deposit.
    await page.goto(`/admin/richieste/${id}`);
    // The request's history opens from its address: seen, then closed.
    await expect(page.getByRole("dialog", { name: `Cronologia della richiesta di Klara ${lastName}` })).toBeVisible();
    await page.keyboard.press("Escape");
    const card = page.getByRole("article", { name: `Klara ${lastName}`, exact: true });
    await card.getByRole("button", { name: "Rispondi" }).click();
    const reply = page.getByRole("dialog", { name: /^Rispondi a Klara/ });
    await reply.getByLabel("Chiedi una caparra con bonifico").check();
    await reply.getByLabel("Importo (€)").fill("150,50");
    await reply.getByLabel("Da ricevere entro il").fill(addDays(todayInItaly(), 5));
    await expectNoAxeViolations(page, "reply with a deposit");
    await reply.getByRole("button", { name: "Invia risposta" }).click();
    await expectToast(page, "Risposta in coda: sarà inviata appena possibile");
    await expect(card).toContainText(`150,50 € da ricevere entro il ${shown(addDays(todayInItaly(), 5))}`);

    // Caparra ricevuta: recorded, and the request confirmed.
    await card.getByRole("button", { name: "Caparra ricevuta" }).click();
    const dialog = page.getByRole("dialog", { name: `Caparra ricevuta da Klara ${lastName}?` });
    await expect(dialog.getByLabel("Ricevuta il")).toHaveValue(todayInItaly());
    await expect(dialog.getByLabel("Importo ricevuto (€)")).toHaveValue("150,50");
    await expectNoAxeViolations(page, "deposit received");
    await dialog.getByRole("button", { name: "Registra e conferma" }).click();
    await expectToast(page, "Caparra registrata, prenotazione confermata");
    await expect(card).toContainText("Confermata");
    const detail = (await (await page.request.get(`/api/quotes/${id}`)).json()) as { status: string; stay: { id: number } };
    stayId = detail.stay.id;

    // On its day, the arrival with its deposit received.
    await page.goto(`/admin/arrivi?giorno=${checkIn}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const item = page
      .getByRole("region", { name: /^Arrivi/ })
      .getByRole("listitem")
      .filter({ hasText: `Klara ${lastName}` });
    await expect(item).toContainText(`Caparra di 150,50 € ricevuta il ${shown(todayInItaly())}`);
    await expectNoAxeViolations(page, "arrivals with a deposit");
    // The refused save of a mistyped IBAN is the only error the browser reports.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  } finally {
    if (stayId) await page.request.delete(`/api/stays/${stayId}`);
    await clearAccount(page);
  }
});
