// Builds the site when the build is missing or older than the sources (npm start, npm run restore).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const entry = path.join(root, "build/server/index.js");

function newest(dir) {
  let latest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

export function ensureBuild() {
  const sources = ["app", "server", "public"].filter((d) => fs.existsSync(path.join(root, d)));
  const sourceTime = Math.max(...sources.map((d) => newest(path.join(root, d))), fs.statSync(path.join(root, "package.json")).mtimeMs);
  if (!fs.existsSync(entry) || fs.statSync(entry).mtimeMs < sourceTime) {
    console.log("Building the site…");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
