import { expect, test, type APIRequestContext } from "@playwright/test";

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

async function brotliSize(request: APIRequestContext, src: string): Promise<number> {
  const res = await request.get(src, { headers: { "accept-encoding": "br" } });
  expect(res.status(), src).toBe(200);
  expect(res.headers()["content-encoding"], src).toBe("br");
  return Number(res.headers()["content-length"]);
}

test.describe("first-load budgets", () => {
  test.skip(({ isMobile }) => isMobile, "the same files for every screen size");

  for (const { path, js } of BUDGETS) {
    test(`${path}: at most ${js / KB} KB of JavaScript and ${CSS_BUDGET / KB} KB of CSS, brotli`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.length).toBeLessThanOrEqual(MAX_SCRIPTS);
      expect(styles.length).toBeGreaterThan(0);
      let jsTotal = 0;
      for (const src of scripts) jsTotal += await brotliSize(request, src);
      let cssTotal = 0;
      for (const href of styles) cssTotal += await brotliSize(request, href);
      console.log(`${path}: ${scripts.length} scripts ${(jsTotal / KB).toFixed(1)} KB, CSS ${(cssTotal / KB).toFixed(1)} KB`);
      expect(jsTotal).toBeLessThanOrEqual(js);
      expect(cssTotal).toBeLessThanOrEqual(CSS_BUDGET);
    });
  }
});
