import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

import { brotliSize, filesOfHtml, KB, kb } from "../first-load";

/**
 * Size budgets for what a public page needs on first load, compressed as served (brotli).
 * Sizes, not times: they cannot drift unnoticed. Lower them when the pages get lighter.
 *
 * Each page is measured twice: from the build (the files its HTML preloads and imports, and
 * their static imports, read as the `.br` files the server sends: nothing here depends on
 * timing), and in the browser (what Chromium really fetched until the page's script ran). The figures go to
 * test-results/budgets.md, which `.ci/run` prints on every run.
 */
/** Every public page's first load, in both path languages where they differ (a room has the viewer). */
const PAGES = [
  "/",
  "/camere",
  "/camere/due",
  "/prezzi",
  "/colazione",
  "/chi-siamo",
  "/contatti",
  "/preventivo",
  "/recensione",
  "/privacy",
  "/rooms/due",
  "/quote",
];
/**
 * While the public pages hydrated React, home measured 110.7 KB and a room page 113.3 KB (the
 * framework 91 KB of it), under a 114 KB budget. Since they load only their own script
 * (app/islands/, docs/decisions/0024-public-pages-without-react.md), every page measured
 * 4.8 KB on 2026-11-27; the photo viewer's 0.9 KB follows on first use.
 */
const JS_BUDGET = 6 * KB;
const CSS_BUDGET = 10 * KB;
/** Each file is a request a phone on a slow network waits for: one. */
const MAX_SCRIPTS = 1;

const REPORT = path.resolve("test-results", "budgets.md");
/** One line per measure: a failed test restarts the worker, which would lose figures kept in memory. */
const FIGURES = path.resolve("test-results", "budgets.jsonl");

type Measure = { scripts: string[]; js: number; css: number };
type Figure = { page: string; how: "build" | "browser"; measure: Measure };

function record(figure: Figure) {
  fs.mkdirSync(path.dirname(FIGURES), { recursive: true });
  fs.appendFileSync(FIGURES, `${JSON.stringify(figure)}\n`);
  const { page, how, measure } = figure;
  console.log(`${page} (${how}): ${measure.scripts.length} scripts ${kb(measure.js)} KB, CSS ${kb(measure.css)} KB`);
}

function check(measure: Measure) {
  expect(measure.scripts.length).toBeGreaterThan(0);
  expect(measure.scripts.length).toBeLessThanOrEqual(MAX_SCRIPTS);
  expect(measure.css).toBeGreaterThan(0);
  expect(measure.js).toBeLessThanOrEqual(JS_BUDGET);
  expect(measure.css).toBeLessThanOrEqual(CSS_BUDGET);
}

test.describe("first-load budgets", () => {
  test.skip(({ isMobile }) => isMobile, "the same files for every screen size");

  for (const page of PAGES) {
    test(`${page}: at most ${JS_BUDGET / KB} KB of JavaScript and ${CSS_BUDGET / KB} KB of CSS, brotli, in the build`, async ({
      request,
    }) => {
      const res = await request.get(page);
      expect(res.status()).toBe(200);
      const { scripts, stylesheets } = filesOfHtml(await res.text());
      const measure = {
        scripts,
        js: scripts.reduce((sum, f) => sum + brotliSize(f), 0),
        css: stylesheets.reduce((sum, f) => sum + brotliSize(f), 0),
      };
      record({ page, how: "build", measure });
      check(measure);
    });

    test(`${page}: at most ${JS_BUDGET / KB} KB of JavaScript and ${CSS_BUDGET / KB} KB of CSS, brotli, as the browser fetches it`, async ({
      page: tab,
    }) => {
      await tab.goto(page);
      await expect(tab.locator("html")).toHaveAttribute("data-hydrated", "true");
      const files = await tab.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
      );
      const scripts = files.filter((f) => /\.m?js$/.test(f.url));
      const stylesheets = files.filter((f) => /\.css$/.test(f.url));
      for (const file of [...scripts, ...stylesheets]) {
        const res = await tab.request.get(file.url, { headers: { "accept-encoding": "br" } });
        expect(res.headers()["content-encoding"], file.url).toBe("br");
      }
      const total = (list: { bytes: number }[]) => list.reduce((sum, f) => sum + f.bytes, 0);
      const measure = { scripts: scripts.map((f) => new URL(f.url).pathname).sort(), js: total(scripts), css: total(stylesheets) };
      record({ page, how: "browser", measure });
      check(measure);
    });
  }

  test.afterAll(() => {
    if (!fs.existsSync(FIGURES)) return;
    const figures = fs
      .readFileSync(FIGURES, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Figure);
    const find = (page: string, how: Figure["how"]) => figures.findLast((f) => f.page === page && f.how === how)?.measure;
    const cell = (m?: Measure) => (m ? `${kb(m.js)} KB in ${m.scripts.length}` : "not measured");
    const lines = [
      "| page | JS budget | build (HTML + static imports) | browser (fetched until its script ran) | CSS |",
      "|---|---|---|---|---|",
      ...PAGES.map((page) => {
        const build = find(page, "build");
        const browser = find(page, "browser");
        return `| ${page} | ${kb(JS_BUDGET)} KB | ${cell(build)} | ${cell(browser)} | ${kb((build ?? browser)?.css ?? 0)} KB |`;
      }),
    ];
    fs.writeFileSync(REPORT, `First-load JavaScript and CSS of the public pages, brotli as served\n\n${lines.join("\n")}\n`);
  });
});
