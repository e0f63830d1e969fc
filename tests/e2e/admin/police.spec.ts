import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";

import { expectNoAxeViolations, waitForHydration } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel, unique } from "./admin-helpers";

/**
 * "Adempimenti → Questura", end to end: each stay's deadline with its warnings, a party arriving
 * today identified by a live video call, the day's file for Alloggiati Web and the sending; on a
 * stay's page, the check not offered before the arrival day and the arrival time that moves the
 * deadline.
 */

const HOUR = 3600_000;
/** How the panel prints a calendar day: DD/MM/YYYY. */
const shown = (iso: string) => iso.split("-").reverse().join("/");

/** A stay of the project's room (override: the journeys share it), its guest's data in. */
async function stayWith(
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
  checkIn: string,
  checkOut: string,
  arrivedAt?: Date,
): Promise<number> {
  const created = await request.post("/api/stays", {
    data: {
      roomId: testInfo.project.name === "phone" ? 3 : 4,
      checkIn,
      checkOut,
      guests: 1,
      source: "direct",
      leadGuest: { name },
      language: "it",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const surname = name.split(" ").pop()!;
  const guests = await request.put(`/api/stays/${id}/guests`, {
    data: {
      guests: [
        {
          surname,
          givenName: "Lucia",
          sex: "F",
          birthDate: "1979-03-08",
          birthCountry: "100000100",
          birthPlace: "413068028",
          citizenship: "100000100",
          residenceCountry: "100000100",
          residencePlace: "413068028",
          documentType: "IDELE",
          documentNumber: "CA00000AA",
          documentIssuePlace: "413068028",
        },
      ],
    },
  });
  expect(guests.status(), await guests.text()).toBe(200);
  if (arrivedAt) {
    const arrived = await request.patch(`/api/stays/${id}`, { data: { arrivedAt: arrivedAt.toISOString() } });
    expect(arrived.status(), await arrived.text()).toBe(200);
  }
  return id;
}

test("the owner sees each stay's deadline, identifies a party by video call, downloads the day's file and marks it sent", async ({
  page,
}, testInfo) => {
  const surname = unique("Ferri", testInfo.project.name).replace(/[^A-Za-z]/g, "");
  const today = todayInItaly();
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  await stayWith(page.request, testInfo, `Lucia ${surname}`, today, addDays(today, 2));
  // Arrived 23 hours ago (two nights: 24 hours to report), and 25 hours ago the day before.
  await stayWith(page.request, testInfo, `Lucia ${surname}Presto`, today, addDays(today, 2), new Date(Date.now() - 23 * HOUR));
  await stayWith(page.request, testInfo, `Lucia ${surname}Tardi`, addDays(today, -1), addDays(today, 1), new Date(Date.now() - 25 * HOUR));

  await openPanel(page, "Adempimenti");
  const arrivals = page.getByRole("region", { name: /^Arrivi del/ });
  const todays = arrivals.first();
  const item = todays
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Apri il soggiorno di Lucia ${surname}`, exact: true }) });
  await expect(item).toContainText("Identità da verificare");
  // Arrival at the start of check-in (15:00), two nights: 24 hours.
  await expect(item).toContainText("Da inviare entro le 15:00 di domani");
  await expect(item).not.toContainText("Scade a breve");
  await expect(todays.getByRole("listitem").filter({ hasText: `Lucia ${surname}Presto` })).toContainText("Scade a breve");
  const late = arrivals
    .nth(1)
    .getByRole("listitem")
    .filter({ hasText: `Lucia ${surname}Tardi` });
  await expect(late).toContainText("In ritardo");
  await expect(page.getByRole("alert").filter({ hasText: "Da comunicare subito alla Questura" })).toContainText(`Lucia ${surname}Tardi`);
  await expectNoAxeViolations(page, "Adempimenti → Questura, with warnings");

  const identity = item.getByRole("group", { name: "Identità degli ospiti" });
  await expect(identity.getByRole("button")).toHaveText(["Identità verificata di persona", "Identità verificata in videochiamata"]);
  await identity.getByRole("button", { name: "Identità verificata in videochiamata" }).focus();
  await page.keyboard.press("Enter");
  await expectToast(page, "Identità segnata come verificata");
  await expect(item).toContainText("Pronto da inviare");
  await expect(item).toContainText(/Identità verificata in videochiamata il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}, da admin\./);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    todays.getByRole("link", { name: "Scarica il file per Alloggiati Web" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`alloggiati-${today}.txt`);
  const file = await (await download.createReadStream()).toArray();
  const records = Buffer.concat(file).toString("latin1").split("\r\n");
  const ours = records.find((r) => r.includes(surname.toUpperCase()));
  expect(ours).toHaveLength(168);
  expect(ours!.slice(0, 2)).toBe("16");

  await todays.getByLabel("Numero della ricevuta (facoltativo)").fill("R-42");
  await todays.getByRole("button", { name: "Segna come inviati" }).click();
  await expectToast(page, "Invio registrato");
  await expect(item).toContainText("Inviato");
  await expect(item).not.toContainText("Da inviare entro");
  await expect(item.getByRole("button", { name: "Togli la verifica" })).toHaveCount(0);
  await expect(todays).toContainText("ricevuta R-42");
  await expectNoAxeViolations(page, "Adempimenti → Questura after sending");
});

test("on a stay's page: no identity check before the arrival day, and the arrival time moves the deadline", async ({ page }, testInfo) => {
  const name = `Lucia ${unique("Domani", testInfo.project.name).replace(/[^A-Za-z]/g, "")}`;
  const tomorrow = addDays(todayInItaly(), 1);
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  const id = await stayWith(page.request, testInfo, name, tomorrow, addDays(tomorrow, 1));

  await page.goto(`/admin/arrivi/${id}`);
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Ospiti e documenti" });
  const identity = section.getByRole("group", { name: "Identità degli ospiti" });
  await expect(identity).toContainText(`potrai segnarlo dal ${shown(tomorrow)}, il giorno di arrivo`);
  await expect(identity.getByRole("button")).toHaveCount(0);

  const arrival = section.getByRole("form", { name: "Ora di arrivo" });
  // One night, from 15:00: 6 hours.
  await expect(arrival).toContainText(`Schedine da inviare alla Questura entro le 21:00 di domani.`);
  await arrival.getByLabel(`Ora di arrivo del ${shown(tomorrow)}`).fill("22:30");
  await arrival.getByRole("button", { name: "Salva l'ora di arrivo" }).click();
  await expectToast(page, "Ora di arrivo salvata");
  await expect(arrival).toContainText(`Arrivo registrato il ${shown(tomorrow)} alle 22:30.`);
  await expect(arrival).toContainText(`Schedine da inviare alla Questura entro le 04:30 del ${shown(addDays(tomorrow, 1))}.`);
  await expectNoAxeViolations(page, "a stay's page before its arrival day");

  // Empty, saved: the deadline runs from the check-in hours again.
  await arrival.getByLabel(`Ora di arrivo del ${shown(tomorrow)}`).fill("");
  await arrival.getByRole("button", { name: "Salva l'ora di arrivo" }).click();
  await expectToast(page, "Ora di arrivo salvata");
  await expect(arrival).not.toContainText("Arrivo registrato");
  await expect(arrival).toContainText("entro le 21:00 di domani.");
});
