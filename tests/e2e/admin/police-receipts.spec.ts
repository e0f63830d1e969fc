import { expect, test } from "@playwright/test";

import { startLoopbackPortal } from "../../setup/alloggiati-portal";
import { expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { expectToast, openPanel } from "./admin-helpers";

/**
 * "Adempimenti → Questura → Ricevute del portale", end to end against the tests' own portal on
 * the port the e2e server is pointed at: a day's receipt fetched from the portal, one uploaded
 * for a day sent by hand (a missing file refused first), each listed and opened as its PDF.
 */

const ACCOUNT = { username: "casabrezza", password: "portal-password-1", wsKey: "ws-key-0123456789" };
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3211) + 1;
/** How the panel prints a calendar day: DD/MM/YYYY. */
const shown = (iso: string) => iso.split("-").reverse().join("/");

test("the owner fetches a day's receipt, uploads one for a day sent by hand, and opens them", async ({ page }, testInfo) => {
  const portal = await startLoopbackPortal(ACCOUNT, { port: PORTAL_PORT });
  try {
    const yesterday = addDays(todayInItaly(), -1);
    // Each size its own day sent by hand: the journeys share one server.
    const byHand = addDays(todayInItaly(), testInfo.project.name === "phone" ? -3 : -4);
    portal.stored.push({ day: yesterday, record: "16".padEnd(168, " ") });
    await openPanel(page, "Adempimenti");
    const account = await page.request.put("/api/settings/police-portal", { data: ACCOUNT });
    expect(account.status(), await account.text()).toBe(200);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const card = page.getByRole("region", { name: "Ricevute del portale" });
    const fetchForm = card.getByRole("form", { name: "Scarica dal portale" });
    await expect(fetchForm.getByLabel("Giorno di invio")).toHaveValue(yesterday);
    await fetchForm.getByRole("button", { name: "Scarica ricevuta" }).click();
    await expectToast(page, "Ricevuta scaricata e conservata", `Invii del ${shown(yesterday)}`);
    const fetched = card.getByRole("listitem").filter({ hasText: `Invii del ${shown(yesterday)}` });
    await expect(fetched).toContainText("scaricata dal portale il");

    // A day the portal holds nothing for: the portal's answer, in the owner's words.
    await fetchForm.getByLabel("Giorno di invio").fill(addDays(todayInItaly(), -10));
    await fetchForm.getByRole("button", { name: "Scarica ricevuta" }).click();
    await expectToast(page, "Errore", /non ha ancora una ricevuta per quel giorno/);

    const uploadForm = card.getByRole("form", { name: "Carica una ricevuta" });
    await uploadForm.getByLabel("Giorno di invio").fill(byHand);
    await uploadForm.getByRole("button", { name: "Carica ricevuta" }).click();
    const file = uploadForm.getByLabel("File PDF della ricevuta");
    await expect(file).toHaveAccessibleDescription(/Scegli il file PDF della ricevuta/);
    await expect(file).toBeFocused();
    const pdf = Buffer.from("%PDF-1.4\n% a receipt downloaded from the portal\n%%EOF\n", "latin1");
    await file.setInputFiles({ name: "ricevuta.pdf", mimeType: "application/pdf", buffer: pdf });
    await uploadForm.getByRole("button", { name: "Carica ricevuta" }).click();
    await expectToast(page, "Ricevuta caricata e conservata", `Invii del ${shown(byHand)}`);
    const uploaded = card.getByRole("listitem").filter({ hasText: `Invii del ${shown(byHand)}` });
    await expect(uploaded).toContainText("caricata il");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      uploaded.getByRole("link", { name: `Apri la ricevuta degli invii del ${shown(byHand)} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ricevuta-alloggiati-${byHand}.pdf`);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

    await expect(card).toContainText("Tabelle dei codici (comuni, stati, documenti)");
    await expectNoAxeViolations(page, "the receipts card");
    await card.screenshot({ path: testInfo.outputPath(`receipts-${testInfo.project.name}.png`) });
  } finally {
    await portal.close();
  }
});
