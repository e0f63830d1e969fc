import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { startLoopbackRegion } from "../../setup/ross1000-region";
import { expectNoAxeViolations, waitForHydration } from "../helpers";
import { apiRoom, expectToast, openPanel } from "./admin-helpers";

/**
 * "Adempimenti → ISTAT", against the region's service of the tests' own on loopback: the account
 * saved (a wrong structure code refused under its field, the password never shown back), a month
 * refused while a stay's guests are missing, then sent whole once they are entered, and a guest
 * the region refuses shown under its day in the region's words. "Invia da solo" stays off: the
 * journeys share one server.
 */

const ACCOUNT = { username: "struttura-e2e", password: "segreta-della-regione" };
const ABRUZZO = "https://app.regione.abruzzo.it/Turismo5/ws/checkinV2";
const ITALY = "100000100";
const PESCARA = "413068028";
const MILANO = "403015146";

const monthName = (month: string) =>
  new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const shown = (iso: string) => iso.split("-").reverse().join("/");

/**
 * Two months of their own, years ahead, for each project and run: the shared database's other
 * stays never fall in them, and the region's days of one project are not the other's.
 */
function monthsOf(project: string): [string, string] {
  const year = new Date().getUTCFullYear() + 3 + Math.floor(Math.random() * 5);
  const first = (project === "phone" ? 1 : 7) + 2 * Math.floor(Math.random() * 3);
  const month = (m: number) => `${year}-${String(m).padStart(2, "0")}`;
  return [month(first), month(first + 1)];
}

