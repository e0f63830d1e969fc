import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel, unique } from "./admin-helpers";

/**
 * "Adempimenti → Questura", end to end: a party arriving today whose data is in, the owner ticks
 * the in-person check, downloads the day's file for Alloggiati Web and marks it sent.
 */
test("the owner checks the documents, downloads the day's police file and marks it sent", async ({ page }, testInfo) => {
  const surname = unique("Ferri", testInfo.project.name).replace(/[^A-Za-z]/g, "");
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  const created = await page.request.post("/api/stays", {
    data: {
      roomId: testInfo.project.name === "phone" ? 3 : 4,
      checkIn: todayInItaly(),
      checkOut: addDays(todayInItaly(), 2),
      guests: 1,
      source: "direct",
      leadGuest: { name: `Lucia ${surname}` },
      language: "it",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const guests = await page.request.put(`/api/stays/${id}/guests`, {
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

  await openPanel(page, "Adempimenti");
  const today = page.getByRole("region", { name: /^Arrivi del/ }).first();
  const item = today.getByRole("listitem").filter({ hasText: `Lucia ${surname}` });
  await expect(item).toContainText("Da verificare di persona");
  await expectNoAxeViolations(page, "Adempimenti → Questura");

  await item.getByRole("button", { name: `Segna che hai visto di persona il documento degli ospiti di Lucia ${surname}` }).click();
  await expectToast(page, "Documento segnato come verificato");
  await expect(item).toContainText("Pronto da inviare");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    today.getByRole("link", { name: "Scarica il file per Alloggiati Web" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`alloggiati-${todayInItaly()}.txt`);
  const file = await (await download.createReadStream()).toArray();
  const records = Buffer.concat(file).toString("latin1").split("\r\n");
  const ours = records.find((r) => r.includes(surname.toUpperCase()));
  expect(ours).toHaveLength(168);
  expect(ours!.slice(0, 2)).toBe("16");

  await today.getByLabel("Numero della ricevuta (facoltativo)").fill("R-42");
  await today.getByRole("button", { name: "Segna come inviati" }).click();
  await expectToast(page, "Invio registrato");
  await expect(item).toContainText("Inviato");
  await expect(today).toContainText("ricevuta R-42");
  await expectNoAxeViolations(page, "Adempimenti → Questura after sending");
});
