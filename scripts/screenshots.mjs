// Screenshots for looking at what we build: node scripts/screenshots.mjs BASE_URL OUT_DIR path [path…]
// Each path is taken at phone (390×844) and desktop (1366×768) size, full page.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base, outDir, ...paths] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } };
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === "phone", hasTouch: name === "phone" });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(new URL(p, base).href, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const file = path.join(outDir, `${name}-${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
