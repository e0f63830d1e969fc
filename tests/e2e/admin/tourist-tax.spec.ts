import { expect, test, type Page } from "@playwright/test";

import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers";
import { todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel, openTab, unique } from "./admin-helpers";

/**
 * The tourist tax from the owner's side: in Impostazioni she fills the form with Pescara's
 * regulation, turns the tax on and saves it; then in Adempimenti she records the payment of the
 * last quarter that ended, finds it in the quarters' table and in the list, and takes it off again.
 * The settings and payments are shared by every journey on the server: both are put back at the end.
 */

type Settings = { enabled: boolean; rules: unknown[]; exemptResidents: boolean };
type YearFigures = { quarters: { quarter: string; paid: number }[] };
type Payment = { id: number; reference: string };

const money = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

/** "2026-Q3" for a day in the fourth quarter of 2026; the previous year's fourth in the first. */
function lastEndedQuarter(today: string): string {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}

/** The last day of the quarter `today` is in, and the day after. */
function quarterLastNight(today: string): { checkIn: string; checkOut: string } {
  const year = Number(today.slice(0, 4));
  const lastMonth = (Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1) * 3;
  const next = new Date(Date.UTC(year, lastMonth, 1));
  const last = new Date(next.getTime() - 86_400_000);
  return { checkIn: last.toISOString().slice(0, 10), checkOut: next.toISOString().slice(0, 10) };
}

const taxCard = (page: Page) => page.getByRole("region", { name: "Imposta di soggiorno" });

async function expectPescaraRule(page: Page): Promise<void> {
  const rule = taxCard(page).getByRole("group", { name: "Regola 1" });
  await expect(rule.getByLabel("In vigore dal")).toHaveValue("2016-01-01");
  await expect(rule.getByLabel("Tariffa in alta stagione")).toHaveValue("1,00");
  await expect(rule.getByLabel("Tariffa in bassa stagione")).toHaveValue("1,00");
  await expect(rule.getByLabel("Notti tassate al massimo")).toHaveValue("7");
  await expect(rule.getByLabel("Esenti sotto i")).toHaveValue("12");
  await expect(rule.getByLabel("Esenti dai")).toHaveValue("70");
  await expect(taxCard(page).getByLabel("Esenti i residenti nel Comune della struttura")).toBeChecked();
}

test("the owner applies Pescara's regulation, turns the tax on, and records a quarter's payment to the Comune", async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await openPanel(page, "Impostazioni");
  const original = (await (await page.request.get("/api/settings/tourist-tax")).json()) as Settings;
  const quarter = lastEndedQuarter(todayInItaly());
  const [year, q] = [quarter.slice(0, 4), quarter.slice(6)];
  const reference = unique("CRO", testInfo.project.name);
  let paymentId: number | undefined;
  let stayId: number | undefined;
  try {
    // A stay arriving in the quarter the tab opens on, so that its table of stays is drawn (and checked) too.
    const night = quarterLastNight(todayInItaly());
    const room = (await (await page.request.get("/api/rooms/quattro")).json()) as { id: number };
    const stay = await page.request.post("/api/stays", {
      data: { roomId: room.id, ...night, guests: 2, source: "direct", leadGuest: { name: reference }, language: "it", override: true },
    });
    expect(stay.status(), await stay.text()).toBe(201);
    stayId = ((await stay.json()) as { id: number }).id;
    const card = taxCard(page);
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, "Impostazioni with Imposta di soggiorno");

    await card.getByRole("button", { name: "Usa il regolamento di Pescara (2016)" }).click();
    await expect(card.getByRole("status")).toHaveText(/Regolamento di Pescara inserito/);
    await expectPescaraRule(page);
    await card.getByLabel("Applica l'imposta di soggiorno").check();
    await card.getByRole("button", { name: "Salva imposta di soggiorno" }).click();
    await expectToast(page, "Imposta di soggiorno salvata");

    await page.reload();
    await waitForHydration(page);
    await expect(taxCard(page).getByLabel("Applica l'imposta di soggiorno")).toBeChecked();
    await expectPescaraRule(page);
    await expect(taxCard(page).getByText("Modifiche non salvate")).toHaveCount(0);

    // Adempimenti → Imposta di soggiorno, on the year of the quarter to pay.
    await openTab(page, "Adempimenti");
    await page.getByRole("link", { name: "Imposta di soggiorno" }).click();
    await expect(page).toHaveURL(/\/admin\/adempimenti\/imposta/);
    const payments = page.getByRole("region", { name: /^Versamenti al Comune/ });
    await payments.getByLabel("Anno", { exact: true }).selectOption(year);
    await payments.getByRole("button", { name: "Mostra" }).click();
    await expect(page).toHaveURL(new RegExp(`anno=${year}`));
    await expect(page.getByRole("heading", { name: `Versamenti al Comune, ${year}` })).toBeVisible();
    await expect(page.getByText(reference).filter({ visible: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, "Adempimenti › Imposta di soggiorno");

    const figures = (await (await page.request.get(`/api/reports/tourist-tax/year?year=${year}`)).json()) as YearFigures;
    const paidBefore = figures.quarters.find((x) => x.quarter === quarter)!.paid;
    const cents = 1000 + (Date.now() % 9000);
    const form = page.getByRole("form", { name: "Registra un versamento" });
    await expect(form.getByLabel("Trimestre")).toHaveValue(quarter);
    await form.getByLabel("Importo versato").fill((cents / 100).toFixed(2).replace(".", ","));
    await expect(form.getByLabel("Data del versamento")).toHaveValue(todayInItaly());
    await form.getByLabel("Riferimento").fill(reference);
    await form.getByRole("button", { name: "Registra versamento" }).click();
    await expectToast(page, "Versamento registrato");
    const listed = (await (await page.request.get(`/api/tourist-tax/payments?year=${year}`)).json()) as Payment[];
    paymentId = listed.find((p) => p.reference === reference)?.id;
    expect(paymentId).toBeDefined();

    const quarters = page.getByRole("region", { name: `Trimestri del ${year}: imposta dovuta, riscossa e versata` });
    const quarterRow = quarters.getByRole("row").filter({ hasText: `${q}º trimestre` });
    await expect(quarterRow).toContainText(money.format((Math.round(paidBefore * 100) + cents) / 100));
    const recorded = page.getByRole("list", { name: `Versamenti registrati per il ${year}` });
    const row = recorded.getByRole("listitem").filter({ hasText: reference });
    await expect(row).toContainText(`${q}º trimestre ${year}`);
    await expect(row).toContainText(money.format(cents / 100));

    // Recorded by mistake: taken off again, after the confirmation.
    await row.getByRole("button", { name: /^Elimina/ }).click();
    const dialog = page.getByRole("dialog", { name: "Eliminare il versamento?" });
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expectToast(page, "Versamento eliminato");
    await expect(row).toHaveCount(0);
    paymentId = undefined;
    expect(errors).toEqual([]);
  } finally {
    if (paymentId !== undefined) await page.request.delete(`/api/tourist-tax/payments/${paymentId}`);
    if (stayId !== undefined) await page.request.delete(`/api/stays/${stayId}`);
    const restored = await page.request.put("/api/settings/tourist-tax", { data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
