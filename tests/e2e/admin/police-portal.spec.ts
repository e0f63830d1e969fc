import { expect, test, type APIRequestContext } from "@playwright/test";

import { startLoopbackPortal } from "../../setup/alloggiati-portal";
import { expectNoAxeViolations, waitForHydration } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel, unique } from "./admin-helpers";

/**
 * "Adempimenti → Questura → Invio automatico alla Questura", against the tests' own portal on the
 * port the e2e server is pointed at: the account saved (the password never shown back), the
 * connection tried, a day sent with "Invia alla Questura", and a day the portal refuses, shown
 * under its stay. "Invia da solo" stays off: the journeys share one server.
 */

const ACCOUNT = { username: "casabrezza", password: "portal-password-1", wsKey: "ws-key-0123456789" };
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3211) + 1;
const shown = (iso: string) => iso.split("-").reverse().join("/");

async function checkedStay(request: APIRequestContext, roomId: number, name: string, surname: string, checkIn: string) {
  const created = await request.post("/api/stays", {
    data: {
      roomId,
      checkIn,
      checkOut: addDays(checkIn, 3),
      guests: 1,
      source: "direct",
      leadGuest: { name },
      language: "it",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const guests = await request.put(`/api/stays/${id}/guests`, {
    data: {
      guests: [
        {
          surname,
          givenName: "Marta",
          sex: "F",
          birthDate: "1981-05-20",
          birthCountry: "100000100",
          birthPlace: "413068028",
          citizenship: "100000100",
          residenceCountry: "100000100",
          residencePlace: "413068028",
          documentType: "IDELE",
          documentNumber: "CA11111MM",
          documentIssuePlace: "413068028",
        },
      ],
    },
  });
  expect(guests.status(), await guests.text()).toBe(200);
  const checked = await request.post(`/api/stays/${id}/identity-checked`, { data: { method: "in-person" } });
  expect(checked.status(), await checked.text()).toBe(200);
  return id;
}

test("the owner saves the portal's account, tries it, and sends a day's guests from the panel", async ({ page }, testInfo) => {
  const portal = await startLoopbackPortal(ACCOUNT, { port: PORTAL_PORT });
  const made: number[] = [];
  try {
    const phone = testInfo.project.name === "phone";
    const surname = unique("Serra", testInfo.project.name).replace(/[^A-Za-z]/g, "");
    const today = todayInItaly();
    // Three days ago: a day the portal no longer takes (only today's and yesterday's arrivals).
    const old = addDays(today, phone ? -3 : -4);
    await openPanel(page, "Adempimenti");
    made.push(await checkedStay(page.request, phone ? 1 : 2, `Marta ${surname}`, surname, today));
    const oldId = await checkedStay(page.request, phone ? 1 : 2, `Marta ${surname}Vecchia`, `${surname}Vecchia`, old);
    made.push(oldId);
    await page.reload();
    await waitForHydration(page);

    const card = page.getByRole("region", { name: "Invio automatico alla Questura" });
    const form = card.getByRole("form", { name: "Invio automatico alla Questura" });
    await form.getByLabel("Utente del portale").fill(ACCOUNT.username);
    await form.getByLabel(/^Password del portale/).fill(ACCOUNT.password);
    await form.getByLabel(/^Chiave web service/).fill(ACCOUNT.wsKey);
    await expect(form.getByLabel(/^Chiave web service/)).toHaveAccessibleDescription(/menu in alto a destra, «Chiave Web Service»/);
    await expect(form.getByLabel("Invia da solo")).not.toBeChecked();
    await form.getByRole("button", { name: "Salva" }).click();
    await expectToast(page, "Dati del portale salvati");
    await expect(card).toContainText("Collegamento configurato.");
    // Write-only: the inputs are emptied and say that a value is kept.
    await expect(form.getByLabel(/^Password del portale/)).toHaveValue("");
    await expect(form.getByText("(salvata)")).toHaveCount(2);

    await card.getByRole("button", { name: "Prova collegamento" }).click();
    await expectToast(page, "Collegamento riuscito");
    await expect(card.getByRole("status")).toContainText("Collegamento riuscito: il portale ha accettato utente, password e chiave.");
    await expectNoAxeViolations(page, "Questura with the portal's account");

    const todays = page.getByRole("region", { name: `Arrivi del ${shown(today)}` });
    const item = todays
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Apri il soggiorno di Marta ${surname}`, exact: true }) });
    await expect(item).toContainText("Pronto da inviare");
    await todays.getByRole("button", { name: "Invia alla Questura" }).click();
    // The button has gone with nothing left to send: the focus is on the outcome (the toast's closing moves it).
    await expect(todays.getByText("Inviato alla Questura 1 soggiorno.")).toBeFocused();
    await expectToast(page, "Inviati alla Questura");
    await expect(item).toContainText("Inviato");
    expect(portal.stored.filter((s) => s.record.includes(surname.toUpperCase()))).toHaveLength(1);

    await page.goto(`/admin/adempimenti?giorno=${old}`);
    await waitForHydration(page);
    const olds = page.getByRole("region", { name: `Arrivi del ${shown(old)}` });
    await olds.getByRole("button", { name: "Invia alla Questura" }).click();
    await expectToast(page, "Errore", /Data di Arrivo Errata/);
    const refused = olds.getByRole("listitem").filter({ hasText: `Marta ${surname}Vecchia` });
    await expect(refused).toContainText("Rifiutato dal portale Alloggiati Web");
    await expect(refused).toContainText("Ospite 1: Data di Arrivo Errata");
    await expect(olds).toContainText("Il portale ha rifiutato dei dati e non è stato inviato nulla");
    await expectNoAxeViolations(page, "Questura with a refusal of the portal");
    // The portal's long codes wrap: nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // On the stay's page, beside the guest the portal refused.
    await page.goto(`/admin/arrivi/${oldId}`);
    await waitForHydration(page);
    const guest = page.getByRole("listitem").filter({ hasText: `${surname}Vecchia Marta` });
    await expect(guest).toContainText("Rifiutato dal portale: Data di Arrivo Errata");
    await expectNoAxeViolations(page, "a stay's page with a guest the portal refused");
  } finally {
    // The journeys share one server: the day's other journeys find their own arrivals only.
    for (const id of made) await page.request.delete(`/api/stays/${id}`);
    await portal.close();
  }
});
