import { expect, test, type Page } from "@playwright/test";

import { collectErrors, waitForHydration } from "../helpers";
import { ADMIN, expectToast, futureDate, openPanel, unique } from "./admin-helpers";

test.describe("Richieste Preventivo", () => {
  test("a quote sent by a guest is listed first, with its details and the services by their labels", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const lastName = unique("Rossi", testInfo.project.name);
    const checkIn = futureDate(40);
    const checkOut = futureDate(43);
    const res = await page.request.post("/api/quotes", {
      data: {
        firstName: "Mario",
        lastName,
        email: "mario.rossi@example.com",
        phone: "+39 333 765 4321",
        checkIn: checkIn.iso,
        checkOut: checkOut.iso,
        guests: 2,
        preferredRoom: "due",
        specialRequests: "Arriviamo in tarda serata.",
        additionalServices: ["navetta", "check-in-personalizzato", "culla", "taxi"],
      },
    });
    expect(res.status()).toBe(201);
    const plain = await page.request.post("/api/quotes", {
      data: {
        firstName: "Anna",
        lastName: `${lastName} bis`,
        email: "anna@example.com",
        phone: null,
        checkIn: checkIn.iso,
        checkOut: checkOut.iso,
        guests: 1,
        preferredRoom: null,
        specialRequests: null,
        additionalServices: [],
      },
    });
    expect(plain.status()).toBe(201);

    await openPanel(page, "Richieste Preventivo");
    // Newest first.
    await expect(page.getByRole("article").first()).toHaveAccessibleName(`Anna ${lastName} bis`);
    const quote = page.getByRole("article", { name: `Mario ${lastName}`, exact: true });
    await expect(quote.getByRole("link", { name: /mario\.rossi@example\.com/ })).toHaveAttribute("href", "mailto:mario.rossi@example.com");
    await expect(quote.getByRole("link", { name: /\+39 333 765 4321/ })).toHaveAttribute("href", "tel:+393337654321");
    await expect(quote).toContainText(`${checkIn.shown} – ${checkOut.shown}`);
    await expect(quote).toContainText("3 notti");
    await expect(quote).toContainText("Camera Due");
    await expect(quote).toContainText("Arriviamo in tarda serata.");
    await expect(quote).toContainText(/Inviata il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/);
    for (const label of ["Navetta aeroporto gratuita", "Check-in personalizzato", "Culla gratuita", "Servizio taxi"]) {
      await expect(quote.getByRole("listitem").filter({ hasText: label })).toHaveCount(1);
    }
    await expect(quote).not.toContainText("navetta");

    const other = page.getByRole("article", { name: `Anna ${lastName} bis`, exact: true });
    await expect(other).toContainText("Nessuna preferenza");
    await expect(other.getByRole("link", { name: /^Telefono/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("Richieste Preventivo, a page at a time", () => {
  test("25 requests a page, newest first; Successive and Precedenti keep the tab open and the page in the address", async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page);
    const lastName = unique("Pagina", testInfo.project.name);
    const checkIn = futureDate(60);
    const checkOut = futureDate(62);
    for (let i = 1; i <= 26; i++) {
      const res = await page.request.post("/api/quotes", {
        data: {
          firstName: `Ospite${i}`,
          lastName,
          email: `ospite${i}@example.com`,
          phone: null,
          checkIn: checkIn.iso,
          checkOut: checkOut.iso,
          guests: 2,
          preferredRoom: null,
          specialRequests: null,
          additionalServices: [],
        },
      });
      expect(res.status()).toBe(201);
    }
    await openPanel(page, "Richieste Preventivo");
    const all = await page.request.get("/api/quotes");
    expect(all.status()).toBe(200);
    const total = ((await all.json()) as unknown[]).length;
    const pages = Math.ceil(total / 25);
    const panel = page.getByRole("tabpanel", { name: "Richieste Preventivo" });
    await expect(panel.getByRole("article")).toHaveCount(25);
    await expect(panel.getByRole("article").first()).toHaveAccessibleName(`Ospite26 ${lastName}`);
    await expect(panel).toContainText(`${total} richieste ricevute`);
    const pager = panel.getByRole("navigation", { name: "Pagine delle richieste" });
    await expect(pager).toContainText(`Pagina 1 di ${pages}`);
    await expect(pager.getByRole("link", { name: "Precedenti" })).toHaveCount(0);

    await pager.getByRole("link", { name: "Successive" }).click();
    await expect(page).toHaveURL(/\/admin\/richieste\?richieste=2$/);
    await expect(pager).toContainText(`Pagina 2 di ${pages}`);
    await expect(page.getByRole("tab", { name: "Richieste Preventivo" })).toHaveAttribute("aria-selected", "true");
    // The 26th newest (the first one sent) opens page 2.
    await expect(panel.getByRole("article").first()).toHaveAccessibleName(`Ospite1 ${lastName}`);

    await pager.getByRole("link", { name: "Precedenti" }).click();
    await expect(page).toHaveURL(/\/admin\/richieste$/);
    await expect(pager).toContainText(`Pagina 1 di ${pages}`);
    expect(errors).toEqual([]);
  });
});

type PublicReview = { id: number; title: string };

async function publishedTitles(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/api/reviews")).json()) as PublicReview[]).map((r) => r.title);
}

async function submitReview(page: Page, title: string, rating = 4): Promise<void> {
  const res = await page.request.post("/api/reviews", {
    data: { guestName: "Giovanna", email: "giovanna@example.com", rating, title, comment: "Colazione buonissima e camera silenziosa." },
  });
  expect(res.status()).toBe(201);
}

test.describe("Recensioni", () => {
  test("pending → Approva → published → Elimina (confirmed) → gone", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    const title = unique("Vacanza splendida", testInfo.project.name);
    await submitReview(page, title);
    await openPanel(page, "Recensioni");

    const pending = page.getByRole("region", { name: /^In attesa di approvazione/ });
    const published = page.getByRole("region", { name: /^Pubblicate/ });
    const card = pending.getByRole("article", { name: title });
    await expect(card).toContainText("Giovanna");
    await expect(card.getByRole("link", { name: /giovanna@example\.com/ })).toBeVisible();
    await expect(card.getByRole("img", { name: "4 stelle su 5" })).toBeVisible();
    await expect(card).toContainText("Colazione buonissima e camera silenziosa.");
    await expect(card).toContainText(/\d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}/);
    expect(await publishedTitles(page)).not.toContain(title);

    await card.getByRole("button", { name: "Approva" }).click();
    await expectToast(page, "Recensione approvata");
    const live = published.getByRole("article", { name: title });
    await expect(live).toBeVisible();
    await expect(pending.getByRole("article", { name: title })).toHaveCount(0);
    // Published entries no longer show the reviewer's e-mail.
    await expect(live.getByRole("link", { name: /giovanna@example\.com/ })).toHaveCount(0);
    expect(await publishedTitles(page)).toContain(title);

    // Cancelling the confirmation keeps the review.
    await live.getByRole("button", { name: "Elimina" }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminare questa recensione?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(live).toBeVisible();

    await live.getByRole("button", { name: "Elimina" }).click();
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expectToast(page, "Recensione eliminata");
    await expect(published.getByRole("article", { name: title })).toHaveCount(0);
    expect(await publishedTitles(page)).not.toContain(title);
    expect(errors).toEqual([]);
  });

  test("Rifiuta asks first, then deletes the pending review", async ({ page }, testInfo) => {
    const title = unique("Non male", testInfo.project.name);
    await submitReview(page, title, 1);
    await openPanel(page, "Recensioni");
    const card = page.getByRole("region", { name: /^In attesa di approvazione/ }).getByRole("article", { name: title });
    await expect(card.getByRole("img", { name: "1 stella su 5" })).toBeVisible();
    await card.getByRole("button", { name: "Rifiuta" }).click();
    const dialog = page.getByRole("dialog", { name: "Rifiutare questa recensione?" });
    await expect(dialog.getByRole("button", { name: "Annulla" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: "Rifiuta" }).click();
    await dialog.getByRole("button", { name: "Rifiuta" }).click();
    await expectToast(page, "Recensione eliminata");
    await expect(page.getByRole("article", { name: title })).toHaveCount(0);
    const all = (await (await page.request.get("/api/reviews/all")).json()) as PublicReview[];
    expect(all.map((r) => r.title)).not.toContain(title);
  });

  test("a review deleted elsewhere meanwhile: the error is said and the list catches up", async ({ page }, testInfo) => {
    const title = unique("Doppio clic", testInfo.project.name);
    await submitReview(page, title);
    await openPanel(page, "Recensioni");
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    const all = (await (await page.request.get("/api/reviews/all")).json()) as PublicReview[];
    const id = all.find((r) => r.title === title)!.id;
    expect((await page.request.delete(`/api/reviews/${id}`)).status()).toBe(200);

    await card.getByRole("button", { name: "Approva" }).click();
    await expectToast(page, "Errore", /Errore nell'approvazione della recensione/);
    await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  });
});

test.describe("Dati degli ospiti di un soggiorno", () => {
  test("the stay's form is the guests' form island, and saves again after the page draws it afresh", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    const checkIn = futureDate(testInfo.project.name === "phone" ? 410 : 420);
    const checkOut = futureDate(testInfo.project.name === "phone" ? 412 : 422);
    const created = await page.request.post("/api/stays", {
      data: {
        roomId: 1,
        checkIn: checkIn.iso,
        checkOut: checkOut.iso,
        guests: 1,
        source: "direct",
        leadGuest: { name: unique("Nicolò D'Angelo", testInfo.project.name) },
        language: "it",
        override: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stay = (await created.json()) as { id: number };
    const PESCARA = "413068028";
    const ITALY = "100000100";
    const entered = await page.request.put(`/api/stays/${stay.id}/guests`, {
      data: {
        partyType: null,
        guests: [
          {
            surname: "D'Angelo",
            givenName: "Nicolò",
            sex: "M",
            birthDate: "1985-04-12",
            birthCountry: ITALY,
            birthPlace: PESCARA,
            citizenship: ITALY,
            residenceCountry: ITALY,
            residencePlace: PESCARA,
            documentType: "IDENT",
            documentNumber: "CA12345AB",
            documentIssuePlace: PESCARA,
          },
        ],
      },
    });
    expect(entered.status(), await entered.text()).toBe(200);
    const puts: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "PUT" && new URL(req.url()).pathname === `/api/stays/${stay.id}/guests`) puts.push(req.url());
    });

    // Loaded as a document: React hydrates the server's element, and the island still gets its `send`.
    await page.goto(`/admin/arrivi/${stay.id}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Ospiti e documenti" });
    await section.getByText("Inserisci o correggi i dati degli ospiti").click();
    const island = section.locator("guests-form-island");
    await expect(island).toHaveCount(1);
    expect(await island.evaluate((el) => el instanceof customElements.get("guests-form-island")!)).toBe(true);
    const form = island.getByRole("form", { name: "Inserisci o correggi i dati degli ospiti" });
    const save = form.getByRole("button", { name: "Salva i dati degli ospiti" });
    // Disabled in the server's HTML: enabled only by the island, once it runs.
    await expect(save).toBeEnabled();

    const lead = form.getByRole("group", { name: "Ospite 1 (chi prenota)" });
    const list = section.getByRole("listitem").first();
    for (const [round, given] of ["Nicolò Primo", "Nicolò Secondo"].entries()) {
      await lead.getByLabel("Nome", { exact: true }).fill(given);
      await save.click();
      await expectToast(page, "Dati degli ospiti salvati");
      // The stay read again: the list says what was saved, and a new island draws the form with it.
      await expect(list).toContainText(`D'Angelo ${given}`);
      await expect(lead.getByLabel("Nome", { exact: true })).toHaveValue(given);
      await expect(save).toBeEnabled();
      expect(puts).toHaveLength(round + 1);
    }
    await expect(island).toHaveCount(1);
    const stored = (await (await page.request.get(`/api/stays/${stay.id}/guests`)).json()) as { guests: { givenName: string }[] };
    expect(stored.guests[0]!.givenName).toBe("Nicolò Secondo");
    expect(errors).toEqual([]);
    await page.request.delete(`/api/stays/${stay.id}`);
  });
});
