import { expect, test } from "@playwright/test";

/**
 * Size budgets for what a public page needs on first load, compressed as served (brotli).
 * Sizes, not times: they cannot drift unnoticed. Lower them when the pages get lighter.
 */
const KB = 1024;
const BUDGETS: { path: string; js: number }[] = [
  { path: "/", js: 120 * KB },
  { path: "/camere", js: 120 * KB },
  { path: "/camere/due", js: 121 * KB },
  { path: "/prezzi", js: 120 * KB },
  { path: "/colazione", js: 120 * KB },
  { path: "/chi-siamo", js: 120 * KB },
  { path: "/contatti", js: 120 * KB },
  { path: "/preventivo", js: 120 * KB },
  { path: "/recensione", js: 120 * KB },
  { path: "/privacy", js: 120 * KB },
  { path: "/rooms/due", js: 121 * KB },
  { path: "/quote", js: 120 * KB },
];
const CSS_BUDGET = 10 * KB;
/** Each file is a request a phone on a slow network waits for: few and bundled. */
const MAX_SCRIPTS = 9;

test.describe("first-load budgets", () => {
  test.skip(({ isMobile }) => isMobile, "the same files for every screen size");

  for (const { path, js } of BUDGETS) {
    test(`${path}: at most ${js / KB} KB of JavaScript and ${CSS_BUDGET / KB} KB of CSS, brotli`, async ({ page }) => {
      // What the browser really fetches for the page, hydration included, as sent on the wire.
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const files = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
      );
      const sizes = { script: files.filter((f) => /\.m?js$/.test(f.url)), stylesheet: files.filter((f) => /\.css$/.test(f.url)) };
      for (const file of [...sizes.script, ...sizes.stylesheet]) {
        const res = await page.request.get(file.url, { headers: { "accept-encoding": "br" } });
        expect(res.headers()["content-encoding"], file.url).toBe("br");
      }
      const total = (list: { bytes: number }[]) => list.reduce((sum, f) => sum + f.bytes, 0);
      const jsTotal = total(sizes.script);
      const cssTotal = total(sizes.stylesheet);
      console.log(`${path}: ${sizes.script.length} scripts ${(jsTotal / KB).toFixed(1)} KB, CSS ${(cssTotal / KB).toFixed(1)} KB`);
      expect(sizes.script.length).toBeGreaterThan(0);
      expect(sizes.script.length).toBeLessThanOrEqual(MAX_SCRIPTS);
      expect(sizes.stylesheet.length).toBeGreaterThan(0);
      expect(jsTotal).toBeLessThanOrEqual(js);
      expect(cssTotal).toBeLessThanOrEqual(CSS_BUDGET);
    });
  }
});
