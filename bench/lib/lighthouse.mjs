// Lighthouse (mobile, default simulated throttling), `runs` times per page, each run in a Chrome
// of its own (a first visit: nothing compiled or cached from the run before).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

import { CHROME_FLAGS, CHROME_PATH } from "./pages.mjs";
import { sleep, startGroup, stopGroup, withTimeout } from "./processes.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BYTES = { script: "js", stylesheet: "css", image: "images", document: "html", font: "fonts", total: "total" };

async function launchChrome(debugPort, logDir) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bb-bench-chrome-"));
  const proc = startGroup(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      logFile: path.join(logDir, "chrome-lighthouse.log"),
    },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${debugPort}/json/version`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // Not up yet.
    }
    if (proc.child.exitCode !== null || Date.now() > deadline) {
      await stopGroup(proc);
      throw new Error("Chromium did not open its debugging port");
    }
    await sleep(200);
  }
  return {
    async stop() {
      await stopGroup(proc, 5000);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
  );
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const bytes = Object.fromEntries(Object.values(BYTES).map((k) => [k, null]));
  for (const item of lhr.audits["resource-summary"]?.details?.items ?? []) {
    if (BYTES[item.resourceType]) bytes[BYTES[item.resourceType]] = item.transferSize;
  }
  return {
    ...scores,
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    fcpMs: audit("first-contentful-paint"),
    // The machine's speed as Lighthouse measured it during the run: figures compare only at a like index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    bytes,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The second floor's one inline script: it reads the page and writes one attribute, as a page's start does. */
const BARE_SCRIPT = 'document.documentElement.dataset.ready = String(document.querySelectorAll("p").length);';

const median = (values) => {
  const v = values.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

function medianOf(runs) {
  const keys = [...CATEGORIES, "lcpMs", "cls", "tbtMs", "fcpMs", "benchmarkIndex"];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.bytes = Object.fromEntries(Object.values(BYTES).map((k) => [k, median(runs.map((r) => r.bytes[k]))]));
  return out;
}

/**
 * A bare HTML page (a heading and a few paragraphs: no stylesheet, font, image or script) served
 * on loopback: its figures, in the same run and the same browser, are the floor a page of ours
 * can reach, so that a browser update can be told from a change of ours. At /script the same page
 * carries one small inline script, the second floor: what any script at all costs on this machine.
 */
export async function startBarePage() {
  const paragraph =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ".repeat(
      3,
    );
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pagina di prova</title><meta name="description" content="Una pagina HTML essenziale, senza fogli di stile né script."></head><body><main><h1>Pagina di prova</h1>${`<p>${paragraph}</p>`.repeat(6)}</main></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    const body = req.url === "/script" ? html.replace("</main>", `</main><script>${BARE_SCRIPT}</script>`) : html;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Runs Lighthouse on each page (`page.origin` overrides the site's; `page.cookie` is sent with
 * every request of the page, a panel's session); a failed run is recorded with its error and retried.
 */
export async function runLighthouse({ origin, pages, runs, debugPort, logDir, log }) {
  const results = [];
  for (const page of pages) {
    const url = (page.origin ?? origin) + page.path;
    const done = [];
    const errors = [];
    // A run that fails (NO_NAVSTART and the like, on a busy machine) is tried again, twice at most per page.
    for (let attempt = 0; done.length < runs && attempt < runs + 2; attempt++) {
      const chrome = await launchChrome(debugPort, logDir);
      try {
        const result = await withTimeout(
          lighthouse(url, {
            port: debugPort,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          }),
          180_000,
          `Lighthouse on ${page.path}`,
        );
        if (!result?.lhr) throw new Error("no result");
        if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        done.push(summarize(result.lhr));
      } catch (e) {
        errors.push(String(e.message ?? e));
      } finally {
        await chrome.stop();
      }
    }
    const median = done.length ? medianOf(done) : null;
    results.push({ ...page, url, runs: done, errors, median });
    log(
      `  lighthouse ${page.label ?? page.path}: ${median ? `perf ${median.performance}, a11y ${median.accessibility}, bp ${median["best-practices"]}, seo ${median.seo}, LCP ${Math.round(median.lcpMs)} ms, TBT ${Math.round(median.tbtMs)} ms, benchmarkIndex ${Math.round(median.benchmarkIndex)}` : "failed"}${errors.length ? ` (${errors.length} failed attempt(s): ${errors[0]})` : ""}`,
    );
  }
  return results;
}
