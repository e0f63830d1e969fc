import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../helpers";
import { addDays, skipConsent, todayInItaly, unique, waitForFillTime } from "../site/form-helpers";
import { expectToast, openPanel } from "./admin-helpers";

/**
 * A verified review, end to end: the owner makes a stay's personal review link, the guest (in
 * German, in a browser of their own) writes the review through it, the owner sees "Soggiorno
 * verificato" in moderation and approves it, and the home page shows the badge in each language.
 */
test("a review written through a stay's link is shown as a verified stay once approved", async ({ page, browser }, testInfo) => {
  test.slow(); // two browsers, three pages, two axe runs
  const title = `Wunderbarer Aufenthalt ${unique(testInfo.project.name)}`;
  await page.request.post("/api/auth/login", { data: { username: "admin", password: "e2e-password-123" } });
  const offset = testInfo.project.name === "phone" ? -20 : -30;
  const created = await page.request.post("/api/stays", {
    data: {
      roomId: 2,
      checkIn: addDays(todayInItaly(), offset),
      checkOut: addDays(todayInItaly(), offset + 2),
      guests: 2,
      source: "booking",
      leadGuest: { name: "Jana Vogel" },
      language: "de",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: stayId } = (await created.json()) as { id: number };
  const guest = await browser.newContext();
  try {
    // The owner makes the link on the stay (the channel gave no e-mail address).
    await page.goto(`/admin/arrivi/${stayId}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Crea il link per la recensione" }).click();
    await expectToast(page, "Link per la recensione creato");
    const link = await page.getByLabel("Link da mandare all'ospite").inputValue();
    expect(link).toMatch(/\/bewertungen\?soggiorno=[A-Za-z0-9_-]{32,}$/);

    // The guest writes the review through it.
    const reader = await guest.newPage();
    await skipConsent(reader);
    await reader.goto(new URL(link).pathname + new URL(link).search);
    await expect(reader.locator("html")).toHaveAttribute("data-hydrated", "true");
    await reader.getByLabel("Name", { exact: true }).fill("Jana Vogel");
    await reader.getByLabel("E-Mail", { exact: true }).fill(`${unique("jana")}@example.com`);
    await reader.getByRole("radiogroup", { name: "Bewertung" }).locator('label[for$="-5"]').click();
    await reader.getByLabel("Titel", { exact: true }).fill(title);
    await reader.getByLabel("Kommentar", { exact: true }).fill("Ein ruhiges Zimmer und ein herrliches Frühstück.");
    await waitForFillTime(reader);
    await reader.getByRole("button", { name: "Bewertung absenden" }).click();
    await expect(reader.getByText("Bewertung gesendet!")).toBeVisible();

    // The owner sees where it comes from, and approves it.
    await openPanel(page, "Recensioni");
    const card = page.getByRole("region", { name: /^In attesa di approvazione/ }).getByRole("article", { name: title });
    await expect(card).toContainText("Soggiorno verificato");
    await expectNoAxeViolations(page, "a verified review in moderation");
    await card.getByRole("button", { name: "Approva" }).click();
    await expectToast(page, "Recensione approvata");

    // Everyone sees the badge, in their language.
    for (const [path, badge] of [
      ["/", "Soggiorno verificato"],
      ["/?lang=de", "Verifizierter Aufenthalt"],
    ] as const) {
      await reader.goto(path);
      const shown = reader.getByRole("listitem").filter({ hasText: title });
      await expect(shown).toContainText(badge);
    }
    await expectNoAxeViolations(reader, "home with a verified review");
    const published = (await (await page.request.get("/api/reviews")).json()) as { title: string; verified: boolean }[];
    expect(published.find((r) => r.title === title)?.verified).toBe(true);
  } finally {
    await guest.close();
    await page.request.delete(`/api/stays/${stayId}`);
  }
});
