/**
 * The public pages are complete as the server sends them: links are links, the menu is a
 * <details>, and both forms post without JavaScript. So the app's JavaScript waits for the
 * window's load event (and the frame after it) instead of competing with the stylesheet and the hero photo for a
 * slow phone connection: React Router's boot script is rewritten to fetch the same modules
 * (preloaded together, so there is no waterfall) once the page has loaded.
 *
 * When the document does not have the expected shape it is returned unchanged: the page then
 * simply loads its scripts early, as React Router writes them.
 */
/** React Router's output as the rewrite expects it (its test checks them on React Router's real output). */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
export const BOOT_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
export const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

const PRELOADS_PER_TASK = 4;

export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const [tag, nonce, body] = boot;
  const imports = [...body.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name: name!, href: href! }));
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  if (!imports.length || !preloads.length) return html;

  const rest = body.replace(ROUTE_IMPORT, "").trim();
  // Each module but those the boot script itself imports (the entry, which starts the page).
  const started = new Set([...rest.matchAll(/import\("([^"]+)"\)/g)].map(([, href]) => href!));
  const modules = preloads.filter((href) => !started.has(href));
  const script =
    `<script nonce="${nonce}" type="module">` +
    // A task of its own: a message, since timers nested this deep wait at least 4 ms each.
    `const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });` +
    `const start = async () => {` +
    `const hrefs = ${JSON.stringify(preloads)};` +
    // Starting a request costs the main thread about a millisecond on the bench machine (more on a
    // phone), and a section preloads some twenty modules: a few a task, so that no task runs long.
    `for (let i = 0; i < hrefs.length; i += ${PRELOADS_PER_TASK}) {` +
    `if (i > 0) await nextTask();` +
    `for (const href of hrefs.slice(i, i + ${PRELOADS_PER_TASK})) {` +
    `const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; link.nonce = ${JSON.stringify(nonce)}; document.head.append(link);` +
    `}}` +
    // Then each module evaluated in a task of its own, in the preloads' order (their imports
    // first), rather than the whole graph in one task.
    `for (const href of ${JSON.stringify(modules)}) { await nextTask(); await import(href); }` +
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${JSON.stringify(i.href)})`).join(", ")}]);\n` +
    `${rest}\n};` +
    // After the frame that follows the load event, so the photos above the fold are painted first.
    `const afterPaint = () => requestAnimationFrame(() => setTimeout(start));` +
    `if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });` +
    `</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(tag, () => script);
}

/**
 * deferHydration on the document's UTF-8 bytes, read as Latin-1: one character per byte, so the
 * text stays a one-byte string (a page with "€" in it is otherwise decoded to two bytes a
 * character, and a home page's ~140 KB string goes straight to V8's large-object space) and the
 * bytes come back unchanged. The patterns are ASCII, and UTF-8 never uses an ASCII byte inside
 * a longer character, so they match exactly where they match in the decoded text.
 */
export function deferHydrationBytes(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = bytes.toString("latin1");
  const deferred = deferHydration(text);
  return deferred === text ? bytes : Buffer.from(deferred, "latin1");
}
