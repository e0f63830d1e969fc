import { expect, test, type Locator } from "@playwright/test";

import { startLoopbackPortal } from "../../setup/alloggiati-portal";
import { collectErrors, expectNoAxeViolations, waitForHydration } from "../helpers";
import { addDays, skipConsent, todayInItaly } from "../site/form-helpers";
import { expectToast } from "./admin-helpers";

/**
 * The police report from the guests' phones to the receipt, against the tests' own portal on the
 * port the e2e server is pointed at: two friends fill in the check-in as individuals, their names
 * in Russian letters and their passports' Latin spelling; on the arrival day the owner records
 * that she identified them by video call; with "Invia da solo" on, the stay goes to the portal by
 * itself; the next day (the portal's clock moved on) she fetches the day's receipt and opens it.
 */

const ADMIN = { username: "admin", password: "e2e-password-123" };
const ACCOUNT = { username: "casabrezza", password: "portal-password-1", wsKey: "ws-key-0123456789" };
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3211) + 1;
const shown = (iso: string) => iso.split("-").reverse().join("/");

async function choosePlace(group: Locator, label: string, typed: string, option: string) {
  const box = group.getByRole("combobox", { name: label, exact: true });
  await box.fill(typed);
  await group.getByRole("listbox", { name: label, exact: true }).getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

test("two friends check in in Russian letters, the owner identifies them by video, the site reports them and keeps the receipt", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // a whole party, a wait for the automatic sending, a receipt
  const portal = await startLoopbackPortal(ACCOUNT, { port: PORTAL_PORT });
  const today = todayInItaly();
  const phone = testInfo.project.name === "phone";
  const tag = phone ? "A" : "B";
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  let stayId: number | undefined;
  try {
    const account = await page.request.put("/api/settings/police-portal", { data: { ...ACCOUNT, autoSend: true } });
    expect(account.status(), await account.text()).toBe(200);
    const created = await page.request.post("/api/stays", {
      data: {
        roomId: phone ? 3 : 4,
        checkIn: today,
        checkOut: addDays(today, 2),
        guests: 2,
        source: "direct",
        leadGuest: { name: `Sergei Sokolov ${tag}` },
        language: "en",
        override: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stay = (await created.json()) as { id: number; checkInUrl: string };
    stayId = stay.id;

    // The guests, on a phone of their own: no owner's session there.
    const guests = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
    const guestPage = await guests.newPage();
    const errors = collectErrors(guestPage);
    await skipConsent(guestPage);
    await guestPage.goto(new URL(stay.checkInUrl).pathname);
    await waitForHydration(guestPage);
    await guestPage.getByRole("group", { name: "You are travelling as" }).getByRole("radio", { name: "Individuals" }).check();
    const friends = [
      { group: "Guest 1 (lead guest)", surname: "Соколов", given: "Сергей", latin: ["SOKOLOV", "SERGEY"], sex: "Male", born: "1987-04-12" },
      { group: "Guest 2", surname: "Орлова", given: "Мария", latin: ["ORLOVA", "MARIIA"], sex: "Female", born: "1989-09-30" },
    ];
    for (const [i, friend] of friends.entries()) {
      const guest = guestPage.getByRole("group", { name: friend.group, exact: true });
      await guest.getByLabel("Surname", { exact: true }).fill(friend.surname);
      await guest.getByLabel("Given name", { exact: true }).fill(friend.given);
      const surnameLatin = guest.getByLabel("Surname in Latin letters", { exact: true });
      await expect(surnameLatin).toHaveValue(friend.latin[0]!);
      // The passport's Latin line is what the police get: corrected where it differs from the suggestion.
      const givenLatin = guest.getByLabel("Given name in Latin letters", { exact: true });
      await expect(givenLatin).not.toHaveValue("");
      await givenLatin.fill(friend.latin[1]!);
      await guest.getByRole("radio", { name: friend.sex, exact: true }).check();
      await guest.getByLabel("Date of birth", { exact: true }).fill(friend.born);
      await choosePlace(guest, "Country of birth", "Russ", "Russian Federation");
      await choosePlace(guest, "Citizenship", "Russ", "Russian Federation");
      await choosePlace(guest, "Country of residence", "Russ", "Russian Federation");
      await guest.getByLabel("Document type", { exact: true }).selectOption({ label: "Passport" });
      await guest.getByLabel("Document number", { exact: true }).fill(`76${tag === "A" ? 1 : 2}00000${i}`);
      await choosePlace(guest, "Place of issue", "Russ", "Russian Federation");
    }
    await expectNoAxeViolations(guestPage, "the check-in of two friends in Russian letters");
    await guestPage.getByRole("button", { name: "Send the details" }).click();
    await expect(guestPage.getByRole("status").filter({ hasText: "Thank you! We have received the details." })).toBeVisible();
    expect(errors).toEqual([]);
    await guests.close();

    // The owner, on the arrival day, on the stay's page: the guests as they typed them, then the check.
    await page.goto(`/admin/arrivi/${stay.id}`);
    await waitForHydration(page);
    await expect(page.getByText("Соколов Сергей")).toBeVisible();
    await expect(page.getByText(/SOKOLOV SERGEY/)).toBeVisible();
    const identity = page.getByRole("group", { name: "Identità degli ospiti" });
    await identity.getByRole("button", { name: "Identità verificata in videochiamata" }).click();
    await expectToast(page, "Identità segnata come verificata");
    // Done: how, when and by whom, in place of the two buttons.
    await expect(page.getByText(/^Identità verificata in videochiamata il .*, da admin\.$/)).toBeVisible();
    await expectNoAxeViolations(page, "the stay identified by video");

    // Sent by itself: the identity check nudges the automatic sending.
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/stays/${stay.id}`)).json()) as { policeSentAt: string | null }).policeSentAt,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();
    const records = portal.stored.filter((s) => /SOKOLOV|ORLOVA/.test(s.record)).map((s) => s.record);
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record).toHaveLength(168);
      expect(record.slice(0, 2)).toBe("16");
    }
    expect(records.some((r) => r.slice(14, 64).trimEnd() === "ORLOVA" && r.slice(64, 94).trimEnd() === "MARIIA")).toBe(true);

    await page.goto(`/admin/adempimenti?giorno=${today}`);
    await waitForHydration(page);
    const arrivals = page.getByRole("region", { name: `Arrivi del ${shown(today)}` });
    await expect(arrivals.getByRole("listitem").filter({ hasText: `Sergei Sokolov ${tag}` })).toContainText("Inviato");

    // The next morning for the portal: the day's receipt exists, she fetches and opens it.
    portal.advance(24 * 3600_000);
    const receipts = page.getByRole("region", { name: "Ricevute del portale" });
    const fetchForm = receipts.getByRole("form", { name: "Scarica dal portale" });
    await fetchForm.getByLabel("Giorno di invio").fill(today);
    await fetchForm.getByRole("button", { name: "Scarica ricevuta" }).click();
    await expectToast(page, "Ricevuta scaricata e conservata", `Invii del ${shown(today)}`);
    const kept = receipts.getByRole("listitem").filter({ hasText: `Invii del ${shown(today)}` });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      kept.getByRole("link", { name: `Apri la ricevuta degli invii del ${shown(today)} (PDF)` }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(portal.receiptOf(today)!)).toBe(true);
    await expectNoAxeViolations(page, "Questura with the day's receipt");
  } finally {
    // The journeys share one server: the automatic sending goes off again, the portal away.
    await page.request.put("/api/settings/police-portal", { data: { username: ACCOUNT.username, autoSend: false } });
    if (stayId) await page.request.delete(`/api/stays/${stayId}`);
    await portal.close();
  }
});
