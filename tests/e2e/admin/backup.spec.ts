import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

import { collectErrors, expectNoAxeViolations } from "../helpers";
import { expectToast, openPanel } from "./admin-helpers";

/**
 * The "Backup" section: the owner writes down the backup key the site made, makes a backup,
 * sees when and how big it was, downloads it (encrypted).
 */

/** The e2e server's backup key (scripts/e2e-server.mjs's DATA_DIR): made on its first start. */
const KEY_FILE = path.join(os.tmpdir(), `bb-e2e-${process.env.E2E_PORT ?? "3211"}`, "secrets", "backup.key");

test.describe("Backup: the site's copies of its data", () => {
  // Both viewports share one server: each journey starts where a first start leaves the key, not yet written down.
  test.beforeEach(() => {
    const [key] = fs.readFileSync(KEY_FILE, "utf8").split("\n");
    fs.writeFileSync(KEY_FILE, `${key}\n`);
  });

  test("the key is shown once, to be written on paper; «L'ho scritta» hides it for good; axe finds nothing", async ({ page }) => {
    // Two pages checked by axe, and a reload: longer than the default on two busy cores.
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const key = fs.readFileSync(KEY_FILE, "utf8").split("\n")[0]!;
    await openPanel(page, "Backup");
    await expect(page.getByRole("heading", { level: 3, name: "Scrivi su carta la chiave dei backup" })).toBeVisible();
    await expect(page.getByText(/Copiala ora a mano su un foglio/)).toBeVisible();
    await expect(page.getByTestId("backup-key")).toHaveText(key);
    expect(key).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){6}$/);
    await expectNoAxeViolations(page, "Backup, the key to write down");

    await page.getByRole("button", { name: "L'ho scritta" }).click();
    await expectToast(page, "Chiave dei backup confermata", /non la mostra più/);
    await expect(page.getByTestId("backup-key")).toHaveCount(0);
    await expect(page.getByTestId("backup-key-set")).toContainText("La chiave dei backup è impostata");
    // Never again: not after a reload, not anywhere in the page.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Backup" })).toBeVisible();
    await expect(page.getByTestId("backup-key-set")).toBeVisible();
    expect(await page.content()).not.toContain(key);
    await expectNoAxeViolations(page, "Backup, the key written down");
    expect(errors).toEqual([]);
  });

  test("Esegui backup ora makes one, shown with its time and size; Scarica backup downloads it, encrypted; axe finds nothing", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await openPanel(page, "Backup");
    await expect(page.getByRole("heading", { level: 2, name: "Backup" })).toBeVisible();
    await expect(page.getByText(/Ogni notte alle 03:00 il sito salva una copia/)).toBeVisible();
    // A new site is not late with its backups: no warning yet.
    await expect(page.getByRole("alert").filter({ hasText: "36 ore" })).toHaveCount(0);
    await expect(page.getByText("Non è impostata (BACKUP_COMMAND)", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, "Backup, before the first backup");

    await page.getByRole("button", { name: "Esegui backup ora" }).click();
    // The archive is encrypted and read back, each time deriving the key (scrypt): seconds on a busy machine.
    await expect(page.getByRole("button", { name: "Backup in corso…" })).toHaveCount(0, { timeout: 60_000 });
    await expectToast(page, "Backup eseguito", /salvato e controllato \(\d/);
    await expect(page.getByTestId("backup-last-time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}$/);

    const list = (await (await page.request.get("/api/backups")).json()) as { name: string; bytes: number }[];
    expect(list[0]!.name).toMatch(/\.tar\.gz\.age$/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Scarica backup" }).click()]);
    expect(download.suggestedFilename()).toBe(list[0]!.name);
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBe(list[0]!.bytes);
    expect(fs.readFileSync(saved).subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");
    await expectNoAxeViolations(page, "Backup, after a backup");
    expect(errors).toEqual([]);
  });
});
