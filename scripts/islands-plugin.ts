import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ENTRY = "app/islands/main.ts";
const VIRTUAL = "virtual:islands-entry";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The public pages' scripts (app/islands/) are one more entry of the browser build, hashed and
 * precompressed like the rest. The browser build runs first and writes the entry's file name
 * beside the build; the server build then reads it through `virtual:islands-entry`, so the
 * pages name the right file. The dev server serves the source itself.
 */
export function islandsEntry({ root, buildDir, isSsrBuild }: { root: string; buildDir: string; isSsrBuild?: boolean }): Plugin {
  const entry = path.resolve(root, ENTRY);
  const record = path.resolve(root, buildDir, "islands.json");
  // The command Vite really runs: React Router's type generation loads this config for a dev server.
  let command = "serve";
  return {
    name: "bb-islands-entry",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command === "build" && !isSsrBuild) this.emitFile({ type: "chunk", id: entry, name: "islands" });
    },
    generateBundle(_, bundle) {
      if (command !== "build" || isSsrBuild) return;
      const chunk = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === entry);
      if (!chunk) this.error(`${ENTRY} was not bundled`);
      fs.mkdirSync(path.dirname(record), { recursive: true });
      fs.writeFileSync(record, JSON.stringify({ src: `/${chunk.fileName}` }));
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
