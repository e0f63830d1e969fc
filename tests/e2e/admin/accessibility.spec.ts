import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "../helpers";
import { expectToast, jpeg, openPanel, openTab, TABS } from "./admin-helpers";

test.describe("admin accessibility", () => {
  test("the login form, with and without errors, has no axe violations", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expectNoAxeViolations(page, "admin login");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByText("Username richiesto")).toBeVisible();
    await expectNoAxeViolations(page, "admin login with errors");
  });

  test("every tab has no axe violations", async ({ page }) => {
    // A full-page axe run per section, on a machine that may be busy: the time grows with the sections.
    test.setTimeout(30_000 + TABS.length * 10_000);
    // Something in every list, so the filled states are checked too.
    await page.request.post("/api/reviews", {
      data: {
        guestName: "Paola",
        email: "paola@example.com",
        rating: 5,
        title: "Tutto perfetto",
        comment: "Accoglienza calorosa e colazione ricca.",
      },
    });
    await openPanel(page);
    const added = await page.request.post("/api/breakfast-images", {
      multipart: { image: { name: "a11y.jpg", mimeType: "image/jpeg", buffer: await jpeg(800, 600) }, description: "Cappuccino" },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    for (const tab of TABS) {
      await openTab(page, tab);
      await expect(page.getByRole("heading", { level: 2, name: tab })).toBeVisible();
      await expectNoAxeViolations(page, `tab ${tab}`);
    }
    // Clean up what this test added.
    const photos = (await (await page.request.get("/api/breakfast-images")).json()) as { id: number; description: string | null }[];
    for (const photo of photos.filter((b) => b.description === "Cappuccino"))
      await page.request.delete(`/api/breakfast-images/${photo.id}`);
    const reviews = (await (await page.request.get("/api/reviews/all")).json()) as { id: number; title: string }[];
    for (const review of reviews.filter((r) => r.title === "Tutto perfetto")) await page.request.delete(`/api/reviews/${review.id}`);
  });

  test("gallery edit mode and a confirmation dialog have no axe violations", async ({ page }) => {
    await openPanel(page, "Gallerie Camere");
    const card = page.getByRole("article", { name: "Camera Uno", exact: true });
    const room = (await (await page.request.get("/api/rooms/uno")).json()) as { id: number; images: string[] };
    if (room.images.length === 0) {
      await card.locator('input[type="file"]').setInputFiles({ name: "uno.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
      await expectToast(page, "Foto caricata con successo!");
    }
    await card.getByRole("button", { name: "Modifica" }).click();
    await expectNoAxeViolations(page, "gallery edit mode");
    await card.getByRole("button", { name: "Annulla" }).click();
    await page.request.put(`/api/rooms/${room.id}/images`, { data: { images: room.images } });

    await page.request.post("/api/reviews", {
      data: {
        guestName: "Dario",
        email: "dario@example.com",
        rating: 3,
        title: "Da rivedere",
        comment: "Camera piccola ma pulita e ben tenuta.",
      },
    });
    await page.reload();
    await openTab(page, "Recensioni");
    const card2 = page.getByRole("article", { name: "Da rivedere" }).first();
    await card2.getByRole("button", { name: "Rifiuta" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "confirmation dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Rifiuta" }).click();
    await expectToast(page, "Recensione eliminata");
  });

  test("keyboard focus is visible on the tabs and buttons", async ({ page }) => {
    await openPanel(page);
    await page.getByRole("tab", { name: "Gestione Prezzi" }).focus();
    await page.keyboard.press("ArrowRight");
    const focused = page.getByRole("tab", { name: "Gallerie Camere" });
    await expect(focused).toBeFocused();
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });
});
