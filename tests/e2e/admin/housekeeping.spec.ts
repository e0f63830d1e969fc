import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../helpers";
import { addDays, todayInItaly } from "../site/form-helpers";
import { roomIdOf, signInAsAdmin } from "../site/rooms-helpers";
import { ADMIN, expectToast, HOUSEKEEPER, openTab } from "./admin-helpers";

/**
 * "Camere da preparare", on the phone it is made for and on a desktop: a departure today makes a
 * room "Da pulire"; the housekeeping account signs in through the form, lands on its section,
 * sees who leaves (a name and how many, nothing else) and marks the room clean; it cannot open a
 * stay's data by its address, but opens its own account's security. The owner sees the status
 * beside today's arrivals.
 */

/** Each project its own room, so that both runs start from a departure of their own. */
const ROOMS = { phone: { slug: "tre", name: "Camera Tre" }, desktop: { slug: "quattro", name: "Camera Quattro" } } as const;

test("housekeeping marks a room clean after today's departure, and sees nothing else", async ({ page, request }, testInfo) => {
  test.slow(); // two sign-ins, two axe runs
  const project = testInfo.project.name as keyof typeof ROOMS;
  const room = ROOMS[project];
  const guest = project === "phone" ? "Elena Marini" : "Franco Riva";
  const today = todayInItaly();

  // The owner's side, through the API: a stay leaving today, with contacts housekeeping must not see.
  await signInAsAdmin(request);
  const roomId = await roomIdOf(request, room.slug);
  const created = await request.post("/api/stays", {
    data: {
      roomId,
      checkIn: addDays(today, -2),
      checkOut: today,
      guests: 2,
      source: "direct",
      leadGuest: { name: guest, email: "ospite.segreto@example.com", phone: "+39 333 000 1122" },
      language: "it",
      override: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: stayId } = (await created.json()) as { id: number };

  try {
    // Housekeeping signs in on the form and lands on its only section.
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel("Username").fill(HOUSEKEEPER.username);
    await page.getByLabel("Password", { exact: true }).fill(HOUSEKEEPER.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page).toHaveURL(/\/admin\/pulizie$/);
    await expect(page.getByRole("heading", { level: 2, name: "Camere da preparare" })).toBeVisible();
    // Her two tabs: the rooms, and her own account.
    await expect(page.getByRole("tab")).toHaveCount(2);
    await expect(page.getByRole("tab").last()).toHaveAccessibleName("Il mio account");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: room.name, exact: true }) });
    const buttons = card.getByRole("group", { name: `Stato di ${room.name}` });
    await expect(card).toContainText("Da pulire");
    await expect(card).toContainText(`Parte oggi:${guest} · 2 persone`);
    await expect(card).not.toContainText("ospite.segreto@example.com");
    await expect(page.locator("body")).not.toContainText("+39 333 000 1122");
    await expect(buttons.getByRole("button", { name: "Da pulire" })).toHaveAttribute("aria-pressed", "true");
    await expect(buttons.getByRole("button", { name: "Pulita" })).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(page, "the housekeeping screen");
    await page.screenshot({ path: `/tmp/h4-housekeeping-${project}-before.png`, fullPage: true });

    // The buttons are large and show where the keyboard is.
    const clean = buttons.getByRole("button", { name: "Pulita" });
    const box = await clean.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    if (project === "phone") expect(box!.width).toBeGreaterThan(300);
    await clean.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(clean).toBeFocused();
    expect(await clean.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");

    await page.keyboard.press("Enter");
    await expectToast(page, `${room.name}: pulita`);
    await expect(clean).toHaveAttribute("aria-pressed", "true");
    await expect(buttons.getByRole("button", { name: "Da pulire" })).toHaveAttribute("aria-pressed", "false");
    await expect(card).toContainText(/Segnato oggi alle \d\d:\d\d da pulizie@example\.com/);
    await page.screenshot({ path: `/tmp/h4-housekeeping-${project}.png`, fullPage: true });

    // What the server now holds, read again: clean, by this account.
    await page.reload();
    await expect(buttons.getByRole("button", { name: "Pulita" })).toHaveAttribute("aria-pressed", "true");

    // A stay's data by its address: not this account's.
    await page.goto(`/admin/arrivi/${stayId}`);
    await expect(page.getByText("Questa sezione non è aperta al tuo account.")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("ospite.segreto@example.com");
    expect((await page.request.get(`/api/stays/${stayId}/guests`)).status()).toBe(403);
    expect((await page.request.get(`/api/stays/${stayId}`)).status()).toBe(403);

    // Her own password and second factors: "Il mio account" is hers to open.
    await openTab(page, "Il mio account");
    await expect(page.getByRole("heading", { level: 2, name: "Il mio account" })).toBeVisible();
    const security = page.getByRole("region", { name: "Sicurezza dell'account" });
    await expect(security.getByLabel("Password attuale")).toBeVisible();
    await expect(security.getByLabel("Nuova password")).toBeVisible();
    await expect(security.getByRole("button", { name: "Cambia password" })).toBeEnabled();
    await expect(page.getByRole("region", { name: "Verifica in due passaggi" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Passkey" })).toBeVisible();
    // The rule for every account is the owner's alone.
    await expect(page.getByRole("checkbox", { name: /obbligatoria per tutti gli account/ })).toHaveCount(0);
    await expect(page.getByText("Questa sezione non è aperta al tuo account.")).toHaveCount(0);
    await expectNoAxeViolations(page, "the housekeeping account's own security");

    // The owner sees it beside today's arrivals.
    const owner = await page
      .context()
      .browser()!
      .newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const panel = await owner.newPage();
      expect((await panel.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
      await panel.goto("/admin/arrivi");
      await expect(panel.locator("html")).toHaveAttribute("data-hydrated", "true");
      const summary = panel.getByRole("region", { name: "Camere da preparare" });
      await expect(summary.getByRole("listitem").filter({ hasText: room.name })).toContainText("Pulita");
      await expectNoAxeViolations(panel, "the arrivals with the rooms' status");
      await summary.screenshot({ path: `/tmp/h4-arrivals-summary-${project}.png` });
      await summary.getByRole("link", { name: "Apri Camere da preparare" }).click();
      await expect(panel).toHaveURL(/\/admin\/pulizie$/);
      await expect(panel.getByRole("heading", { level: 2, name: "Camere da preparare" })).toBeVisible();
    } finally {
      await owner.close();
    }
  } finally {
    await request.delete(`/api/stays/${stayId}`);
  }
});
