import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

import { collectErrors, expectNoAxeViolations } from "../helpers";

/** The credentials scripts/e2e-server.mjs starts the server with. */
const ADMIN = { username: "admin", password: "e2e-password-123" };

const LANGS = [
  {
    lang: "it",
    path: "/colazione",
    title: "La colazione",
    open: "Ingrandisci la foto",
    next: "Foto successiva",
    previous: "Foto precedente",
    close: "Chiudi",
  },
  {
    lang: "en",
    path: "/breakfast",
    title: "Breakfast",
    open: "Enlarge photo",
    next: "Next photo",
    previous: "Previous photo",
    close: "Close",
  },
] as const;

async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() }),
    ),
  );
}

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const gallery = (page: Page) => page.getByTestId("breakfast-gallery");
const photoButtons = (page: Page) => gallery(page).getByRole("button");
const counter = (page: Page) => page.getByRole("dialog").getByTestId("lightbox-counter");

async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.width;
}

for (const l of LANGS) {
  test.describe(`breakfast (${l.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await skipConsent(page);
    });

    test("shows the 12 built-in photos, the 5th and 12th wide, each a named button", async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, l.path);
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();

      const builtins = gallery(page).locator("> li[data-source=builtin]");
      await expect(builtins).toHaveCount(12);
      // Built-ins come first, so their buttons are the first twelve.
      for (let i = 0; i < 12; i++) {
        const button = photoButtons(page).nth(i);
        await expect(button).toHaveAccessibleName(new RegExp(`^${l.open}: .{10,}`));
      }

      const square = await width(builtins.nth(0));
      for (const i of [4, 11]) {
        await expect(builtins.nth(i)).toHaveAttribute("data-wide", "true");
        expect(await width(builtins.nth(i)), `photo ${i + 1} spans two columns`).toBeGreaterThan(square * 1.8);
      }
      for (const i of [0, 1, 2, 3, 5, 6, 7, 8, 9, 10]) {
        expect(await width(builtins.nth(i)), `photo ${i + 1} is one column`).toBeLessThan(square * 1.2);
      }
      // Breakfast hours are the one value of the constants, never the spec's conflicting 10:30.
      await expect(page.getByRole("main")).toContainText("07:30–09:00");
      await expect(page.getByRole("main")).not.toContainText("10:30");
      expect(errors).toEqual([]);
    });

    test("the lightbox opens on click, counts, wraps both ways, follows the arrow keys and closes with Escape", async ({ page }) => {
      await gotoHydrated(page, l.path);
      const total = await photoButtons(page).count();
      expect(total).toBeGreaterThanOrEqual(12);

      const first = photoButtons(page).first();
      await first.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(counter(page)).toHaveText(`1 / ${total}`);
      await expect(dialog.getByRole("img")).toHaveAttribute("alt", /.{10,}/);

      // Previous from the first wraps to the last; next from the last wraps to the first.
      await dialog.getByRole("button", { name: l.previous }).click();
      await expect(counter(page)).toHaveText(`${total} / ${total}`);
      await dialog.getByRole("button", { name: l.next }).click();
      await expect(counter(page)).toHaveText(`1 / ${total}`);

      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(`3 / ${total}`);
      await page.keyboard.press("ArrowLeft");
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(counter(page)).toHaveText(`${total} / ${total}`);
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(`1 / ${total}`);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
    });

    test("the close button closes; focus returns to the photo last looked at", async ({ page }) => {
      await gotoHydrated(page, l.path);
      const total = await photoButtons(page).count();
      await photoButtons(page).nth(2).click();
      await expect(counter(page)).toHaveText(`3 / ${total}`);
      await page.keyboard.press("Escape");
      await expect(photoButtons(page).nth(2)).toBeFocused();

      // Keyboard only: Enter opens the focused photo; after browsing, focus lands on the one shown.
      await page.keyboard.press("Enter");
      await expect(counter(page)).toHaveText(`3 / ${total}`);
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(`4 / ${total}`);
      await page.getByRole("dialog").getByRole("button", { name: l.close }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(photoButtons(page).nth(3)).toBeFocused();
    });

    test("on a phone, a sideways swipe turns the photo and an upward one does not", async ({ page, isMobile }) => {
      test.skip(!isMobile, "touch gestures are a phone's");
      await gotoHydrated(page, l.path);
      const total = await photoButtons(page).count();
      await photoButtons(page).nth(1).click();
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      const swipe = (from: [number, number], to: [number, number]) =>
        page
          .getByRole("dialog")
          .getByRole("img")
          .evaluate(
            (el, [[x0, y0], [x1, y1]]) => {
              const at = (x: number, y: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
              el.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [at(x0, y0)], changedTouches: [at(x0, y0)] }));
              el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [at(x1, y1)] }));
            },
            [from, to],
          );
      await swipe([300, 400], [100, 400]);
      await expect(counter(page)).toHaveText(`3 / ${total}`);
      await swipe([100, 400], [300, 420]);
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      // Mostly vertical: a scroll, not a turn.
      await swipe([200, 600], [260, 300]);
      await expect(counter(page)).toHaveText(`2 / ${total}`);
    });

    test("no accessibility violations, with the lightbox closed and open", async ({ page }) => {
      await gotoHydrated(page, l.path);
      await expectNoAxeViolations(page, `${l.path} (gallery)`);
      await photoButtons(page).nth(4).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `${l.path} (lightbox)`);
    });
  });
}

test("an uploaded breakfast photo joins the grid and the lightbox count", async ({ page }) => {
  await skipConsent(page);
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);

  const description = `Cappuccino e crostata sul terrazzo ${Date.now().toString(36)}`;
  // A unique picture each run: identical bytes would be stored once and shared.
  const jpeg = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 200, g: Math.floor(Math.random() * 255), b: 120 } },
  })
    .jpeg()
    .toBuffer();

  await gotoHydrated(page, "/colazione");
  const before = await photoButtons(page).count();

  const upload = await page.request.post("/api/breakfast-images", {
    multipart: { image: { name: "colazione.jpg", mimeType: "image/jpeg", buffer: jpeg }, description },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: number };

  try {
    await gotoHydrated(page, "/colazione");
    await expect(photoButtons(page)).toHaveCount(before + 1);
    const uploaded = gallery(page).getByRole("button", { name: `Ingrandisci la foto: ${description}` });
    await expect(uploaded).toBeVisible();
    await expect(gallery(page).locator("> li[data-source=builtin]")).toHaveCount(12);
    // Processed on upload: served in several widths, so the grid asks for a fitting one.
    await expect(uploaded.locator("img")).toHaveAttribute("srcset", /\/uploads\/breakfast\/\w+-480\.jpg 480w/);

    const index = await photoButtons(page).evaluateAll(
      (buttons, name) => buttons.findIndex((b) => b.getAttribute("aria-label") === name),
      `Ingrandisci la foto: ${description}`,
    );
    await uploaded.click();
    await expect(counter(page)).toHaveText(`${index + 1} / ${before + 1}`);
    await expect(page.getByRole("dialog").getByRole("img")).toHaveAttribute("alt", description);
    await expect(page.getByRole("dialog")).toContainText(description);
  } finally {
    const removed = await page.request.delete(`/api/breakfast-images/${id}`);
    expect(removed.ok()).toBe(true);
  }
});
