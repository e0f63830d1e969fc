import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startServerProcess, tempDataDir, type ServerProcess } from "./server-process";

// Uncached pages are rendered on a render thread once the site renders many
// pages a second (server/render-pool.ts). The pages it renders must be the pages the server's
// own thread renders, compressed as the client asked, and a stop must let it finish its pages.
const PORT = 3529;
const PAGES = ["/", "/camere", "/camere/due", "/prezzi", "/colazione", "/?lang=en", "/zimmer"];
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDataDir("render-threads");
  server = await startServerProcess({ port: PORT, dataDir, env: { HTML_CACHE: "off", RENDER_THREADS: "1", PERF_PATHS: "on" } });
});
afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PROMISE_CHUNK = /streamController\.enqueue\("(P\d+):(?:[^"\\]|\\.)*"\);/g;

/**
 * The page's HTML with this response's CSP nonce (different on every answer) taken out, and the
 * data of the loaders' promises (the home page's rooms and reviews) named only: the promise
 * settled first comes first in the page and numbers its values first, on either thread.
 */
async function page(path: string): Promise<{ status: number; encoding: string | null; vary: string | null; html: string }> {
  const res = await fetch(server.url + path, { headers: { "accept-encoding": "br, gzip" } });
  const html = await res.text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce, path).toBeTruthy();
  const promises = [...html.matchAll(PROMISE_CHUNK)].map((m) => m[1]!).sort();
  let next = 0;
  const normal = html
    .split(nonce!)
    .join("NONCE")
    .replace(PROMISE_CHUNK, () => `promise ${promises[next++]}`);
  return { status: res.status, encoding: res.headers.get("content-encoding"), vary: res.headers.get("vary"), html: normal };
}

it("renders the same pages on the render thread as on the server's thread, compressed, and stops cleanly", async () => {
  // One at a time: too few a second to start the thread, so these are rendered on the server's thread.
  const before = new Map<string, string>();
  for (const path of PAGES) {
    const answer = await page(path);
    expect(answer.status, path).toBe(200);
    before.set(path, answer.html);
  }
  expect(server.output()).not.toContain("A render thread started");

  // A burst of pages starts it; the next bursts are rendered on it while it has room.
  const burst = () =>
    Promise.all(PAGES.flatMap((path) => Array.from({ length: 6 }, () => page(path).then((answer) => ({ path, ...answer })))));
  await burst();
  await expect.poll(() => server.output(), { timeout: 15_000 }).toContain("A render thread started");
  for (let round = 0; round < 3; round++) {
    for (const answer of await burst()) {
      expect(answer.status, answer.path).toBe(200);
      expect(answer.encoding, answer.path).toBe("br");
      expect(answer.vary, answer.path).toMatch(/accept-encoding/i);
      expect(answer.html === before.get(answer.path), answer.path).toBe(true);
    }
  }

  server.child.kill("SIGTERM");
  expect(await server.exited).toEqual({ code: 0, signal: null });
  const rendered = Number(/The render thread stopped with the server \(it rendered (\d+) pages\)/.exec(server.output())?.[1]);
  expect(rendered).toBeGreaterThan(0);
  expect(server.output()).not.toMatch(/render thread failed|rendering here|render thread stopped \(exit/i);
});
