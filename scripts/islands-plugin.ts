import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";

const ENTRY = "app/islands/main.ts";
const VIRTUAL = "virtual:islands-entry";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The public pages' scripts (app/islands/) are a build of their own, written beside the browser
 * build's files once those are written: in React Router's build they would share chunks with
 * React and the panels (a bundle group takes its modules' imports with it), and the pages would
 * download those. The file name is recorded beside the build, and the server build, which runs
 * after the browser build, reads it through `virtual:islands-entry`. The dev server serves the
 * source itself.
 */
export function islandsEntry({ root, buildDir, isSsrBuild }: { root: string; buildDir: string; isSsrBuild?: boolean }): Plugin {
  const record = path.resolve(root, buildDir, "islands.json");
  // The command Vite really runs: React Router's type generation loads this config for a dev server.
  let command = "serve";
  return {
    name: "bb-islands-entry",
    configResolved(config) {
      command = config.command;
    },
    async writeBundle(options) {
      if (command !== "build" || isSsrBuild) return;
      const outDir = options.dir ?? path.resolve(root, buildDir, "client");
      const output = await build({
        configFile: false,
        root,
        logLevel: "warn",
        publicDir: false,
        resolve: { alias: [{ find: "~", replacement: path.resolve(root, "app") }] },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          rolldownOptions: {
            input: path.resolve(root, ENTRY),
            output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
          },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
      const entry = chunks.find((c) => c.type === "chunk" && c.isEntry);
      if (!entry) this.error(`${ENTRY} was not bundled`);
      fs.writeFileSync(record, JSON.stringify({ src: `/${entry.fileName}` }));
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (command !== "build") return `export default ${JSON.stringify(`/${ENTRY}`)};`;
      if (!isSsrBuild) return `export default "";`;
      if (!fs.existsSync(record)) this.error(`${record} is missing: the browser build writes it before the server build`);
      const { src } = JSON.parse(fs.readFileSync(record, "utf8")) as { src: string };
      return `export default ${JSON.stringify(src)};`;
    },
  };
}
