import fs from "node:fs";
import path from "node:path";

/**
 * A page's first-load files read from the production build, as the server sends them (the
 * `.br` files): what the budgets specs of the public pages and of the panel measure.
 */
export const KB = 1024;

const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "client");

export const brotliSize = (asset: string) => fs.statSync(path.join(CLIENT_DIR, `${asset}.br`)).size;
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/**
 * The page's first-load files as its HTML names them, closed over their static imports.
 * `hydrated`: a panel's page, whose inline start script lists the modules it loads at once.
 */
export function filesOfHtml(html: string, { hydrated = false } = {}): { scripts: string[]; stylesheets: string[] } {
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  // The page's scripts and module preloads: a public page names only its own script, which
  // its loader (data-src) asks for once the page has painted.
  const named = [...html.matchAll(/<(?:script[^>]* (?:data-)?src|link rel="modulepreload" href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    const source = fs.readFileSync(path.join(CLIENT_DIR, file), "utf8");
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads on use.
    for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(file), m[1]));
  };
  // A panel's start script preloads its modules from a list (app/lib/deferred-hydration.ts).
  if (hydrated) for (const list of html.matchAll(/const hrefs = (\[[^\]]*\]);/g)) named.push(...(JSON.parse(list[1]!) as string[]));
  named.forEach(visit);
  return { scripts: [...scripts].sort(), stylesheets: [...new Set(stylesheets)] };
}
