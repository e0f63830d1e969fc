// The machine a bench ran on, and the tools it used.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

import { CHROME_PATH } from "./pages.mjs";

/** The first line a command prints (java prints its version on stderr), or null. */
function version(command, args) {
  const r = spawnSync(command, args, { encoding: "utf8", timeout: 10_000 });
  return `${r.stdout ?? ""}${r.stderr ?? ""}`.split("\n")[0].trim() || null;
}

function packageVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), "utf8")).version;
  } catch {
    return null;
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    distro: (() => {
      try {
        return /PRETTY_NAME="([^"]+)"/.exec(fs.readFileSync("/etc/os-release", "utf8"))?.[1] ?? null;
      } catch {
        return null;
      }
    })(),
    cpuModel: cpus[0]?.model ?? null,
    cpuCount: os.availableParallelism?.() ?? cpus.length,
    memoryBytes: os.totalmem(),
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    chromium: version(CHROME_PATH, ["--version"]),
    java: version(process.env.JAVA ?? "java", ["-version"]),
    tools: {
      lighthouse: packageVersion("lighthouse"),
      autocannon: packageVersion("autocannon"),
      wrk: version("wrk", ["--version"])?.split(" ")[1] ?? null,
      "axe-core": packageVersion("axe-core"),
      "vnu-jar": packageVersion("vnu-jar"),
      "@playwright/test": packageVersion("@playwright/test"),
    },
  };
}
