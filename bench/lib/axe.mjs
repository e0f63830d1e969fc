// Accessibility: axe-core (the rules tests/e2e uses) on every public screen and every panel tab,
// at phone and desktop width, in Chromium through Playwright.
import { chromium } from "@playwright/test";
import axe from "axe-core";

import { ADMIN_TABS, CHROME_FLAGS, CHROME_PATH, SUPER_ADMIN_TABS } from "./pages.mjs";
import { withTimeout } from "./processes.mjs";
import { ADMIN, SUPER_ADMIN_KEY } from "./server.mjs";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
export const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
];

/**
 * axe in the page itself, frames left out: a banner preview is a frame with no rights
 * (sandbox=""), where axe cannot be injected (see tests/e2e/super-admin).
 */
async function check(page) {
  await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { iframes: false, runOnly: { type: "tag", values: tags } });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, TAGS);
}

async function hydrated(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
}

async function openTab(page, name) {
  const tab = page.getByRole("tab", { name: new RegExp(`^${name}`) });
  await tab.click();
  await page.waitForFunction((el) => el?.getAttribute("aria-selected") === "true", await tab.elementHandle(), { timeout: 10_000 });
  // Let transitions end, as a person would see the tab.
  await page.waitForTimeout(400);
}

/** Each target: { name, path } for a public page, or a panel tab opened by `open`. */
export async function runAxe({ origin, pages, log }) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const results = [];
  try {
    for (const vp of VIEWPORTS) {
      const context = await browser.newContext({
        baseURL: origin,
        viewport: vp.viewport,
        isMobile: vp.isMobile ?? false,
        hasTouch: vp.hasTouch ?? false,
      });
      try {
        const page = await context.newPage();
        const record = async (name, path, action) => {
          try {
            const violations = await withTimeout(
              (async () => {
                await action();
                return check(page);
              })(),
              90_000,
              `axe on ${name}`,
            );
            results.push({ viewport: vp.name, name, path, violations });
          } catch (e) {
            results.push({ viewport: vp.name, name, path, error: String(e.message ?? e).split("\n")[0] });
          }
          const last = results.at(-1);
          log(`  axe ${vp.name} ${name}: ${last.error ? `failed: ${last.error}` : `${last.violations.length} violation(s)`}`);
        };

        for (const p of pages) {
          await record(p.name, p.path, async () => {
            await page.goto(p.path);
            await hydrated(page);
          });
        }

        const login = await context.request.post("/api/auth/login", { data: ADMIN });
        if (!login.ok()) throw new Error(`admin login answered ${login.status()}`);
        for (const tab of ADMIN_TABS) {
          await record(`/admin: ${tab}`, "/admin", async () => {
            if (!page.url().endsWith("/admin")) {
              await page.goto("/admin");
              await hydrated(page);
            }
            await openTab(page, tab);
          });
        }

        const unlock = await context.request.post("/api/super-admin/login", { data: { key: SUPER_ADMIN_KEY } });
        if (!unlock.ok()) throw new Error(`super-admin login answered ${unlock.status()}`);
        for (const tab of SUPER_ADMIN_TABS) {
          await record(`/super-admin: ${tab}`, "/super-admin", async () => {
            if (!page.url().endsWith("/super-admin")) {
              await page.goto("/super-admin");
              await hydrated(page);
            }
            await openTab(page, tab);
          });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
