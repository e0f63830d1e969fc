import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

import { ADMIN_SECTIONS } from "~/components/admin/sections";

import { brotliSize, filesOfHtml, KB, kb } from "../first-load";
import { ADMIN } from "./admin-helpers";

/**
 * The owner's panel on her phone: what a section needs on first load, JavaScript brotli as
 * served, read from the build (the files its HTML names and their static imports). The browser
 * runs the panel on Preact (decision 0037): measured on 2026-12-07, 75.9 KB (Prezzi) to 93.1 KB
 * (Adempimenti), where React DOM and React Router alone were 91 KB. The operations' declarations once shipped their
 * Zod schemas to the browser and took every section to 172.6–185.7 KB: this budget is what stops
 * that, or React's return, unnoticed.
 */
const PANEL_JS_BUDGET = 100 * KB;
// Every section, so that a new one is measured too.
const SECTIONS = Object.values(ADMIN_SECTIONS).map((section) => `/admin/${section.path}`);
const REPORT = path.resolve("test-results", "budgets-panel.md");

test.describe("the panel's first-load budget", () => {
  test.skip(({ isMobile }) => isMobile, "the same files for every screen size");

  test(`every section: at most ${PANEL_JS_BUDGET / KB} KB of JavaScript, brotli, in the build`, async ({ request }) => {
    expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    const rows: string[] = [];
    for (const section of SECTIONS) {
      const res = await request.get(section);
      expect(res.status(), section).toBe(200);
      const html = await res.text();
      // Signed in: the section itself, not the login form.
      expect(html, section).not.toContain('id="admin-password"');
      const { scripts } = filesOfHtml(html, { hydrated: true });
      const js = scripts.reduce((sum, file) => sum + brotliSize(file), 0);
      rows.push(`| ${section} | ${kb(PANEL_JS_BUDGET)} KB | ${kb(js)} KB in ${scripts.length} |`);
      // A section's own code must be among them: an empty list would pass any budget.
      expect(scripts.length, section).toBeGreaterThan(3);
      expect(js, `${section}: ${scripts.join(", ")}`).toBeLessThanOrEqual(PANEL_JS_BUDGET);
    }
    fs.mkdirSync(path.dirname(REPORT), { recursive: true });
    fs.writeFileSync(
      REPORT,
      `First-load JavaScript of the panel's sections, signed in, brotli as served\n\n| section | budget | build (HTML + static imports) |\n|---|---|---|\n${rows.join("\n")}\n`,
    );
  });
});
