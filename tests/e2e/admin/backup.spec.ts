import fs from "node:fs";
import { expect, test } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { expectToast, openPanel } from "./admin-helpers";

/** The "Backup" section: the owner makes a backup, sees when and how big it was, downloads it. */

test.describe("Backup: the site's copies of its data", () => {
  test("Esegui backup ora makes one, shown with its time and size; Scarica backup downloads it; axe finds nothing", async ({ page }) => {
    const errors = collectErrors(page);
    await openPanel(page, "Backup");
    await expect(page.getByRole("heading", { level: 2, name: "Backup" })).toBeVisible();
    await expect(page.getByText(/Ogni notte alle 03:00 il sito salva una copia/)).toBeVisible();
    // A new site is not late with its backups: no warning yet.
    await expect(page.getByRole("alert").filter({ hasText: "36 ore" })).toHaveCount(0);
    await expect(page.getByText("Non è impostata (BACKUP_COMMAND)", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, "Backup, before the first backup");

    await page.getByRole("button", { name: "Esegui backup ora" }).click();
    await expectToast(page, "Backup eseguito", /salvato e controllato \(\d/);
    await expect(page.getByTestId("backup-last-time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}$/);

    const list = (await (await page.request.get("/api/backups")).json()) as { name: string; bytes: number }[];
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Scarica backup" }).click()]);
    expect(download.suggestedFilename()).toBe(list[0]!.name);
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBe(list[0]!.bytes);
    await expectNoAxeViolations(page, "Backup, after a backup");
    expect(errors).toEqual([]);
  });
});
