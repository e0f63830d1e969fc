import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * A bundle group's test on the module's path relative to this project, never on its absolute
 * path: a clone under a folder named `app` (e.g. `/srv/app/bnb`) made every shared
 * node_modules module look like ours and pulled 8 KB of panel-only code into the first load.
 */
function inProject(pattern: RegExp) {
  return (id: string) => !id.startsWith("\0") && pattern.test(relative(root, id));
}

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
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: inProject(/^node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/),
                  priority: 30,
                },
                // What the public pages share. Not the panels' toolkit, which only /admin and /super-admin
                // share, nor what only the two guest forms (quote, review) use: left out, each goes
                // into a chunk of its own that only its pages load.
                {
                  name: "shared",
                  test: inProject(
                    /^(node_modules[\\/]lucide-react[\\/]|app[\\/](?!components[\\/](panel|admin|super-admin)[\\/]|components[\\/]ui[\\/](bot-trap|form-page|form-notice|use-form-outcome)\.|lib[\\/](bot-check|form-submission)\.))/,
                  ),
                  minShareCount: 2,
                  priority: 20,
                },
              ],
            },
          },
        },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
