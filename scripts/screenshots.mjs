// Screenshots for looking at what we build: node scripts/screenshots.mjs BASE_URL OUT_DIR path [path…]
// Each path is taken at phone (390×844) and desktop (1366×768) size, full page.
/* global document, window, localStorage, setTimeout -- code passed to page.evaluate runs in the browser */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, outDir, ...paths] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === "phone", hasTouch: name === "phone" });
  // A visitor who already answered the cookie banner (SHOW_CONSENT=1 keeps it on screen).
  if (process.env.SHOW_CONSENT !== "1") {
    await context.addInitScript(() => {
      const answer = { preferences: { necessary: true, analytics: false, marketing: false }, timestamp: new Date().toISOString() };
      localStorage.setItem("cookie-consent", JSON.stringify(answer));
    });
  }
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(new URL(p, base).href, { waitUntil: "load" });
    // Scroll through the page so lazy pictures load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(700);
    const file = path.join(outDir, `${name}-${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