async function newStay(request: APIRequestContext, roomId: number, leadName: string, checkIn: string, checkOut: string) {
  const created = await request.post("/api/stays", {
    data: { roomId, checkIn, checkOut, guests: 1, source: "direct", leadGuest: { name: leadName }, language: "it", override: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function enterGuest(request: APIRequestContext, stayId: number, surname: string, residencePlace: string) {
  const res = await request.put(`/api/stays/${stayId}/guests`, {
    data: {
      partyType: null,
      guests: [
        {
          surname,
          givenName: "Giulia",
          sex: "F",
          birthDate: "1984-03-09",
          birthCountry: ITALY,
          birthPlace: residencePlace,
          citizenship: ITALY,
          residenceCountry: ITALY,
          residencePlace,
          documentType: "IDENT",
          documentNumber: "CA54321ZZ",
          documentIssuePlace: residencePlace,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openMonth(page: Page, month: string) {
  await page.goto(`/admin/adempimenti/istat?mese=${month}`);
  await waitForHydration(page);
}

test("the owner saves the region's account and sends a month, seeing each day the region refused", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const region = await startLoopbackRegion(ACCOUNT);
  const project = testInfo.project.name;
  const code = `E2E-${project}-${Date.now().toString(36)}`.slice(0, 30);
  const [monthA, monthB] = monthsOf(project);
  const made: number[] = [];
  try {
    await openPanel(page, "Adempimenti");
    const before = (await (await page.request.get("/api/settings/istat")).json()) as { configured: boolean };
    const uno = await apiRoom(page, "uno");
    const due = await apiRoom(page, "due");
    const complete = await newStay(page.request, uno.id, `Giulia Verdi ${project}`, `${monthA}-05`, `${monthA}-08`);
    made.push(complete);
    await enterGuest(page.request, complete, "Verdi", PESCARA);
    const missing = await newStay(page.request, due.id, `Paolo Neri ${project}`, `${monthA}-12`, `${monthA}-14`);
    made.push(missing);
    await openMonth(page, monthA);

    // The account: a wrong code refused under its field, then saved; the password written only.
    const card = page.getByRole("region", { name: "Servizio ISTAT della Regione" });
    const form = card.getByRole("form", { name: "Servizio ISTAT della Regione" });
    if (!before.configured) {
      await expect(card).toContainText("Collegamento non configurato");
      await expect(form.getByLabel("Indirizzo del servizio")).toHaveValue(ABRUZZO);
    }
    await form.getByLabel("Codice struttura").fill("codice sbagliato!");
    await form.getByLabel("Indirizzo del servizio").fill(region.url);
    await form.getByLabel("Utente", { exact: true }).fill(ACCOUNT.username);
    await form.getByLabel(/^Password/).fill(ACCOUNT.password);
    await form.getByLabel(uno.name, { exact: true }).fill("3");
    const autoSend = form.getByRole("checkbox", { name: "Invia da solo ogni mattina il giorno prima" });
    await expect(autoSend).not.toBeChecked();
    await form.getByRole("button", { name: "Salva" }).click();
    // The focus goes to the field to correct (closing the toast moves it on).
    await expect(form.getByLabel("Codice struttura")).toBeFocused();
    await expectToast(page, "Errore", /Dati della Regione non salvati/);
    await expect(form.getByLabel("Codice struttura")).toHaveAccessibleDescription(/Inserisci il codice della struttura/);
    await form.getByLabel("Codice struttura").fill(code);
    // The checkbox answers the keyboard; it goes back off before saving.
    await autoSend.focus();
    await page.keyboard.press("Space");
    await expect(autoSend).toBeChecked();
    await page.keyboard.press("Space");
    await expect(autoSend).not.toBeChecked();
    await form.getByRole("button", { name: "Salva" }).click();
    await expectToast(page, "Dati della Regione salvati");
    await expect(card).toContainText("Collegamento configurato.");
    await expect(form.getByLabel(/^Password/)).toHaveValue("");
    await expect(form.getByLabel(/^Password/)).toHaveAccessibleDescription("Lasciala vuota per tenere quella salvata.");
    await expect(form.getByLabel(uno.name, { exact: true })).toHaveValue("3");

    // The month's figures: departures, days open, bed-nights, and the stay whose guests are missing.
    const figures = page.getByRole("region", { name: new RegExp(`^${monthName(monthA)}$`, "i") });
    await expect(figures.getByRole("columnheader", { name: "Partenze" })).toHaveCount(2);
    await expect(figures).toContainText(`Giorni di apertura:${daysIn(monthA)}`);
    await expect(figures).toContainText("Letti-notte disponibili:");
    const completeLink = `Completa i dati: Paolo Neri ${project}, dal ${shown(`${monthA}-12`)} al ${shown(`${monthA}-14`)}`;
    await expect(figures.getByRole("link", { name: completeLink })).toHaveAttribute("href", `/admin/arrivi/${missing}`);

    // Sent while a stay's guests are missing: refused, the stay named with its link.
    const sending = page.getByRole("region", { name: "Invio alla Regione", exact: true });
    await sending.getByRole("button", { name: "Invia alla Regione" }).click();
    await expectToast(page, "Errore", /Mancano i dati degli ospiti/);
    const alert = sending.getByRole("alert");
    await expect(alert).toContainText("Invio alla Regione non riuscito: Mancano i dati degli ospiti");
    await expect(alert.getByRole("link", { name: completeLink })).toHaveAttribute("href", `/admin/arrivi/${missing}`);
    expect(region.requests).toHaveLength(0);

    // The guests entered, the month goes whole.
    await enterGuest(page.request, missing, "Neri", MILANO);
    await openMonth(page, monthA);
    await expect(sending.getByRole("link", { name: "Scarica il file XML del mese" })).toHaveAttribute(
      "href",
      `/api/reports/istat/movements?from=${monthA}-01&to=${monthA}-${daysIn(monthA)}`,
    );
    const button = sending.getByRole("button", { name: "Invia alla Regione" });
    await button.click();
    const status = sending.getByRole("status");
    await expect(status).toHaveText(`Inviati ${daysIn(monthA)} giorni.`);
    await expect(status.getByText(`Inviati ${daysIn(monthA)} giorni.`)).toBeFocused();
    await expectToast(page, "Invio alla Regione concluso");
    const taken = region.taken.get(code)!;
    expect(taken.size).toBe(daysIn(monthA));
    expect([...taken.keys()][0]).toBe(`${monthA.replace("-", "")}01`);
    expect(taken.get(`${monthA.replace("-", "")}05`)!.arrivals).toHaveLength(1);
    expect(region.arrivals.get(`${missing}-1`)).toBe(`${monthA.replace("-", "")}12`);
    const sent = sending.getByRole("region", { name: `Giorni di ${monthName(monthA)} inviati alla Regione` });
    await expect(sent.getByRole("row")).toHaveCount(daysIn(monthA) + 1);
    await expect(sent.getByRole("row").nth(5)).toContainText("Accettato");
    await expect(sent.getByRole("row").nth(5)).toContainText("da admin");

    // Again: nothing has changed, nothing goes.
    await button.click();
    await expect(status).toHaveText(`Nessun giorno inviato; ${daysIn(monthA)} già accettati e non cambiati.`);
    await expectToast(page, "Invio alla Regione concluso");

    // Another month, where the region refuses a guest: shown under its day, in the region's words.
    const refused = await newStay(page.request, uno.id, `Anna Blu ${project}`, `${monthB}-10`, `${monthB}-13`);
    made.push(refused);
    await enterGuest(page.request, refused, "Blu", PESCARA);
    region.refuse(`${refused}-1`, "ospite già comunicato da un altro programma");
    await openMonth(page, monthB);
    await sending.getByRole("button", { name: "Invia alla Regione" }).click();
    // The departure is refused too: the region never took the arrival.
    await expect(status).toHaveText(`Inviati ${daysIn(monthB)} giorni; 2 con ospiti rifiutati.`);
    await expectToast(page, "Invio alla Regione concluso");
    const problems = sending.getByRole("listitem").filter({ hasText: "Accettato in parte" });
    await expect(problems).toHaveCount(2);
    const arrivalDay = problems.first();
    await expect(arrivalDay).toContainText(`Soggiorno n. ${refused} – ospite 1: ospite già comunicato da un altro programma`);
    await expect(arrivalDay.getByRole("link", { name: `Soggiorno n. ${refused}` })).toHaveAttribute("href", `/admin/arrivi/${refused}`);
    await expect(problems.nth(1)).toContainText(`Soggiorno n. ${refused} – ospite 1: arrivo non comunicato per questo ospite`);
    const sentB = sending.getByRole("region", { name: `Giorni di ${monthName(monthB)} inviati alla Regione` });
    const row = sentB.getByRole("row").filter({ hasText: "Accettato in parte" }).first();
    await expect(row).toContainText("ospite già comunicato da un altro programma");
    await expectNoAxeViolations(page, "ISTAT with a guest the region refused");
    // The tables scroll in their own boxes: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  } finally {
    // The journeys share one server: the other journeys find their own stays only.
    for (const id of made) await page.request.delete(`/api/stays/${id}`);
    await region.close();
  }
});
