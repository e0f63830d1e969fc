import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

import { islandsEntry } from "./scripts/islands-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * A bundle group's test on the module's path relative to this project, never on its absolute
 * path: a clone under a folder named `app` (e.g. `/srv/app/bnb`) made every shared
 * node_modules module look like ours and pulled 8 KB of panel-only code into the first load.
 */
function inProject(pattern: RegExp) {
  return (id: string) => !id.startsWith("\0") && pattern.test(relative(root, id));
}

/** What only the panels' routes load, never a public page: /admin's sections share it among themselves. */
const PANEL_ROUTE = /^app[\\/]routes[\\/](admin|super-admin)[\\/]/;
const panelOnly = new Map<string, boolean>();
function onlyInPanels(id: string, ctx: ChunkingContext): boolean {
  const known = panelOnly.get(id);
  if (known !== undefined) return known;
  panelOnly.set(id, false); // An import cycle reaching this module again counts as public: the safe answer.
  const info = ctx.getModuleInfo(id);
  const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
  const only =
    importers.length > 0 &&
    importers.every(
      (importer) => PANEL_ROUTE.test(relative(root, importer)) || (!importer.startsWith("\0") && onlyInPanels(importer, ctx)),
    );
  panelOnly.set(id, only);
  return only;
}

/**
 * In the browser the panel runs on Preact's React-compatible runtime: React DOM and React are
 * 48.5 KB of a section's first load (brotli), Preact about 5 (decision 0037). The server, which
 * renders every page and the e-mails, keeps React.
 */
const BROWSER_RUNTIME: Record<string, string> = {
  react: "preact/compat",
  "react-dom": fileURLToPath(new URL("./app/lib/browser-react-dom.ts", import.meta.url)),
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
function browserRuntime(): Plugin {
  return {
    name: "browser-runtime",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer, options) {
      const target = BROWSER_RUNTIME[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * V8 compiles a function on its first call, on the main thread, unless the file asks for eager
 * compilation (explicit compile hints, Chromium 136+): then it compiles the whole file on the
 * background thread that streams it in. A panel section's start calls most of the code it loads,
 * and compiling it lazily was 15-20 ms of its first hydration task on the bench machine. So the
 * chunks a route loads as it starts (those its modules import statically) carry the hint; the
 * ones only a later import() loads (the dialogs, the transliteration table) do not.
 */
const ROUTE_START = /^app[\\/](root|entry\.client)\.tsx$|^app[\\/]routes[\\/]/;
function compileHints() {
  const atStart = new Set<string>();
  const plugin: Plugin = {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => !id.startsWith("\0") && ROUTE_START.test(relative(root, id)));
      while (queue.length) {
        const id = queue.pop()!;
        if (atStart.has(id)) continue;
        atStart.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // After minification, which would drop the comment. V8 compiles eagerly the functions that
  // follow it: Vite may still write its one-line preload map above it, which stays lazy.
  const postBanner = (chunk: { moduleIds: readonly string[] }) =>
    chunk.moduleIds.some((id) => atStart.has(id)) ? "//# allFunctionsCalledOnLoad" : "";
  return { plugin, postBanner };
}
const hints = compileHints();

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build bundles lucide, so that only the icons the app uses are kept
  // (app/components/ui/lucide.server.ts): the whole package is ~7 MB of V8 heap in each thread
  // that loads it. The dev server keeps loading it from node_modules.
  ...(command === "build" ? { ssr: { noExternal: ["lucide-react"] } } : {}),
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // The server renders the icons lighter (same HTML); the browser keeps lucide's components.
      ...(isSsrBuild
        ? [{ find: /^lucide-react$/, replacement: fileURLToPath(new URL("./app/components/ui/lucide.server.ts", import.meta.url)) }]
        : []),
    ],
  },
  build: {
    rolldownOptions: isSsrBuild
      ? // The server bundle's entry is our Express app, not React Router's bare handler. V8 keeps each
        // module's source text for as long as the module lives, in each thread: written without
        // comments and in ASCII (other characters escaped), since one "€" or "→" made a chunk two
        // bytes a character, the bundle's text took 1.6 MB instead of ~0.5 MB per thread.
        { input: "./server/main.ts", output: { charset: "ascii", comments: false } }
      : {
          output: {
            postBanner: hints.postBanner,
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: inProject(/^node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/),
                  priority: 30,
                },
                // What the public pages share. Not the panels' toolkit, which only /admin and /super-admin
                // share, nor what only the two guest forms (quote, review) use: left out, each goes
                // into a chunk of its own that only its pages load.
                {
                  // A module that only the panels' routes reach (a feature's panel texts, its forms) is
                  // never shared with the public pages, however many sections share it.
                  name: (id, ctx) => (onlyInPanels(id, ctx) ? null : "shared"),
                  test: inProject(
                    /^(node_modules[\\/]lucide-react[\\/]|app[\\/](?!components[\\/](panel|admin|super-admin)[\\/]|components[\\/]ui[\\/](bot-trap|form-page|form-notice|form-outcome)\.|lib[\\/](bot-check|form-submission)\.))/,
                  ),
                  minShareCount: 2,
                  priority: 20,
                },
                // The dialog and toast libraries that a public page's lazy code (the toasts, the photo
                // viewers) shares with the panels: in a chunk of their own, or the panel group below,
                // which takes its modules' imports with it, would carry them off.
                {
                  name: "ui-libraries",
                  test: inProject(
                    /^node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)[\\/]/,
                  ),
                  minShareCount: 2,
                  priority: 15,
                },
                // The panels' shell: what five or more of their sections share, after the groups above.
                // What fewer share (the police texts, the tourist tax's formats) splits into chunks that
                // only those sections load: at two, one chunk carried every section's shared code and
                // took Arrivi to 161 KB (2026-12-06), against 156 KB at five.
                {
                  name: (id, ctx) => (onlyInPanels(id, ctx) ? "panel" : null),
                  test: inProject(/^app[\\/]/),
                  minShareCount: 5,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
  plugins: [
    browserRuntime(),
    hints.plugin,
    tailwindcss(),
    reactRouter(),
    islandsEntry({ root, buildDir: process.env.BUILD_DIR ?? "build", isSsrBuild }),
  ],
}));
