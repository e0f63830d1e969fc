import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { expectToast, futureDate, openPanel, unique } from "./admin-helpers";

/** The owner's inbox: reply, confirm, filter, history, the e-mail's link, erase. */

type Created = { id: number; firstName: string; lastName: string; name: string };

/**
 * A request sent through the API from a page in `lang`, with an address of its own per test and
 * project. A request that will be confirmed takes its own dates (`days` ahead): once confirmed it
 * occupies Camera Due, and a later request for the same nights would be refused.
 */
async function sendQuote(page: Page, testInfo: TestInfo, firstName: string, lang = "en", days = 90): Promise<Created> {
  const lastName = unique("Inbox", testInfo.project.name);
  const tag = `${testInfo.project.name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.post(`/api/quotes?lang=${lang}`, {
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${tag}@example.com`,
      phone: null,
      checkIn: futureDate(days).iso,
      checkOut: futureDate(days + 3).iso,
      guests: 2,
      preferredRoom: "due",
      specialRequests: null,
      additionalServices: [],
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, firstName, lastName, name: `${firstName} ${lastName}` };
}

test.describe("Richieste Preventivo: the owner's inbox", () => {
  test("reply with a price from the draft, see the history, confirm with a message to the guest, filter by Confermate", async ({
    page,
  }, testInfo) => {
    test.slow(); // two axe runs
    const errors = collectErrors(page);
    const quote = await sendQuote(page, testInfo, "Emily", "en", testInfo.project.name === "phone" ? 100 : 110);
    await openPanel(page, "Richieste Preventivo");
    const card = page.getByRole("article", { name: quote.name, exact: true });
    await expect(card).toContainText("In attesa");
    await expect(card).toContainText("Inglese");

    // Rispondi: the message is already written in the guest's language, and follows the price until edited.
    const replyButton = card.getByRole("button", { name: "Rispondi" });
    await replyButton.click();
    const reply = page.getByRole("dialog", { name: `Rispondi a ${quote.name}` });
    await expect(reply).toContainText("Lingua dell'ospite: inglese");
    const message = reply.getByLabel("Messaggio");
    await expect(message).toHaveValue(/Emily/);
    await expect(message).toHaveValue(/Camera Due/);
    await expectNoAxeViolations(page, "reply dialog");
    // An empty message is refused under its field, which takes the keyboard.
    const draft = await message.inputValue();
    await message.fill("");
    await reply.getByRole("button", { name: "Invia risposta" }).click();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toBeFocused();
    await expect(reply).toContainText("Scrivi il messaggio per l'ospite.");
    await message.fill(draft);
    await reply.getByLabel(/Prezzo proposto/).fill("320 €");
    await expect(message).toHaveValue(/320 €/);
    await reply.getByRole("button", { name: "Invia risposta" }).click();
    await expect(reply).toBeHidden();
    await expect(replyButton).toBeFocused();
    // No SMTP_URL in the journeys: the reply waits in the outbox.
    await expectToast(page, "Risposta in coda: sarà inviata appena possibile");
    await expect(card).toContainText("Risposta inviata");

    // Cronologia: the events and the messages, loaded from the API.
    await card.getByRole("button", { name: "Cronologia" }).click();
    const history = page.getByRole("dialog", { name: `Cronologia della richiesta di ${quote.name}` });
    await expect(history).toContainText("Richiesta ricevuta");
    await expect(history).toContainText("Risposta inviata (prezzo proposto: 320 €)");
    await expect(history).toContainText(/Re: your request/);
    await expect(history).toContainText("In coda");
    const text = history.getByText("Leggi il messaggio").first();
    await text.click();
    await expect(history.locator("details[open] pre").first()).toBeVisible();
    await history.getByRole("button", { name: "Chiudi" }).click();
    await expect(history).toBeHidden();
    await expect(card.getByRole("button", { name: "Cronologia" })).toBeFocused();

    // Conferma: asks first, the guest's message ticked by default.
    await card.getByRole("button", { name: "Conferma" }).click();
    const confirm = page.getByRole("dialog", { name: `Confermare la prenotazione di ${quote.name}?` });
    const notify = confirm.getByRole("checkbox", { name: "Avvisa l'ospite con un breve messaggio in inglese" });
    await expect(notify).toBeChecked();
    await confirm.getByRole("button", { name: "Conferma" }).click();
    await expectToast(page, "Prenotazione confermata", /ospite/);
    await expect(card).toContainText("Confermata");
    await expect(card.getByRole("button", { name: "Rispondi" })).toHaveCount(0);
    await card.getByRole("button", { name: "Cronologia" }).click();
    await expect(history).toContainText("Stato: Risposta inviata → Confermata · ospite avvisato per e-mail");
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();

    // The filter: in the address, with the counts.
    const filters = page.getByRole("navigation", { name: "Mostra le richieste" });
    await filters.getByRole("link", { name: /^Confermate \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/[?&]stato=confirmed/);
    await expect(filters.getByRole("link", { name: /^Confermate/ })).toHaveAttribute("aria-current", "page");
    await expect(card).toBeVisible();
    const panel = page.getByRole("tabpanel", { name: /Richieste Preventivo/ });
    const cards = panel.getByRole("article");
    for (const other of await cards.all()) await expect(other).toContainText("Confermata");
    await expectNoAxeViolations(page, "quotes tab filtered");
    await filters.getByRole("link", { name: /^Tutte/ }).click();
    await expect(page).not.toHaveURL(/stato=/);
    expect(errors).toEqual([]);
  });

  test("the e-mail's link opens the request's history, on the list or above it", async ({ page }, testInfo) => {
    const quote = await sendQuote(page, testInfo, "Hans", "de");
    expect((await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } })).status()).toBe(200);

    await page.goto(`/admin?scheda=richieste&richiesta=${quote.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const history = page.getByRole("dialog", { name: `Cronologia della richiesta di ${quote.name}` });
    await expect(history).toContainText("Richiesta ricevuta");
    await expect(history).toContainText("Wir haben Ihre Anfrage erhalten");
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();
    await expect(page.getByRole("tab", { name: /^Richieste Preventivo/ })).toHaveAttribute("aria-selected", "true");
    const card = page.getByRole("article", { name: quote.name, exact: true });
    await expect(card.getByRole("button", { name: "Cronologia" })).toBeFocused();

    // Not on the page shown (another filter): read on its own and shown above the list, with its actions.
    await page.goto(`/admin?scheda=richieste&stato=declined&richiesta=${quote.id}`);
    await expect(history).toContainText("Richiesta ricevuta");
    await page.keyboard.press("Escape");
    await expect(page.getByText("Richiesta aperta dal link")).toBeVisible();
    await expect(card.getByRole("button", { name: "Rispondi" })).toBeVisible();

    // The other tabs by their Italian names.
    await page.goto("/admin?scheda=recensioni");
    await expect(page.getByRole("tab", { name: /^Recensioni/ })).toHaveAttribute("aria-selected", "true");
  });

  test("Annulla richiesta asks first (no message by default); Elimina erases the request with its history", async ({ page }, testInfo) => {
    const quote = await sendQuote(page, testInfo, "Lucia", "it");
    await openPanel(page, "Richieste Preventivo");
    const card = page.getByRole("article", { name: quote.name, exact: true });

    await card.getByRole("button", { name: "Annulla richiesta" }).click();
    const cancel = page.getByRole("dialog", { name: `Annullare la richiesta di ${quote.name}?` });
    await expect(cancel.getByRole("checkbox", { name: "Avvisa l'ospite con un breve messaggio in italiano" })).not.toBeChecked();
    await expect(cancel.getByRole("button", { name: "Indietro" })).toBeFocused();
    await cancel.getByRole("button", { name: "Annulla richiesta" }).click();
    await expectToast(page, "Richiesta annullata");
    await expect(card).toContainText("Annullata");
    await expect(card.getByRole("button", { name: /^(Rispondi|Conferma|Rifiuta|Annulla richiesta)$/ })).toHaveCount(0);

    await card.getByRole("button", { name: "Elimina" }).click();
    const erase = page.getByRole("dialog", { name: `Eliminare la richiesta di ${quote.name}?` });
    await expect(erase).toContainText("GDPR");
    await erase.getByRole("button", { name: "Elimina" }).click();
    await expectToast(page, "Richiesta eliminata");
    await expect(page.getByRole("article", { name: quote.name, exact: true })).toHaveCount(0);
    expect((await page.request.get(`/api/quotes/${quote.id}`)).status()).toBe(404);
  });

  test("the E-mail section says sending is not set up and lists the messages waiting", async ({ page }, testInfo) => {
    await sendQuote(page, testInfo, "Marta", "es");
    await openPanel(page, "Richieste Preventivo");
    const mail = page.getByRole("region", { name: "E-mail", exact: true });
    await expect(mail).toContainText("L'invio delle e-mail non è configurato");
    await expect(mail.getByRole("button", { name: "Invia e-mail di prova" })).toHaveCount(0);
    await expect(mail.getByRole("list", { name: "E-mail non ancora inviate" })).toContainText("Hemos recibido tu solicitud");
    await expect(mail).toContainText("In coda");
  });
});
